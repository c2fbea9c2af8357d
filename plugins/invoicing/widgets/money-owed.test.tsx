import { fakeProfile, fakeSupabase } from '@kernel/app/testing/fake-supabase.ts';
import { renderWithKernel } from '@kernel/app/testing/render-with-kernel.tsx';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('@kernel/supabase.ts', async () => ({
  supabase: (await import('@kernel/app/testing/fake-supabase.ts')).fakeSupabase.client,
}));

import MoneyOwedWidget from './money-owed.tsx';
import { SUMMARY } from './money-owed-fixtures.ts';

beforeEach(() => fakeSupabase.reset());

const render = () => renderWithKernel(<MoneyOwedWidget />, { profile: fakeProfile('me', 'staff') });

describe('Money owed on Home', () => {
  it('shows what is owed, overdue and received this month, and the invoices longest overdue as links', async () => {
    fakeSupabase.respond((q) => (q.table === 'rpc/receivables_summary' ? { data: SUMMARY } : { data: [] }));
    render();
    const figures = await screen.findByRole('region', { name: 'Receivables in KES' });
    expect(within(figures).getByText('Owed now').nextSibling).toHaveTextContent(/1,284,350\.50/);
    expect(within(figures).getByText('Overdue').nextSibling).toHaveTextContent(/412,000\.00/);
    expect(within(figures).getByText('3 invoices')).toBeInTheDocument();
    expect(within(figures).getByText('Received this month').nextSibling).toHaveTextContent(/655,900\.00/);
    expect(screen.getByRole('link', { name: 'INV-2026-0004 · Bamburi Cement Ltd' })).toHaveAttribute(
      'href',
      '/dashboard/invoices/inv-1',
    );
    expect(screen.getByText('45 days overdue')).toBeInTheDocument();
    expect(screen.getByText('1 day overdue')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All overdue invoices' })).toHaveAttribute(
      'href',
      '/dashboard/invoicing?f.overdue=yes',
    );
  });

  it('says so when nothing is waiting for payment', async () => {
    fakeSupabase.respond((q) =>
      q.table === 'rpc/receivables_summary'
        ? { data: { as_of: '2026-11-26', currencies: [], most_overdue: [] } }
        : { data: [] },
    );
    render();
    expect(await screen.findByText('No invoice is waiting for payment.')).toBeInTheDocument();
  });

  it('offers a retry when the figures cannot be read', async () => {
    fakeSupabase.respond(() => ({ error: { message: 'connection refused', code: '08006' } }));
    render();
    expect(await screen.findByRole('button', { name: /try again/i })).toBeInTheDocument();
  });
});
