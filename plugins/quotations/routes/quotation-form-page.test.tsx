// The quotation form on the kernel's test harness: a catalogue line and a typed
// line with a discount show live totals equal to documentTotals (the rule the
// database stores), and saving sends the lines — never totals — to save_quotation.
import { fakeProfile, fakeSupabase, type RecordedQuery } from '@kernel/app/testing/fake-supabase.ts';
import { renderWithKernel } from '@kernel/app/testing/render-with-kernel.tsx';
import { documentTotals } from '@kit/money/document-totals.ts';
import { pickerPlugin } from '@kit/pickers/testing/picker-plugin.ts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('@kernel/supabase.ts', async () => ({
  supabase: (await import('@kernel/app/testing/fake-supabase.ts')).fakeSupabase.client,
}));

import { CreateQuotationPage } from './quotation-form-page.tsx';

function answer(q: RecordedQuery) {
  if (q.table === 'tax_codes')
    return {
      data: [
        { code: 'VAT', name: 'VAT (standard rate)', kind: 'standard', is_active: true },
        { code: 'EXEMPT', name: 'Exempt', kind: 'exempt', is_active: true },
      ],
    };
  if (q.table === 'rpc/tax_rate_on') return { data: (q.args as { code: string }).code === 'VAT' ? 16 : 0 };
  if (q.table === 'sales_settings')
    return {
      data: { prices_include_tax: false, quotation_validity_days: 30, document_terms: 'Valid 30 days.' },
    };
  if (q.table === 'profiles') return { data: [{ auth_id: 'me', full_name: 'Amina Mwangi', role: 'staff' }] };
  if (q.table === 'rpc/save_quotation') return { data: { id: 'q-new' } };
  return { data: [] };
}

// The customers module's pickers, faked: the form asks them, never the customers tables (ADR 044).
const customerPickers = [
  pickerPlugin('customer', [
    { value: 'c1', label: 'Bamburi Cement Ltd' },
    { value: 'c2', label: 'Kakuzi PLC' },
  ]),
  pickerPlugin('contact', [
    { value: 'p1', label: 'Achieng Otieno', detail: { customer_id: 'c1' } },
    { value: 'p2', label: 'Kiprono Ruto', detail: { customer_id: 'c2' } },
  ]),
  pickerPlugin('site', []),
  // Invoicing's catalogue (quotations depends on invoicing).
  pickerPlugin('product', [
    {
      value: 'i1',
      label: 'Fire safety audit',
      hint: 'SVC-AUD-FIRE · 45000.00 per audit',
      detail: { unit: 'audit', unit_price: '45000.00', tax_code: 'VAT', sku: 'SVC-AUD-FIRE' },
    },
  ]),
];

beforeEach(() => {
  fakeSupabase.reset();
  fakeSupabase.respond(answer);
});

describe('a staff member quoting a customer', () => {
  it('sees live totals equal to the database rule and saves lines without totals', async () => {
    const user = userEvent.setup();
    renderWithKernel(<CreateQuotationPage />, {
      path: '/dashboard/create-quotation?customer=c1',
      route: '/dashboard/create-quotation',
      profile: fakeProfile('me', 'staff'),
      plugins: customerPickers,
    });
    const picker = await screen.findByRole('combobox', { name: 'Add from the catalogue' });
    await user.type(picker, 'fire');
    await user.click(await screen.findByRole('option', { name: /Fire safety audit/ }));
    // The first (empty) line becomes the typed one.
    const descriptions = screen.getAllByLabelText('Description');
    await user.type(descriptions[0], 'Travel and accommodation (2 nights)');
    const quantities = screen.getAllByLabelText('Quantity');
    await user.clear(quantities[0]);
    await user.type(quantities[0], '2');
    const prices = screen.getAllByLabelText('Unit price');
    await user.clear(prices[0]);
    await user.type(prices[0], '8500');
    const discount = screen.getByLabelText('Discount on the whole quotation (%)');
    await user.clear(discount);
    await user.type(discount, '5');
    const deposit = screen.getByLabelText('Deposit due on acceptance (% of the total)');
    await user.clear(deposit);
    await user.type(deposit, '30');

    const expected = documentTotals(
      [
        { quantity: '2', unit_price: '8500', tax_code: 'VAT', tax_rate: '16' },
        { quantity: '1', unit_price: '45000.00', tax_code: 'VAT', tax_rate: '16' },
      ],
      '5',
      false,
    );
    expect(expected.total).toBe('68324.00');
    await waitFor(() => expect(screen.getByTestId('live-total')).toHaveTextContent('68,324.00'));
    expect(screen.getByTestId('live-tax')).toHaveTextContent('9,424.00');

    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(fakeSupabase.rpcCalls().map(([n]) => n)).toContain('save_quotation'));
    const [, args] = fakeSupabase.rpcCalls().find(([n]) => n === 'save_quotation')!;
    const payload = (args as { payload: Record<string, unknown> }).payload;
    expect(payload).toMatchObject({ customer_id: 'c1', document_discount: '5', deposit_percent: '30' });
    expect(payload).not.toHaveProperty('total');
    expect(payload.lines).toEqual([
      expect.objectContaining({
        description: 'Travel and accommodation (2 nights)',
        quantity: '2',
        unit_price: '8500',
      }),
      expect.objectContaining({ catalog_item_id: 'i1', unit_price: '45000.00', tax_code: 'VAT' }),
    ]);
  });

  it('explains a line that cannot be worked out instead of showing wrong totals', async () => {
    const user = userEvent.setup();
    renderWithKernel(<CreateQuotationPage />, {
      path: '/dashboard/create-quotation',
      route: '/dashboard/create-quotation',
      profile: fakeProfile('me', 'staff'),
    });
    const qty = (await screen.findAllByLabelText('Quantity'))[0];
    await user.clear(qty);
    await user.type(qty, '0');
    expect(await screen.findByText(/Line 1: the quantity must be above 0/)).toBeInTheDocument();
  });

  it('starts "new quotation for this customer" with that customer, offering only its contacts', async () => {
    const user = userEvent.setup();
    renderWithKernel(<CreateQuotationPage />, {
      path: '/dashboard/create-quotation?customer=c1',
      route: '/dashboard/create-quotation',
      profile: fakeProfile('me', 'staff'),
      plugins: customerPickers,
    });
    await screen.findByRole('combobox', { name: 'Customer' });
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Customer' })).toHaveValue('Bamburi Cement Ltd'),
    );
    await user.click(screen.getByRole('combobox', { name: 'Attention of' }));
    const people = await screen.findByRole('listbox', { name: 'Contact choices' });
    await waitFor(() =>
      expect(
        within(people)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['Nobody in particular', 'Achieng Otieno']),
    );
    await user.click(within(people).getByRole('option', { name: 'Achieng Otieno' }));
    expect(screen.getByRole('combobox', { name: 'Attention of' })).toHaveValue('Achieng Otieno');
  });
});
