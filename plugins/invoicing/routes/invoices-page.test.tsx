// The invoicing list on the kernel's test harness: it reads the list view
// (ADR 015) with a count, shows overdue invoices as such, and turns the URL's
// filters (status, overdue, issue period) into the query.
import { fakeProfile, fakeSupabase, type RecordedQuery } from '@kernel/app/testing/fake-supabase.ts';
import { renderWithKernel } from '@kernel/app/testing/render-with-kernel.tsx';
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('@kernel/supabase.ts', async () => ({
  supabase: (await import('@kernel/app/testing/fake-supabase.ts')).fakeSupabase.client,
}));

import InvoicesPage from './invoices-page.tsx';

const ROW = {
  id: 'inv-1',
  number: 'INV-2026-0003',
  status: 'issued',
  display_status: 'overdue',
  is_overdue: true,
  customer_id: 'c1',
  customer_name: 'Eldoret Grain Millers Ltd',
  issue_date: '2026-09-01',
  due_date: '2026-10-01',
  currency: 'KES',
  total: 192000,
  amount_due: 192000,
};

function answer(q: RecordedQuery) {
  if (q.table === 'invoices_list') return { data: [ROW], count: 1 };
  if (q.table === 'customers') return { data: [{ id: 'c1', name: 'Eldoret Grain Millers Ltd' }] };
  return { data: [] };
}

beforeEach(() => {
  fakeSupabase.reset();
  fakeSupabase.respond(answer);
});

describe('Invoicing list', () => {
  it('lists invoices from the list view, overdue ones marked, each linking to its page', async () => {
    renderWithKernel(<InvoicesPage />, {
      path: '/dashboard/invoicing?f.status=issued&f.overdue=yes&f.period=this-year',
      route: '/dashboard/invoicing',
      profile: fakeProfile('me', 'staff'),
    });
    const link = await screen.findByRole('link', { name: 'INV-2026-0003' });
    expect(link).toHaveAttribute('href', '/dashboard/invoices/inv-1');
    expect(screen.getAllByText('Overdue').length).toBeGreaterThan(0);
    await waitFor(() => {
      const q = fakeSupabase.queries.find((x) => x.table === 'invoices_list');
      expect(q).toBeDefined();
      const calls = q?.calls.map(([m, ...a]) => [m, a[0], a[1]]);
      expect(calls).toContainEqual(['eq', 'is_overdue', true]);
      expect(calls).toContainEqual(['in', 'status', ['issued']]);
      expect(calls).toContainEqual(['gte', 'issue_date', `${new Date().getFullYear()}-01-01`]);
    });
  });
});
