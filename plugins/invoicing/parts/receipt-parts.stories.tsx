import type { Meta, StoryObj } from '@storybook/react-vite';
import { InvoiceTable, PaymentList } from '../routes/shop-invoices-page.tsx';
import { EmailReceiptDialog } from './email-receipt-dialog.tsx';

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
            public_path: '/dashboard/invoices/view/abc',
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
            public_path: '/dashboard/invoices/view/def',
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
