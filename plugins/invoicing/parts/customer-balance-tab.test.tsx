// The "Balance" tab on a customer (ADR 029): what they owe now, the credit we
// hold, the ageing as figures (readable without the bars), the overdue count,
// the link to their statement; money held shown as such; an empty state.
import { fakeProfile, fakeSupabase, type RecordedQuery } from '@kernel/app/testing/fake-supabase.ts';
import { renderWithKernel } from '@kernel/app/testing/render-with-kernel.tsx';
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('@kernel/supabase.ts', async () => ({
  supabase: (await import('@kernel/app/testing/fake-supabase.ts')).fakeSupabase.client,
}));

import type { Statement } from '../statement-data.ts';
import CustomerBalanceTab from './customer-balance-tab.tsx';
import { statementFixture } from './statement-fixtures.ts';

let statement: Statement = statementFixture;
function answer(q: RecordedQuery) {
  if (q.table === 'rpc/customer_statement') return { data: statement };
  return { data: [] };
}

beforeEach(() => {
  fakeSupabase.reset();
  fakeSupabase.respond(answer);
});

const renderTab = () =>
  renderWithKernel(
    <CustomerBalanceTab target={{ type: 'customers', id: 'c1', title: 'Timau Roses Ltd' }} />,
    {
      path: '/dashboard/customers/c1?tab=balance',
      route: '/dashboard/customers/:id',
      profile: fakeProfile('me', 'staff'),
    },
  );

const zero = {
  current: '0.00',
  days_1_30: '0.00',
  days_31_60: '0.00',
  days_61_90: '0.00',
  days_90_plus: '0.00',
};

describe('the Balance tab on a customer', () => {
  it('shows what they owe, the credit held, the ageing figures, the overdue count and a link to the statement', async () => {
    statement = statementFixture;
    renderTab();
    expect(await screen.findByTestId('balance-due')).toHaveTextContent('Balance due: 69,569.70 KES.');
    expect(screen.getByText('Owes now').nextSibling).toHaveTextContent('69,569.70 KES');
    expect(screen.getByText('Overdue invoices').nextSibling).toHaveTextContent('2');
    const ageing = screen.getByLabelText('Ageing of what is open');
    expect(ageing).toHaveTextContent(/31–60 days\s*57,569\.70/);
    expect(ageing).toHaveTextContent(/90\+ days\s*12,000\.00/);
    expect(screen.getByRole('link', { name: 'Statement' }).getAttribute('href')).toMatch(
      /^\/dashboard\/invoicing\/statements\/c1\?from=\d{4}-\d{2}-01&to=\d{4}-\d{2}-\d{2}$/,
    );
    expect(screen.getByRole('button', { name: 'E-mail statement' })).toBeEnabled();
    // As of today: a one-day period ending today.
    const args = fakeSupabase.rpcCalls().find(([name]) => name === 'customer_statement')?.[1] as
      | { from_date: string; to_date: string }
      | undefined;
    expect(args?.from_date).toBe(args?.to_date);
  });

  it('says when we hold money for the customer', async () => {
    statement = {
      ...statementFixture,
      closing_balance: '-5000.00',
      ageing: { ...zero, total: '0.00', overdue_count: 0, open_count: 0 },
      unapplied_credit: '5000.00',
    };
    renderTab();
    expect(await screen.findByTestId('balance-due')).toHaveTextContent(
      'We hold 5,000.00 KES for this customer (more paid than invoiced).',
    );
    expect(screen.getByText('Credit held').nextSibling).toHaveTextContent('5,000.00 KES');
  });

  it('has an empty state before anything is invoiced or paid', async () => {
    statement = {
      ...statementFixture,
      lines: [],
      opening_balance: '0.00',
      closing_balance: '0.00',
      ageing: { ...zero, total: '0.00', overdue_count: 0, open_count: 0 },
      unapplied_credit: '0.00',
    };
    renderTab();
    expect(await screen.findByText(/No issued invoices or payments yet/)).toBeInTheDocument();
    expect(screen.getByTestId('balance-due')).toHaveTextContent('Nothing is due.');
  });
});
