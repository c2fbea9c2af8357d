// The leads screen: list and board in the URL, filters reaching the query, live updates.
import { fakeProfile, fakeSupabase, type RecordedQuery } from '@kernel/app/testing/fake-supabase.ts';
import { renderWithKernel } from '@kernel/app/testing/render-with-kernel.tsx';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('@kernel/supabase.ts', async () => ({
  supabase: (await import('@kernel/app/testing/fake-supabase.ts')).fakeSupabase.client,
}));

import LeadsPage from './leads-page.tsx';

const ROW = {
  id: 'l1',
  reference: 'ENQ-2026-000007',
  contact_name: 'Brian Mutua',
  company: 'Thika Paper Converters',
  email: null,
  phone: '+254711000000',
  source: 'referral',
  stage: 'proposal',
  expected_value: '250000.00',
  probability: 60,
  owner_id: null,
  follow_up_on: '2020-01-01',
  created_at: '2026-11-01T08:00:00Z',
  first_response_at: '2026-11-01T09:00:00Z',
  service_id: null,
  customer_id: null,
  lost_reason: null,
  message: null,
  stage_changed_at: '2026-11-01T09:00:00Z',
  updated_at: '2026-11-01T09:00:00Z',
};

function answer(q: RecordedQuery) {
  if (q.table === 'leads') return { data: [ROW], count: 1 };
  return { data: [] };
}

beforeEach(() => {
  fakeSupabase.reset();
  fakeSupabase.respond(answer);
});

const leadQueries = () => fakeSupabase.queries.filter((q) => q.table === 'leads');

describe('the leads screen', () => {
  it('lists leads newest first, overdue follow-ups marked, and switches to the board in the URL', async () => {
    const user = userEvent.setup();
    const { location } = renderWithKernel(<LeadsPage />, {
      path: '/dashboard/leads',
      profile: fakeProfile('me', 'staff'),
    });
    expect(await screen.findByText('Thika Paper Converters')).toBeInTheDocument();
    expect(screen.getAllByText('(overdue)').length).toBeGreaterThan(0);
    expect(leadQueries()[0]?.calls).toContainEqual([
      'order',
      'created_at',
      { ascending: false, nullsFirst: false },
    ]);

    await user.click(screen.getByRole('button', { name: 'Board' }));
    expect(location().search).toBe('?view=board');
    expect(await screen.findByRole('region', { name: /Proposal/ })).toHaveTextContent(
      'Thika Paper Converters',
    );
    expect(screen.getByRole('button', { name: 'Board' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('filters the board from the URL: source, and overdue follow-ups against the company’s today', async () => {
    renderWithKernel(<LeadsPage />, {
      path: '/dashboard/leads?view=board&f.source=referral&f.follow_up=overdue',
      profile: fakeProfile('me', 'staff'),
    });
    expect(await screen.findByRole('region', { name: /Proposal/ })).toBeInTheDocument();
    const calls = leadQueries().at(-1)?.calls ?? [];
    expect(calls).toContainEqual(['in', 'source', ['referral']]);
    const or = calls.find(([m]) => m === 'or');
    expect(String(or?.[1])).toMatch(
      /^and\(follow_up_on\.lt\.\d{4}-\d{2}-\d{2},stage\.not\.in\.\(won,lost\)\)$/,
    );
  });

  it('follows the leads table live', async () => {
    renderWithKernel(<LeadsPage />, {
      path: '/dashboard/leads?view=board',
      profile: fakeProfile('me', 'staff'),
    });
    await screen.findByRole('region', { name: /Proposal/ });
    const before = leadQueries().length;
    fakeSupabase.change({ table: 'leads', eventType: 'INSERT', new: {} });
    await vi.waitFor(() => expect(leadQueries().length).toBeGreaterThan(before));
  });
});
