// A staff member's record page on the kernel's test harness.
import { fakeProfile, fakeSupabase, type RecordedQuery } from '@kernel/app/testing/fake-supabase.ts';
import { renderWithKernel } from '@kernel/app/testing/render-with-kernel.tsx';
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { UserRecord } from '../data.ts';

vi.mock('@kernel/supabase.ts', async () => ({
  supabase: (await import('@kernel/app/testing/fake-supabase.ts')).fakeSupabase.client,
}));

import UserRecordPage from './user-record-page.tsx';

const KIP: UserRecord = {
  profile_id: 'p-kip',
  auth_id: 'kip',
  email: 'kip@demo.safeworks.test',
  phone: '+254712345678',
  full_name: 'Kip Staff',
  role: 'staff',
  job_title: 'Safety officer',
  is_active: true,
  last_sign_in_at: null,
  created_at: '2026-01-01T00:00:00Z',
};

function answer(member: UserRecord | null) {
  return (q: RecordedQuery) => {
    if (q.table === 'rpc/admin_get_user') return { data: member ? [member] : [] };
    if (q.table === 'record_events')
      return {
        data: [
          {
            id: 7,
            record_type: 'profiles',
            record_id: 'p-kip',
            kind: 'changed',
            actor: 'me',
            at: new Date().toISOString(),
            body: null,
            changes: { role: ['customer', 'staff'], job_title: [null, 'Safety officer'] },
            link: null,
          },
        ],
      };
    if (q.table === 'profiles') return { data: [{ auth_id: 'me', full_name: 'Alice Admin', email: null }] };
    return { data: null };
  };
}

const renderAt = (id: string) =>
  renderWithKernel(<UserRecordPage />, {
    path: `/dashboard/users/${id}`,
    route: '/dashboard/users/:id',
    profile: fakeProfile('me', 'admin'),
  });

beforeEach(() => fakeSupabase.reset());

describe('an admin opening a staff member', () => {
  it('sees their facts and the timeline of their profile in words', async () => {
    fakeSupabase.respond(answer(KIP));
    renderAt('kip');
    expect(await screen.findByRole('heading', { level: 1, name: 'Kip Staff' })).toBeInTheDocument();
    expect(fakeSupabase.rpcCalls()).toContainEqual(['admin_get_user', { target_auth_id: 'kip' }]);
    const facts = screen.getByRole('region', { name: 'Details' });
    expect(facts).toHaveTextContent('kip@demo.safeworks.test');
    expect(facts).toHaveTextContent('Last sign-inNever');
    expect(screen.getByRole('button', { name: 'Copy e-mail' })).toBeInTheDocument();
    expect(
      await screen.findByText(
        /Alice Admin changed role from Customer to Staff and set job title to Safety officer/,
      ),
    ).toBeInTheDocument();
    const read = fakeSupabase.queries.find((q) => q.table === 'record_events');
    expect(read?.calls).toContainEqual(['eq', 'record_id', 'p-kip']);
  });

  it('is told when the account does not exist', async () => {
    fakeSupabase.respond(answer(null));
    renderAt('gone');
    expect(await screen.findByText('No such user')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /All users/ })).toHaveAttribute('href', '/dashboard/users');
  });
});
