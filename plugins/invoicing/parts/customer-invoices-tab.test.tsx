// The "Invoices" tab on a customer's page: their invoices with what is due and
// overdue in all (drafts and void ones not counted), and "New invoice" for them.
import { fakeProfile, fakeSupabase, type RecordedQuery } from '@kernel/app/testing/fake-supabase.ts';
import { renderWithKernel } from '@kernel/app/testing/render-with-kernel.tsx';
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('@kernel/supabase.ts', async () => ({
  supabase: (await import('@kernel/app/testing/fake-supabase.ts')).fakeSupabase.client,
}));

import CustomerInvoicesTab from './customer-invoices-tab.tsx';

const row = (n: number, over: Record<string, unknown>) => ({
  id: `inv-${n}`,
  number: `INV-2026-000${n}`,
  status: 'issued',
  display_status: 'issued',
  is_overdue: false,
  customer_id: 'c1',
  customer_name: 'Timau Roses Ltd',
  issue_date: '2026-11-01',
  due_date: '2026-12-01',
  currency: 'KES',
  total: 1000,
  amount_due: 1000,
  ...over,
});

function answer(q: RecordedQuery) {
  if (q.table === 'invoices_list')
    return {
      data: [
        row(1, { display_status: 'overdue', is_overdue: true, total: 116000, amount_due: 116000 }),
        row(2, {
          total: 58000,
          amount_due: 20000,
          status: 'partially_paid',
          display_status: 'partially_paid',
        }),
        row(3, { status: 'void', display_status: 'void', total: 9000, amount_due: 9000 }),
        row(4, { number: null, status: 'draft', display_status: 'draft', total: 5000, amount_due: 5000 }),
      ],
    };
  return { data: [] };
}

beforeEach(() => {
  fakeSupabase.reset();
  fakeSupabase.respond(answer);
});

describe('the Invoices tab on a customer', () => {
  it('shows their invoices and what is due and overdue, leaving drafts and void invoices out of the sums', async () => {
    renderWithKernel(
      <CustomerInvoicesTab target={{ type: 'customers', id: 'c1', title: 'Timau Roses Ltd' }} />,
      {
        path: '/dashboard/customers/c1?tab=invoices',
        route: '/dashboard/customers/:id',
        profile: fakeProfile('me', 'staff'),
      },
    );
    expect(await screen.findByRole('link', { name: 'INV-2026-0001' })).toHaveAttribute(
      'href',
      '/dashboard/invoices/inv-1',
    );
    expect(screen.getByRole('link', { name: 'Draft invoice' })).toBeInTheDocument();
    expect(screen.getByText(/Due in all:/)).toHaveTextContent('136,000.00');
    expect(screen.getByText(/overdue:/)).toHaveTextContent('116,000.00');
    expect(screen.getByRole('link', { name: 'New invoice' })).toHaveAttribute(
      'href',
      '/dashboard/create-invoice?customer=c1',
    );
  });
});
