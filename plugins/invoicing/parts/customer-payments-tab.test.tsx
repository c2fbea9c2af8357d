// The "Payments" tab on a customer's page (ADR 028): their payments with receipt
// numbers and methods, and their credit (the unallocated part of payments not
// reversed); an empty state that says where payments are recorded.
import { fakeProfile, fakeSupabase, type RecordedQuery } from '@kernel/app/testing/fake-supabase.ts';
import { renderWithKernel } from '@kernel/app/testing/render-with-kernel.tsx';
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('@kernel/supabase.ts', async () => ({
  supabase: (await import('@kernel/app/testing/fake-supabase.ts')).fakeSupabase.client,
}));

import CustomerPaymentsTab from './customer-payments-tab.tsx';

let rows: unknown[] = [];
function answer(q: RecordedQuery) {
  if (q.table === 'payments_list') return { data: rows };
  return { data: [] };
}

beforeEach(() => {
  fakeSupabase.reset();
  fakeSupabase.respond(answer);
});

const renderTab = () =>
  renderWithKernel(
    <CustomerPaymentsTab target={{ type: 'customers', id: 'c1', title: 'Timau Roses Ltd' }} />,
    {
      path: '/dashboard/customers/c1?tab=payments',
      route: '/dashboard/customers/:id',
      profile: fakeProfile('me', 'staff'),
    },
  );

const payment = (n: number, over: Record<string, unknown>) => ({
  id: `p${n}`,
  number: `RCT-2026-000${n}`,
  method: 'mpesa',
  amount: 10000,
  received_on: '2026-11-20',
  transaction_code: null,
  reference: null,
  reversed_at: null,
  allocated: 10000,
  credit_left: 0,
  ...over,
});

describe('the Payments tab on a customer', () => {
  it('lists their payments and their credit, a reversed payment marked and not counted', async () => {
    rows = [
      payment(1, { transaction_code: 'SKL4XB2M9Q' }),
      payment(2, {
        method: 'bank_transfer',
        amount: 15000,
        reference: 'NCBA FT26321PQ7L2',
        credit_left: 5000,
      }),
      payment(3, { method: 'cash', reversed_at: '2026-11-22T10:00:00Z', credit_left: 0 }),
    ];
    renderTab();
    const list = await screen.findByRole('list', { name: 'Payments from Timau Roses Ltd' });
    expect(list).toHaveTextContent('RCT-2026-0001 · M-Pesa SKL4XB2M9Q');
    expect(list).toHaveTextContent('Bank transfer · NCBA FT26321PQ7L2');
    expect(list).toHaveTextContent('RCT-2026-0003 · Cash');
    expect(list).toHaveTextContent('reversed');
    expect(screen.getByText(/^Credit:/)).toHaveTextContent('Credit: Ksh 5,000.00');
    expect(fakeSupabase.queries.some((q) => q.table === 'payments_list')).toBe(true);
  });

  it('says where payments are recorded when there are none', async () => {
    rows = [];
    renderTab();
    expect(await screen.findByText(/No payments from Timau Roses Ltd yet/)).toBeInTheDocument();
  });
});
