// The statement page (ADR 029): the period from the URL (or the default: the
// first of the month three months back to today), the lines with the running
// balance, the closing balance and ageing; changing the period keeps it in the
// URL; "E-mail statement" is prefilled with the primary contact and sends it.
import { fakeProfile, fakeSupabase, type RecordedQuery } from '@kernel/app/testing/fake-supabase.ts';
import { renderWithKernel } from '@kernel/app/testing/render-with-kernel.tsx';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('@kernel/supabase.ts', async () => ({
  supabase: (await import('@kernel/app/testing/fake-supabase.ts')).fakeSupabase.client,
}));

import { statementFixture } from '../parts/statement-fixtures.ts';
import { defaultPeriod, periodFrom } from '../statement-data.ts';
import StatementPage from './statement-page.tsx';

function answer(q: RecordedQuery) {
  if (q.table === 'rpc/customer_statement') {
    const a = q.args as { from_date: string; to_date: string };
    return { data: { ...statementFixture, from: a.from_date, to: a.to_date } };
  }
  if (q.table === 'contacts')
    return { data: [{ email: 'wanjiku@timauroses.co.ke', is_primary: true, do_not_contact: false }] };
  if (q.table === 'customers') return { data: { email: 'accounts@timauroses.co.ke' } };
  return { data: [] };
}

beforeEach(() => {
  fakeSupabase.reset();
  fakeSupabase.respond(answer);
});

const renderPage = (search = '?from=2026-08-01&to=2026-11-26') =>
  renderWithKernel(<StatementPage />, {
    path: `/dashboard/invoicing/statements/c1${search}`,
    route: '/dashboard/invoicing/statements/:customerId',
    profile: fakeProfile('me', 'staff'),
  });

describe('the default statement period', () => {
  it('runs from the first day of the month three months back to today, and takes valid dates from the URL', () => {
    expect(defaultPeriod('2026-11-26')).toEqual({ from: '2026-08-01', to: '2026-11-26' });
    expect(defaultPeriod('2026-02-10')).toEqual({ from: '2025-11-01', to: '2026-02-10' });
    expect(periodFrom(new URLSearchParams('from=2026-01-01&to=nonsense'), '2026-11-26')).toEqual({
      from: '2026-01-01',
      to: '2026-11-26',
    });
  });
});

describe('the statement page', () => {
  it('shows each line with its running balance, the closing balance and the ageing for the period in the URL', async () => {
    renderPage();
    const table = await screen.findByRole('table', { name: 'Statement lines, KES' });
    const rows = within(table).getAllByRole('row');
    expect(rows[1]).toHaveTextContent(/Opening balance.*12,000\.00/);
    expect(rows[2]).toHaveTextContent(/INV-2026-0101.*116,000\.00.*128,000\.00/);
    expect(rows[3]).toHaveTextContent(/RCT-2026-0040.*50,000\.00.*78,000\.00/);
    expect(rows[4]).toHaveTextContent(/CN-2026-0007.*8,430\.30.*69,569\.70/);
    expect(screen.getByTestId('closing-balance')).toHaveTextContent('69,569.70');
    // The firm's full letterhead, as on every document (issue 22 item 3).
    const letterhead = screen.getByTestId('letterhead');
    for (const part of ['Safeworks Consultants Ltd', 'Mombasa Road, Nairobi', 'P.O. Box 12345-00100'])
      expect(letterhead).toHaveTextContent(part);
    expect(letterhead).toHaveTextContent('+254 712 345678 · accounts@safeworks.example');
    expect(letterhead).toHaveTextContent('KRA PIN P051234567Q');
    expect(within(rows[2]).getByRole('link', { name: 'INV-2026-0101' })).toHaveAttribute(
      'href',
      '/dashboard/invoices/i1',
    );
    expect(screen.getByLabelText('Ageing of what is open')).toHaveTextContent(/31–60 days\s*57,569\.70/);
    expect(fakeSupabase.rpcCalls()).toContainEqual([
      'customer_statement',
      { customer_id: 'c1', from_date: '2026-08-01', to_date: '2026-11-26' },
    ]);
  });

  it('reads the statement again for a new start date', async () => {
    renderPage();
    await screen.findByRole('table', { name: 'Statement lines, KES' });
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-10-01' } });
    await waitFor(() =>
      expect(fakeSupabase.rpcCalls()).toContainEqual([
        'customer_statement',
        { customer_id: 'c1', from_date: '2026-10-01', to_date: '2026-11-26' },
      ]),
    );
  });

  it('e-mails the statement to the primary contact with the customer in Cc', async () => {
    const user = userEvent.setup();
    fakeSupabase.respondFunction(() => ({ data: { email_id: 'e1', pdf_path: 'statements/c1/x.pdf' } }));
    renderPage();
    await screen.findByRole('table', { name: 'Statement lines, KES' });
    await user.click(screen.getByRole('button', { name: 'E-mail statement' }));
    const dialog = await screen.findByRole('dialog', { name: 'E-mail the statement' });
    expect(within(dialog).getByLabelText('To')).toHaveValue('wanjiku@timauroses.co.ke');
    expect(within(dialog).getByLabelText('Cc (optional)')).toHaveValue('accounts@timauroses.co.ke');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(fakeSupabase.invokes).toHaveLength(1));
    expect(fakeSupabase.invokes[0]).toMatchObject({
      name: 'statement-send',
      options: {
        body: {
          customer_id: 'c1',
          from: '2026-08-01',
          to: '2026-11-26',
          to_addresses: ['wanjiku@timauroses.co.ke'],
          cc: ['accounts@timauroses.co.ke'],
        },
      },
    });
  });
});
