import { emptyKitHost, type KitHost, KitHostProvider } from '@kit/host/kit-host.tsx';
import { pickerPlugin } from '@kit/pickers/testing/picker-plugin.ts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import type { InvoiceDetail } from '../invoices-data.ts';
import { InvoiceForm } from '../routes/invoice-form-page.tsx';
import { CreditNoteDialog } from './credit-note-dialog.tsx';
import { InvoiceStatusBadge } from './invoice-status-badge.tsx';
import { RecordPaymentDialog } from './record-payment-dialog.tsx';
import { ReversePaymentDialog } from './reverse-payment-dialog.tsx';
import { VoidInvoiceDialog } from './void-invoice-dialog.tsx';

const line = (n: number, over: Partial<InvoiceDetail['invoice_lines'][number]>) => ({
  id: `l${n}`,
  invoice_id: 'inv-1',
  position: n,
  catalog_item_id: null,
  description: 'Item',
  unit: 'each',
  quantity: 1,
  unit_price: 0,
  discount_percent: 0,
  tax_code: 'VAT',
  tax_rate: 16,
  amount: 0,
  discount: 0,
  taxable: 0,
  tax: 0,
  total: 0,
  ...over,
});

const invoice = {
  id: 'inv-1',
  number: 'INV-2026-0015',
  status: 'issued',
  amount_due: 170810,
  document_discount: 5,
  prices_include_tax: false,
  invoice_lines: [
    line(1, { description: 'Fire safety training', unit: 'participant', quantity: 20, unit_price: 6500 }),
    line(2, { description: 'Evacuation drill and report', quantity: 1, unit_price: 25000 }),
  ],
  credit_notes: [
    {
      id: 'cn1',
      credit_note_lines: [{ invoice_line_id: 'l1', quantity: 4 }],
    },
  ],
} as unknown as InvoiceDetail;

const rates = [
  { code: 'VAT', name: 'VAT (standard rate)', rate: '16' },
  { code: 'ZERO', name: 'Zero-rated', rate: '0' },
  { code: 'EXEMPT', name: 'Exempt', rate: '0' },
];
// The customer and product pickers, as the installed modules would offer them (ADR 044).
const pickers = [
  pickerPlugin('customer', [{ value: 'c1', label: 'Nyali Coral Beach Hotel' }]),
  pickerPlugin('product', [
    {
      value: 'ci-fire',
      label: 'Fire safety training',
      hint: '6500.00 per participant',
      detail: { unit: 'participant', unit_price: '6500.00', tax_code: 'VAT' },
    },
    {
      value: 'ci-med',
      label: 'Medical examinations',
      hint: '3500.00 per worker',
      detail: { unit: 'worker', unit_price: '3500.00', tax_code: 'EXEMPT' },
    },
  ]),
].flatMap((m) => (m.pickers ?? []).map((p) => ({ ...p, pluginId: m.id })));
const storyHost: KitHost = { ...emptyKitHost, usePickers: () => pickers };

const meta: Meta = { title: 'Invoicing/Invoices', parameters: { path: '/dashboard/invoices/inv-1' } };
export default meta;

export const StatusBadges: StoryObj = {
  render: () => (
    <div className="flex flex-wrap gap-2">
      {['draft', 'issued', 'overdue', 'partially_paid', 'paid', 'void'].map((s) => (
        <InvoiceStatusBadge key={s} status={s} />
      ))}
    </div>
  ),
};

export const CreditNote: StoryObj = {
  render: () => (
    <CreditNoteDialog
      open
      onOpenChange={() => {}}
      invoice={invoice}
      onDone={() => {}}
      run={async () => ({ number: 'CN-2026-0002' }) as never}
    />
  ),
};

export const Void: StoryObj = {
  render: () => (
    <VoidInvoiceDialog
      open
      onOpenChange={() => {}}
      invoice={invoice}
      onDone={() => {}}
      run={async () => invoice}
    />
  ),
};

// The form needs a data router (its leave-warning blocks navigation).
const formRouter = (initialLines: number) =>
  createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <KitHostProvider host={storyHost}>
            <InvoiceForm
              title="New invoice"
              invoiceId={null}
              initial={{
                customer_id: 'c1',
                issue_date: '2026-11-26',
                due_date: '2026-12-26',
                document_discount: '5',
                prices_include_tax: false,
                notes: '',
                lines: Array.from({ length: initialLines }, (_, i) =>
                  i === 0
                    ? {
                        catalog_item_id: 'ci-fire',
                        description: 'Fire safety training',
                        unit: 'participant',
                        quantity: '20',
                        unit_price: '6500.00',
                        discount_percent: '',
                        tax_code: 'VAT',
                      }
                    : {
                        catalog_item_id: '',
                        description: 'Evacuation drill and report',
                        unit: 'each',
                        quantity: '1',
                        unit_price: '25000',
                        discount_percent: '',
                        tax_code: 'VAT',
                      },
                ),
              }}
              rates={rates}
              paymentTermsDays={30}
              save={async () => ({ id: 'inv-1' }) as never}
            />
          </KitHostProvider>
        ),
      },
    ],
    { initialEntries: ['/dashboard/create-invoice'] },
  );

export const NewInvoiceForm: StoryObj = {
  parameters: { router: false },
  render: () => <RouterProvider router={formRouter(2)} />,
};
export const NewInvoiceFormOnAPhone: StoryObj = {
  ...NewInvoiceForm,
  globals: { viewport: { value: 'mobile1' } },
};

export const RecordPayment: StoryObj = {
  render: () => (
    <RecordPaymentDialog
      open
      onOpenChange={() => {}}
      invoice={{ id: 'inv-1', number: 'INV-2026-0015', customer_id: 'c1', amount_due: 30000 }}
      onDone={() => {}}
      run={async () => ({ number: 'RCT-2026-0009' }) as never}
    />
  ),
};
export const RecordPaymentOnAPhone: StoryObj = {
  ...RecordPayment,
  globals: { viewport: { value: 'mobile1' } },
};

export const ReversePayment: StoryObj = {
  render: () => (
    <ReversePaymentDialog
      open
      onOpenChange={() => {}}
      payment={{ id: 'p1', number: 'RCT-2026-0004' }}
      onDone={() => {}}
      run={async () => ({}) as never}
    />
  ),
};
