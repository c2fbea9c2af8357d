import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Receipt } from '../payments-data.ts';
import { ReceiptView } from '../routes/payment-page.tsx';
import { InvoiceTable, PaymentList } from '../routes/shop-invoices-page.tsx';
import { EmailReceiptDialog } from './email-receipt-dialog.tsx';
import { COMPANY } from './public-invoice-fixture.ts';

const meta: Meta = {
  title: 'Invoicing/Receipts and shop',
  parameters: { path: '/dashboard/invoicing/payments/p1' },
};
export default meta;

export const EmailReceipt: StoryObj = {
  render: () => (
    <EmailReceiptDialog
      open
      onOpenChange={() => {}}
      payment={{ id: 'p1', number: 'RCT-2026-0003' }}
      defaultTo="accounts@bamburi.example"
      send={async () => 'e1'}
    />
  ),
};

export const ShopInvoices: StoryObj = {
  parameters: { path: '/shop/invoices' },
  render: () => (
    <div className="grid max-w-4xl gap-6 p-4">
      <InvoiceTable
        rows={[
          {
            id: 'i1',
            number: 'INV-2026-0011',
            customer_name: 'Bamburi Cement',
            issue_date: '2026-10-01',
            due_date: '2026-10-31',
            currency: 'KES',
            total: 34800,
            amount_due: 14800,
            status: 'partially_paid',
            is_overdue: true,
            public_path: '/invoice/abc',
          },
          {
            id: 'i2',
            number: 'INV-2026-0017',
            customer_name: 'Bamburi Cement',
            issue_date: '2026-11-12',
            due_date: '2026-12-12',
            currency: 'KES',
            total: 11600,
            amount_due: 0,
            status: 'paid',
            is_overdue: false,
            public_path: '/invoice/def',
          },
        ]}
      />
      <PaymentList
        rows={[
          {
            id: 'p1',
            number: 'RCT-2026-0003',
            method: 'mpesa',
            currency: 'KES',
            amount: 20000,
            received_on: '2026-10-15',
            transaction_code: 'SKL4XB2M9Q',
            reference: null,
            reversed_at: null,
            payment_allocations: [{ amount: 20000, invoice: { number: 'INV-2026-0011' } }],
          },
        ]}
      />
    </div>
  ),
};

const receipt: Receipt = {
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
  reversed_at: null,
  allocated: '42500.00',
  credit_left: '2500.00',
  reversal: null,
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
      kind: 'credit',
    },
  ],
  company: COMPANY,
  customer: {
    id: 'c1',
    name: 'Bamburi Cement Ltd',
    kra_pin: 'P051234567Q',
    email: 'info@bamburi.example',
    phone: null,
    postal_address: null,
    physical_address: null,
    contact_name: 'Wanjiru Kamau',
    send_to: 'accounts@bamburi.example',
  },
};

export const ReceiptPage: StoryObj = { render: () => <ReceiptView receipt={receipt} /> };

export const ReversedReceipt: StoryObj = {
  render: () => (
    <ReceiptView
      receipt={{
        ...receipt,
        reversed_at: '2026-11-25T08:00:00Z',
        credit_left: '0.00',
        reversal: {
          reference: 'REV-RCT-2026-0003',
          reason: 'Recorded against the wrong customer',
          reversed_at: '2026-11-25T08:00:00Z',
        },
      }}
    />
  ),
};
