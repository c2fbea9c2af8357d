// The invoice draft form on the kernel's test harness: ?customer= prefills, a
// catalogue line fills name/price/tax, a free line is typed, live totals follow
// the ADR 023 rule, and saving sends lines (never totals) to save_invoice_draft.
import { fakeProfile, fakeSupabase, type RecordedQuery } from '@kernel/app/testing/fake-supabase.ts';
import { renderWithKernel } from '@kernel/app/testing/render-with-kernel.tsx';
import { pickerPlugin } from '@kit/pickers/testing/picker-plugin.ts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('@kernel/supabase.ts', async () => ({
  supabase: (await import('@kernel/app/testing/fake-supabase.ts')).fakeSupabase.client,
}));
const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('sonner', () => ({ toast }));

import InvoiceFormPage from './invoice-form-page.tsx';

function answer(q: RecordedQuery) {
  if (q.table === 'tax_codes')
    return {
      data: [
        { code: 'VAT', name: 'VAT' },
        { code: 'EXEMPT', name: 'Exempt' },
      ],
    };
  if (q.table === 'rpc/tax_rate_on') return { data: (q.args as { code: string }).code === 'VAT' ? 16 : 0 };
  if (q.table === 'sales_settings') return { data: { payment_terms_days: 30, prices_include_tax: false } };
  if (q.table === 'rpc/save_invoice_draft') return { data: { id: 'inv-1', status: 'draft' } };
  return { data: null };
}

beforeEach(() => {
  vi.clearAllMocks();
  fakeSupabase.reset();
  fakeSupabase.respond(answer);
});

// The customer and product pickers, faked: the form asks them, never the tables (ADR 044).
const customers = [
  pickerPlugin('customer', [
    { value: 'c-bidco', label: 'Bidco Africa Ltd' },
    { value: 'c-kbl', label: 'Kenya Breweries Ltd' },
  ]),
  pickerPlugin('product', [
    {
      value: 'ci-osh',
      label: 'OSH training',
      detail: { unit: 'participant', unit_price: '8500.00', tax_code: 'VAT' },
    },
    {
      value: 'ci-med',
      label: 'Medical examination',
      detail: { unit: 'worker', unit_price: '3500.00', tax_code: 'EXEMPT' },
    },
  ]),
];

const renderForm = () =>
  renderWithKernel(<InvoiceFormPage />, {
    path: '/dashboard/create-invoice?customer=c-kbl',
    route: '/dashboard/create-invoice',
    profile: fakeProfile('me', 'staff'),
    plugins: customers,
  });

describe('New invoice', () => {
  it('a staff member drafts an invoice from a catalogue line and a free line, with live totals; only lines are sent', async () => {
    const user = userEvent.setup();
    renderForm();
    const customer = await screen.findByRole('combobox', { name: 'Customer' });
    await waitFor(() => expect(customer).toHaveValue('Kenya Breweries Ltd'));
    const [first] = screen.getAllByTestId('document-line');
    await user.type(within(first as HTMLElement).getByLabelText('Line 1: from the catalogue'), 'osh');
    await user.click(await within(first as HTMLElement).findByRole('option', { name: 'OSH training' }));
    const qty = within(first as HTMLElement).getByLabelText('Quantity');
    await user.clear(qty);
    await user.type(qty, '2.5');
    await user.type(within(first as HTMLElement).getByLabelText('Discount %'), '10');
    await user.click(screen.getByRole('button', { name: 'Add line' }));
    const second = screen.getAllByTestId('document-line')[1] as HTMLElement;
    await user.type(within(second).getByLabelText('Description'), 'Medical examination, on site');
    await user.type(within(second).getByLabelText('Unit price'), '3500');
    await user.selectOptions(within(second).getByLabelText('Tax'), 'EXEMPT');
    await user.type(screen.getByLabelText('Discount on the whole invoice (%)'), '5');
    // ADR 023's worked example: 24,400.75.
    await waitFor(() => expect(screen.getByTestId('live-total')).toHaveTextContent('24,400.75'));
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(fakeSupabase.rpcCalls().some(([n]) => n === 'save_invoice_draft')).toBe(true));
    const [, args] = fakeSupabase.rpcCalls().find(([n]) => n === 'save_invoice_draft') as [
      string,
      { invoice_id: null; draft: Record<string, unknown> },
    ];
    expect(args.invoice_id).toBeNull();
    expect(args.draft).toMatchObject({
      customer_id: 'c-kbl',
      document_discount: '5',
      lines: [
        {
          catalog_item_id: 'ci-osh',
          description: 'OSH training',
          quantity: '2.5',
          unit_price: '8500.00',
          discount_percent: '10',
          tax_code: 'VAT',
        },
        {
          catalog_item_id: null,
          description: 'Medical examination, on site',
          quantity: '1',
          unit_price: '3500',
          tax_code: 'EXEMPT',
        },
      ],
    });
    expect(args.draft).not.toHaveProperty('total');
    expect(toast.success).toHaveBeenCalledWith('Draft invoice saved');
  });

  it('says what is missing instead of saving an invoice without a customer or a priced line', async () => {
    const user = userEvent.setup();
    renderWithKernel(<InvoiceFormPage />, {
      path: '/dashboard/create-invoice',
      route: '/dashboard/create-invoice',
      profile: fakeProfile('me', 'staff'),
      plugins: customers,
    });
    await user.click(await screen.findByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText('Choose the customer this invoice is for')).toBeInTheDocument();
    expect(screen.getByText('Describe what is invoiced')).toBeInTheDocument();
    expect(fakeSupabase.rpcCalls().some(([n]) => n === 'save_invoice_draft')).toBe(false);
  });

  it('a staff member finds the customer by typing and chooses it with the keyboard', async () => {
    const user = userEvent.setup();
    renderWithKernel(<InvoiceFormPage />, {
      path: '/dashboard/create-invoice',
      route: '/dashboard/create-invoice',
      profile: fakeProfile('me', 'staff'),
      plugins: customers,
    });
    const customer = await screen.findByRole('combobox', { name: 'Customer' });
    await user.type(customer, 'bid');
    const list = await screen.findByRole('listbox', { name: 'Customer choices' });
    await waitFor(() => expect(within(list).getAllByRole('option')).toHaveLength(1));
    await user.keyboard('{ArrowDown}{Enter}');
    expect(customer).toHaveValue('Bidco Africa Ltd');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });
});

