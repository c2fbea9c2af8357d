// Sending an invoice from the staff page: the address is found (the invoice's
// contact, else the primary contact, else the customer), the e-mail is
// summarised, bad addresses are refused before any call, and the toast opens
// the message; the client's link is copied, and revoked only after a confirmation.
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

import { InvoiceLinkMenu } from './invoice-link-menu.tsx';
import { InvoiceSendDialog } from './invoice-send-dialog.tsx';

const INVOICE = {
  id: 'inv-1',
  number: 'INV-2026-0042',
  customer_id: 'c1',
  contact_id: null as string | null,
  currency: 'KES',
  amount_due: '100800.00',
  due_date: '2026-12-02',
};

function answer(q: RecordedQuery) {
  if (q.table === 'contacts')
    return {
      data: [
        { id: 'k1', email: 'mary@nyali.example', is_primary: false },
        { id: 'k2', email: 'accounts@nyali.example', is_primary: true },
      ],
    };
  if (q.table === 'customers') return { data: { email: 'info@nyali.example' } };
  if (q.table === 'sales_settings') return { data: { mpesa_paybill: '522533', mpesa_account: null } };
  if (q.table === 'rpc/invoice_link')
    return {
      data: {
        token: 't',
        path: '/invoice/t',
        url: 'https://safeworks.example/invoice/t',
      },
    };
  return { data: null };
}

beforeEach(() => {
  vi.clearAllMocks();
  fakeSupabase.reset();
  fakeSupabase.respond(answer);
});

const staff = {
  path: '/dashboard/invoices/inv-1',
  route: '/dashboard/invoices/:id',
  profile: fakeProfile('me', 'staff'),
};

describe('Send an invoice', () => {
  it('prefills the primary contact, shows the e-mail, and sends through invoice-send', async () => {
    const user = userEvent.setup();
    const onSent = vi.fn();
    fakeSupabase.respondFunction(() => ({
      data: { email_id: 'm1', number: 'INV-2026-0042', public_url: 'x' },
    }));
    renderWithKernel(<InvoiceSendDialog invoice={INVOICE} onOpenChange={vi.fn()} onSent={onSent} />, staff);
    const to = await screen.findByLabelText('To');
    expect(to).toHaveValue('accounts@nyali.example');
    const mail = screen.getByRole('region', { name: 'The e-mail' });
    expect(mail).toHaveTextContent('Attached: INV-2026-0042.pdf');
    expect(mail).toHaveTextContent('Amount due: KES 100,800.00, due on 2 December 2026.');
    await waitFor(() => expect(mail).toHaveTextContent('M-Pesa pay-bill 522533, account INV-2026-0042.'));
    await user.type(screen.getByLabelText('Cc (optional)'), 'cfo@nyali.example');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(onSent).toHaveBeenCalled());
    expect(fakeSupabase.functions.invoke).toHaveBeenCalledWith('invoice-send', {
      body: { invoice_id: 'inv-1', to: ['accounts@nyali.example'], cc: ['cfo@nyali.example'] },
    });
    expect(toast.success).toHaveBeenCalledWith(
      'Invoice INV-2026-0042 sent to accounts@nyali.example',
      expect.objectContaining({ action: expect.objectContaining({ label: 'Open the e-mail' }) }),
    );
  });

  it("takes the invoice's own contact first, and refuses a bad address without calling the server", async () => {
    const user = userEvent.setup();
    renderWithKernel(
      <InvoiceSendDialog
        invoice={{ ...INVOICE, contact_id: 'k1' }}
        onOpenChange={vi.fn()}
        onSent={vi.fn()}
      />,
      staff,
    );
    const to = await screen.findByLabelText('To');
    expect(to).toHaveValue('mary@nyali.example');
    await user.clear(to);
    await user.type(to, 'not an address');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('One or more e-mail addresses, separated by commas')).toBeInTheDocument();
    expect(fakeSupabase.functions.invoke).not.toHaveBeenCalled();
  });
});

describe("The client's link", () => {
  it('copies the link, and revokes it only after a confirmation', async () => {
    const user = userEvent.setup();
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderWithKernel(<InvoiceLinkMenu invoiceId="inv-1" />, staff);
    await user.click(screen.getByRole('button', { name: 'Copy client link' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith('https://safeworks.example/invoice/t'));
    expect(toast.success).toHaveBeenCalledWith('Client link copied');

    await user.click(screen.getByRole('button', { name: 'Revoke link' }));
    expect(await screen.findByText(/stop working at once/)).toBeInTheDocument();
    expect(fakeSupabase.rpcCalls().map(([n]) => n)).not.toContain('revoke_invoice_link');
    await user.click(screen.getByRole('button', { name: 'Revoke link' }));
    await waitFor(() =>
      expect(fakeSupabase.rpcCalls()).toContainEqual(['revoke_invoice_link', { invoice_id: 'inv-1' }]),
    );
  });
});
