// Recording a payment on the invoice page (ADR 028): the dialog defaults the
// amount to what is due, checks the M-Pesa code's format before sending, sends
// the allocation to this invoice, shows "already recorded" under the code field,
// and the invoice's payments are listed with their receipt numbers.
import { fakeProfile, fakeSupabase, type RecordedQuery } from '@kernel/app/testing/fake-supabase.ts';
import { renderWithKernel } from '@kernel/app/testing/render-with-kernel.tsx';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('@kernel/supabase.ts', async () => ({
  supabase: (await import('@kernel/app/testing/fake-supabase.ts')).fakeSupabase.client,
}));
const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('sonner', () => ({ toast }));

import InvoicePage from './invoice-page.tsx';

const invoice = {
  id: 'inv-1',
  number: 'INV-2026-0007',
  status: 'partially_paid',
  customer_id: 'c1',
  customer: { id: 'c1', name: 'Nyali Coral Beach Hotel', kra_pin: null },
  issue_date: '2026-11-20',
  due_date: '2026-12-20',
  currency: 'KES',
  prices_include_tax: false,
  document_discount: 0,
  notes: null,
  subtotal: 50000,
  discount_total: 0,
  taxable_total: 50000,
  tax_total: 0,
  total: 50000,
  tax_summary: [],
  amount_paid: 20000,
  amount_credited: 0,
  amount_due: 30000,
  void_reason: null,
  voided_at: null,
  invoice_lines: [],
  credit_notes: [],
};
let duplicate = false;
let openInvoices: unknown[] = [];

function answer(q: RecordedQuery) {
  if (q.table === 'invoices') return { data: invoice };
  if (q.table === 'payment_allocations')
    return {
      data: [
        {
          id: 'a1',
          amount: 20000,
          kind: 'payment',
          allocated_at: '2026-11-21T08:00:00Z',
          payment: {
            id: 'p1',
            number: 'RCT-2026-0001',
            method: 'mpesa',
            amount: 20000,
            received_on: '2026-11-21',
            transaction_code: 'SKL4XB2M9Q',
            reference: null,
            reversed_at: null,
          },
        },
      ],
    };
  if (q.table === 'rpc/customer_credit_balance') return { data: 0 };
  if (q.table === 'invoices_list') return { data: openInvoices };
  if (q.table === 'rpc/record_payment')
    return duplicate
      ? {
          data: null,
          error: {
            code: '23505',
            message: 'M-Pesa code SKL4XB2M9Q is already recorded (receipt RCT-2026-0001)',
          },
          status: 409,
        }
      : { data: { id: 'p2', number: 'RCT-2026-0002' } };
  return { data: [] };
}

beforeEach(() => {
  vi.clearAllMocks();
  fakeSupabase.reset();
  fakeSupabase.respond(answer);
  duplicate = false;
  openInvoices = [];
});

const renderPage = () =>
  renderWithKernel(<InvoicePage />, {
    path: '/dashboard/invoices/inv-1',
    route: '/dashboard/invoices/:id',
    profile: fakeProfile('me', 'staff'),
  });