describe('Editing a final invoice that deducts a paid deposit (ADR 079)', () => {
  const line = (over: Record<string, unknown>) => ({
    id: 'l-1',
    invoice_id: 'inv-9',
    catalog_item_id: null,
    description: 'Noise survey, main plant',
    unit: 'survey',
    quantity: '1',
    unit_price: '100000.00',
    discount_percent: '0',
    tax_code: 'VAT',
    tax_rate: '16.000',
    amount: '100000.00',
    discount: '0.00',
    taxable: '100000.00',
    tax: '16000.00',
    total: '116000.00',
    position: 1,
    deducts_invoice_id: null,
    ...over,
  });
  const draft = {
    id: 'inv-9',
    status: 'draft',
    number: null,
    customer_id: 'c-kbl',
    customer: { id: 'c-kbl', name: 'Kenya Breweries Ltd', kra_pin: null },
    issue_date: '2026-11-29',
    due_date: '2026-12-29',
    document_discount: '0',
    prices_include_tax: false,
    notes: null,
    credit_notes: [],
    invoice_lines: [
      line({}),
      // The deposit invoice's line, negated as stored: 50 % of the quotation, paid.
      line({
        id: 'l-2',
        description: 'Less deposit paid on INV-0007',
        quantity: '-1',
        unit_price: '50000.00',
        amount: '-50000.00',
        taxable: '-50000.00',
        tax: '-8000.00',
        total: '-58000.00',
        position: 2,
        deducts_invoice_id: 'inv-7',
      }),
    ],
  };

  it('the live total takes off the deposit, as the invoice page and PDF do, and only the own lines are editable', async () => {
    const user = userEvent.setup();
    fakeSupabase.respond((q) => (q.table === 'invoices' ? { data: draft } : answer(q)));
    renderWithKernel(<InvoiceFormPage />, {
      path: '/dashboard/invoices/inv-9/edit',
      route: '/dashboard/invoices/:id/edit',
      profile: fakeProfile('me', 'staff'),
      plugins: customers,
    });
    expect(await screen.findByTestId('deduction-line')).toHaveTextContent(
      /^Less deposit paid on INV-0007-\D*58,000\.00$/,
    );
    expect(screen.getAllByTestId('document-line')).toHaveLength(1);
    await waitFor(() => expect(screen.getByTestId('live-total')).toHaveTextContent('58,000.00'));
    expect(screen.getByTestId('live-subtotal')).toHaveTextContent('50,000.00');
    expect(screen.getByTestId('live-tax')).toHaveTextContent('8,000.00');
    // Editing the own line moves the total; the deduction stays as stored.
    const qty = within(screen.getByTestId('document-line')).getByLabelText('Quantity');
    await user.clear(qty);
    await user.type(qty, '2');
    await waitFor(() => expect(screen.getByTestId('live-total')).toHaveTextContent('174,000.00'));
    expect(screen.getByTestId('live-tax')).toHaveTextContent('24,000.00');
  });
});
