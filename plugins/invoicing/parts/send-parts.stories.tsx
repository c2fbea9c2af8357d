// The client's invoice page and the staff "Send" dialog (ADR 031).
import type { Meta, StoryObj } from '@storybook/react-vite';
import { InvoiceForClient } from '../routes/public-invoice-page.tsx';
import { InvoiceLinkMenu } from './invoice-link-menu.tsx';
import { InvoiceSendDialog } from './invoice-send-dialog.tsx';
import { PUBLIC_INVOICE } from './public-invoice-fixture.ts';

const meta: Meta = {
  title: 'Invoicing/Sending and the client page',
  parameters: { path: '/invoice/f' },
};
export default meta;

const page = (over: Partial<typeof PUBLIC_INVOICE> = {}) => (
  <main className="mx-auto grid max-w-4xl gap-4 p-3 sm:p-6">
    <InvoiceForClient doc={{ ...PUBLIC_INVOICE, ...over }} token={'f'.repeat(64)} />
  </main>
);

export const ClientPagePartlyPaid: StoryObj = { render: () => page() };
export const ClientPageOnAPhone: StoryObj = {
  render: () => page(),
  globals: { viewport: { value: 'mobile1' } },
};
export const ClientPageOverdue: StoryObj = {
  render: () => page({ status: 'issued', overdue: true, amount_paid: '0.00', amount_due: '150800.00' }),
};
export const ClientPagePaid: StoryObj = {
  render: () => page({ status: 'paid', amount_paid: '150800.00', amount_due: '0.00' }),
};
export const ClientPageVoid: StoryObj = {
  render: () => page({ status: 'void', voided_on: '2026-11-10', amount_paid: '0.00' }),
};
export const ClientPageWithCreditNote: StoryObj = {
  render: () =>
    page({
      amount_credited: '32500.00',
      amount_due: '68300.00',
      credit_notes: [{ number: 'CN-2026-0003', issue_date: '2026-11-12', total: '32500.00' }],
    }),
};

export const SendDialog: StoryObj = {
  parameters: { path: '/dashboard/invoices/inv-1' },
  render: () => (
    <InvoiceSendDialog
      invoice={{
        id: 'inv-1',
        number: 'INV-2026-0042',
        customer_id: 'c1',
        contact_id: null,
        currency: 'KES',
        amount_due: '100800.00',
        due_date: '2026-12-02',
      }}
      onOpenChange={() => {}}
      onSent={() => {}}
      send={async () => ({ email_id: 'm1', number: 'INV-2026-0042', public_url: null })}
    />
  ),
};

export const LinkButtons: StoryObj = {
  parameters: { path: '/dashboard/invoices/inv-1' },
  render: () => (
    <div className="flex gap-2">
      <InvoiceLinkMenu invoiceId="inv-1" />
    </div>
  ),
};