describe('Payments on the invoice page', () => {
  it('lists the invoice’s payments with receipt number, method and M-Pesa code', async () => {
    renderPage();
    const list = await screen.findByRole('list', { name: 'Payments on this invoice' });
    expect(list).toHaveTextContent('RCT-2026-0001');
    expect(list).toHaveTextContent('M-Pesa SKL4XB2M9Q');
  });

  it('staff record the rest by M-Pesa: the amount defaults to what is due and a bad code is refused before sending', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Record payment' }));
    expect(await screen.findByLabelText('Amount received')).toHaveValue('30000.00');
    const code = screen.getByLabelText('M-Pesa code');
    await user.type(code, 'SKL4XB');
    await user.click(screen.getByRole('button', { name: 'Record payment' }));
    expect(await screen.findByText(/10 letters and digits/)).toBeInTheDocument();
    expect(fakeSupabase.rpcCalls().filter(([name]) => name === 'record_payment')).toHaveLength(0);
    await user.clear(code);
    await user.type(code, 'skl4xb2m9r');
    await user.click(screen.getByRole('button', { name: 'Record payment' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Payment RCT-2026-0002 recorded'));
    const call = fakeSupabase.rpcCalls().find(([name]) => name === 'record_payment');
    expect(call?.[1]).toMatchObject({
      payload: {
        customer_id: 'c1',
        method: 'mpesa',
        amount: '30000.00',
        transaction_code: 'SKL4XB2M9R',
        allocations: [{ invoice_id: 'inv-1', amount: '30000.00' }],
      },
    });
  });

  it('an M-Pesa code already recorded is shown under the code field', async () => {
    duplicate = true;
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Record payment' }));
    await user.type(await screen.findByLabelText('M-Pesa code'), 'SKL4XB2M9Q');
    await user.click(screen.getByRole('button', { name: 'Record payment' }));
    const field = screen.getByLabelText('M-Pesa code');
    await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
    expect(field).toHaveAccessibleDescription(/already recorded \(receipt RCT-2026-0001\)/);
  });

  it('an overpayment says how much stays as the customer’s credit', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Record payment' }));
    const amount = await screen.findByLabelText('Amount received');
    await user.clear(amount);
    await user.type(amount, '35000');
    expect(screen.getByText(/Ksh 5,000.00 stays as the customer's credit/)).toBeInTheDocument();
  });
});

describe('One payment for two invoices', () => {
  it('ticking another open invoice of the customer adds what it owes and allocates to both', async () => {
    openInvoices = [{ id: 'inv-2', number: 'INV-2026-0009', amount_due: 8000 }];
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Record payment' }));
    await user.click(await screen.findByRole('checkbox', { name: /INV-2026-0009/ }));
    expect(screen.getByLabelText('Amount received')).toHaveValue('38000.00');
    expect(
      screen.getByText(/Ksh 30,000.00 pays INV-2026-0007; Ksh 8,000.00 pays INV-2026-0009/),
    ).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('How it was paid'), 'cheque');
    await user.type(screen.getByLabelText('Reference (optional)'), 'Cheque 004512');
    await user.click(screen.getByRole('button', { name: 'Record payment' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalled());
    const call = fakeSupabase.rpcCalls().find(([name]) => name === 'record_payment');
    expect(call?.[1]).toMatchObject({
      payload: {
        method: 'cheque',
        amount: '38000.00',
        reference: 'Cheque 004512',
        allocations: [
          { invoice_id: 'inv-1', amount: '30000.00' },
          { invoice_id: 'inv-2', amount: '8000.00' },
        ],
      },
    });
  });
});

describe('Reversing a payment', () => {
  it('admins reverse a payment with a reason; staff see no Reverse button', async () => {
    const user = userEvent.setup();
    const view = renderPage();
    await screen.findByRole('list', { name: 'Payments on this invoice' });
    expect(screen.queryByRole('button', { name: 'Reverse payment RCT-2026-0001' })).not.toBeInTheDocument();
    view.unmount();
    renderWithKernel(<InvoicePage />, {
      path: '/dashboard/invoices/inv-1',
      route: '/dashboard/invoices/:id',
      profile: fakeProfile('me', 'admin'),
    });
    await user.click(await screen.findByRole('button', { name: 'Reverse payment RCT-2026-0001' }));
    await user.click(await screen.findByRole('button', { name: 'Reverse payment' }));
    expect(await screen.findByText(/Say why the payment is reversed/)).toBeInTheDocument();
    await user.type(screen.getByLabelText('Why is it reversed?'), 'Recorded against the wrong customer');
    await user.click(screen.getByRole('button', { name: 'Reverse payment' }));
    await waitFor(() =>
      expect(fakeSupabase.rpcCalls()).toContainEqual([
        'reverse_payment',
        { payment_id: 'p1', reason: 'Recorded against the wrong customer' },
      ]),
    );
  });
});
