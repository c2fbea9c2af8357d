// The client's invoice page, signed out: the invoice by its token with the
// amount due first and how to pay, the PDF by the same token, and a link that
// opens nothing.
import { fakeSupabase, type RecordedQuery } from '@kernel/app/testing/fake-supabase.ts';
import { renderWithKernel } from '@kernel/app/testing/render-with-kernel.tsx';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('@kernel/supabase.ts', async () => ({
  supabase: (await import('@kernel/app/testing/fake-supabase.ts')).fakeSupabase.client,
}));

import { PUBLIC_INVOICE } from '../parts/public-invoice-fixture.ts';
import PublicInvoicePage from './public-invoice-page.tsx';

const TOKEN = 'f'.repeat(64);
let doc: Record<string, unknown> = PUBLIC_INVOICE as never;
function answer(q: RecordedQuery) {
  if (q.table === 'rpc/public_invoice')
    return (q.args as { token: string }).token === TOKEN
      ? { data: doc }
      : {
          error: {
            message: 'This link is not valid or no longer works: ask us for a new one',
            code: 'P0002',
          },
        };
  return { data: [] };
}

beforeEach(() => {
  fakeSupabase.reset();
  fakeSupabase.respond(answer);
  doc = PUBLIC_INVOICE as never;
});

const open = (token: string) =>
  renderWithKernel(<PublicInvoicePage />, {
    path: `/invoice/${token}`,
    route: '/invoice/:token',
    profile: null,
  });

describe('a client opening the invoice link from the e-mail', () => {
  it('sees the amount due, the status, how to pay by M-Pesa or bank, and the invoice itself', async () => {
    open(TOKEN);
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
      'Invoice INV-2026-0042 from Safeworks',
    );
    expect(screen.getByTestId('public-amount-due')).toHaveTextContent('KES 100,800.00');
    expect(screen.getByText('Due on 2 December 2026.')).toBeInTheDocument();
    expect(screen.getAllByText('Partly paid').length).toBeGreaterThan(0);
    const howToPay = screen.getByRole('region', { name: 'How to pay' });
    expect(howToPay).toHaveTextContent('522533');
    expect(howToPay).toHaveTextContent('KCB Bank');
    const invoice = screen.getByRole('article', { name: 'Invoice INV-2026-0042' });
    expect(invoice).toHaveTextContent('Fire safety training');
    expect(within(invoice).getByTestId('letterhead')).toHaveTextContent(
      /Safeworks Consultants Ltd.*Mombasa Road, Nairobi.*\+254 712 345678 · accounts@safeworks\.example.*KRA PIN P051234567Q/,
    );
    expect(fakeSupabase.rpcCalls()).toEqual([['public_invoice', { token: TOKEN }]]);
  });

  it('an overdue invoice says so; a paid one thanks; a void one says nothing is owed', async () => {
    doc = { ...PUBLIC_INVOICE, overdue: true, status: 'issued' };
    const first = open(TOKEN);
    expect(await screen.findByText('Was due on 2 December 2026: please pay now.')).toBeInTheDocument();
    expect(screen.getAllByText('Overdue').length).toBeGreaterThan(0);
    first.unmount();

    doc = { ...PUBLIC_INVOICE, status: 'paid', amount_paid: '150800.00', amount_due: '0.00' };
    const second = open(TOKEN);
    expect(await screen.findByText('Paid in full: thank you.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'How to pay' })).not.toBeInTheDocument();
    second.unmount();

    doc = { ...PUBLIC_INVOICE, status: 'void', voided_on: '2026-11-10', amount_paid: '0.00' };
    open(TOKEN);
    expect(await screen.findByText('This invoice was cancelled.')).toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent('cancelled on 10 November 2026');
  });

  it('downloads the PDF with the same token', async () => {
    const user = userEvent.setup();
    fakeSupabase.respondFunction(() => ({ error: { message: 'down', context: undefined } }));
    open(TOKEN);
    await user.click(await screen.findByRole('button', { name: 'Download PDF' }));
    await waitFor(() =>
      expect(fakeSupabase.functions.invoke).toHaveBeenCalledWith('invoice-pdf', { body: { token: TOKEN } }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('The PDF could not be made. Try again.');
  });

  it('a wrong or revoked link shows nothing of any invoice', async () => {
    open('0'.repeat(64));
    expect(await screen.findByText('This link does not open an invoice')).toBeInTheDocument();
    expect(screen.getByText(/ask us for a new one/)).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });
});
