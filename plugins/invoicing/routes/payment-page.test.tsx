// The receipt page (ADR 032): the payment as a document with the invoices it paid
// and the credit left; "E-mail receipt" prefilled with the customer's primary
// contact and sent through the payment-receipt function; admins reverse, staff
// do not; a reversed payment shows its banner and cannot be e-mailed.
import { fakeProfile, fakeSupabase, type RecordedQuery } from '@kernel/app/testing/fake-supabase.ts';
import { renderWithKernel } from '@kernel/app/testing/render-with-kernel.tsx';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('@kernel/supabase.ts', async () => ({
  supabase: (await import('@kernel/app/testing/fake-supabase.ts')).fakeSupabase.client,
}));
const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('sonner', () => ({ toast }));

import { COMPANY } from '../parts/public-invoice-fixture.ts';
import PaymentPage from './payment-page.tsx';

const receipt = {
  id: 'p1',
  number: 'RCT-2026-0003',
  customer_id: 'c1',
  method: 'mpesa',
  currency: 'KES',
  amount: '45000.00',
  received_on: '2026-11-24',
  transaction_code: 'SKL4XB2M9Q',
  reference: null,
  payer: 'John Mwangi',
  notes: null,
  recorded_at: '2026-11-24T09:00:00Z',
  reversed_at: null as string | null,
  allocated: '42500.00',
  credit_left: '2500.00',
  reversal: null as null | { reference: string; reason: string; reversed_at: string },
  invoices: [
    {
      invoice_id: 'i1',
      number: 'INV-2026-0011',
      issue_date: '2026-11-01',
      total: '30000.00',
      amount: '30000.00',
      kind: 'payment',
    },
    {
      invoice_id: 'i2',
      number: 'INV-2026-0012',
      issue_date: '2026-11-05',
      total: '12500.00',
      amount: '12500.00',
      kind: 'payment',
    },
  ],
  company: COMPANY,
  customer: {
    id: 'c1',
    name: 'Bamburi Cement',
    kra_pin: 'P051234567Q',
    email: 'info@bamburi.example',
    phone: null,
    postal_address: null,
    physical_address: null,
    contact_name: 'Wanjiru Kamau',
    send_to: 'accounts@bamburi.example',
  },
};
let current = receipt;

function answer(q: RecordedQuery) {
  if (q.table === 'rpc/payment_receipt') return { data: current };
  return { data: [] };
}

beforeEach(() => {
  vi.clearAllMocks();
  fakeSupabase.reset();
  fakeSupabase.respond(answer);
  fakeSupabase.respondFunction(() => ({ data: { email_id: 'e1', number: receipt.number } }));
  current = receipt;
});

const renderPage = (role: 'staff' | 'admin' = 'staff') =>
  renderWithKernel(<PaymentPage />, {
    path: '/dashboard/invoicing/payments/p1',
    route: '/dashboard/invoicing/payments/:id',
    profile: fakeProfile('me', role),
  });

describe('the receipt page', () => {
  it('shows the receipt: number, customer, method and code, amount, the invoices paid and the credit left', async () => {
    renderPage();
    const doc = await screen.findByRole('article', { name: 'Receipt RCT-2026-0003' });
    expect(doc).toHaveTextContent('Bamburi Cement');
    expect(within(doc).getByTestId('letterhead')).toHaveTextContent(
      /Safeworks Consultants Ltd.*Mombasa Road, Nairobi.*P\.O\. Box 12345-00100.*\+254 712 345678 · accounts@safeworks\.example.*KRA PIN P051234567Q/,
    );
    expect(doc).toHaveTextContent('SKL4XB2M9Q');
    expect(doc).toHaveTextContent('John Mwangi');
    expect(within(doc).getByRole('link', { name: 'INV-2026-0011' })).toHaveAttribute(
      'href',
      '/dashboard/invoices/i1',
    );
    expect(within(doc).getByRole('link', { name: 'INV-2026-0012' })).toBeInTheDocument();
    expect(screen.getByTestId('receipt-amount')).toHaveTextContent('45,000.00');
    expect(doc).toHaveTextContent('Credit left: Ksh 2,500.00');
    expect(screen.queryByRole('button', { name: 'Reverse' })).not.toBeInTheDocument();
  });

  it('e-mails the receipt to the primary contact by default, with a Cc', async () => {
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'E-mail receipt' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByLabelText('To')).toHaveValue('accounts@bamburi.example');
    await userEvent.type(within(dialog).getByLabelText('Cc (optional)'), 'not an address');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send receipt' }));
    expect(await within(dialog).findByText('"not" is not an e-mail address')).toBeInTheDocument();
    expect(fakeSupabase.invokes).toHaveLength(0);
    await userEvent.clear(within(dialog).getByLabelText('Cc (optional)'));
    await userEvent.type(within(dialog).getByLabelText('Cc (optional)'), 'finance@bamburi.example');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send receipt' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalled());
    expect(fakeSupabase.invokes[0]).toMatchObject({
      name: 'payment-receipt',
      options: {
        body: {
          payment_id: 'p1',
          send: { to: ['accounts@bamburi.example'], cc: ['finance@bamburi.example'] },
        },
      },
    });
  });

  it('admins can reverse; a reversed payment shows why and cannot be e-mailed', async () => {
    const first = renderPage('admin');
    expect(await screen.findByRole('button', { name: 'Reverse' })).toBeInTheDocument();
    first.unmount();
    current = {
      ...receipt,
      reversed_at: '2026-11-25T08:00:00Z',
      reversal: {
        reference: 'REV-RCT-2026-0003',
        reason: 'Wrong customer',
        reversed_at: '2026-11-25T08:00:00Z',
      },
    };
    renderPage('admin');
    expect(await screen.findByRole('note')).toHaveTextContent('REV-RCT-2026-0003): Wrong customer');
    expect(screen.queryByRole('button', { name: 'E-mail receipt' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reverse' })).not.toBeInTheDocument();
  });
});
