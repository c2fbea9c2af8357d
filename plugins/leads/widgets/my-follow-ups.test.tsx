import { fakeProfile, fakeSupabase } from '@kernel/app/testing/fake-supabase.ts';
import { renderWithKernel } from '@kernel/app/testing/render-with-kernel.tsx';
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('@kernel/supabase.ts', async () => ({
  supabase: (await import('@kernel/app/testing/fake-supabase.ts')).fakeSupabase.client,
}));

import MyFollowUpsWidget from './my-follow-ups.tsx';

beforeEach(() => fakeSupabase.reset());

describe('My follow-ups', () => {
  it('lists my due leads and activities, overdue ones marked, each linking to its lead', async () => {
    fakeSupabase.respond((q) =>
      q.table === 'rpc/my_follow_ups'
        ? {
            data: [
              {
                item_type: 'lead',
                id: 'l1',
                lead_id: 'l1',
                customer_id: null,
                title: 'Achieng — Lakeside Hotel',
                subtitle: 'ENQ-2026-000001',
                due_on: '2026-11-20',
                due_at: null,
                overdue: true,
              },
              {
                item_type: 'activity',
                id: 'a1',
                lead_id: null,
                customer_id: 'c1',
                title: 'Site visit',
                subtitle: 'Mavoko Steel',
                due_on: null,
                due_at: '2026-11-25T12:00:00Z',
                overdue: false,
              },
            ],
          }
        : { data: [] },
    );
    renderWithKernel(<MyFollowUpsWidget />, { path: '/dashboard', profile: fakeProfile('me', 'staff') });
    expect(await screen.findByRole('link', { name: 'Achieng — Lakeside Hotel' })).toHaveAttribute(
      'href',
      '/dashboard/leads/l1',
    );
    expect(screen.getByRole('link', { name: 'Site visit' })).toHaveAttribute(
      'href',
      '/dashboard/customers/c1',
    );
    expect(screen.getByText('Overdue')).toBeInTheDocument();
    expect(screen.getByText('Today')).toBeInTheDocument();
  });

  it('says so when nothing is due, and shows a failure with a retry', async () => {
    fakeSupabase.respond(() => ({ data: [] }));
    renderWithKernel(<MyFollowUpsWidget />, { path: '/dashboard', profile: fakeProfile('me', 'staff') });
    expect(await screen.findByText('Nothing due today. Well done.')).toBeInTheDocument();
  });

  it('shows a failure with a retry', async () => {
    fakeSupabase.respond(() => ({ error: { message: 'connection lost', code: '08006' }, status: 503 }));
    renderWithKernel(<MyFollowUpsWidget />, { path: '/dashboard', profile: fakeProfile('me', 'staff') });
    expect(
      await screen.findByText(/Your follow-ups could not be loaded: connection lost/),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
