// Shared by the quotations suites: a customer, catalogue items by SKU, and
// quotations saved through save_quotation.
import type { SupabaseClient } from '@supabase/supabase-js';
import { expect } from 'vitest';
import { serviceClient } from '../../../tests/support/clients.ts';

export type QuotationRow = {
  id: string;
  number: string | null;
  revision: number;
  previous_id: string | null;
  customer_id: string;
  lead_id: string | null;
  owner_id: string | null;
  title: string | null;
  status: string;
  issue_date: string;
  valid_until: string;
  currency: string;
  prices_include_tax: boolean;
  document_discount: string | number;
  subtotal: string | number;
  discount_total: string | number;
  taxable_total: string | number;
  tax_total: string | number;
  total: string | number;
  tax_summary: { tax_code: string; rate: string; taxable: string; tax: string }[];
  public_token: string | null;
  pdf_path: string | null;
};

let n = 0;
export async function newCustomer(client: SupabaseClient, name = 'Bamburi Cement') {
  n += 1;
  const { data, error } = await client
    .from('customers')
    .insert({ name: `${name} ${Date.now().toString(36)}${n}`, email: `accounts${n}@example.test` })
    .select('id, name')
    .single();
  expect(error).toBeNull();
  return data as { id: string; name: string };
}

const items = new Map<
  string,
  { id: string; name: string; unit_price: string; tax_code: string; unit: string }
>();
export async function itemBySku(sku: string) {
  const known = items.get(sku);
  if (known) return known;
  const { data, error } = await serviceClient()
    .from('catalog_items')
    .select('id, name, unit_price, tax_code, unit')
    .eq('sku', sku)
    .single();
  expect(error).toBeNull();
  items.set(sku, data as never);
  return data as { id: string; name: string; unit_price: string; tax_code: string; unit: string };
}

export async function saveQuotation(client: SupabaseClient, payload: Record<string, unknown>) {
  const { data, error } = await client.rpc('save_quotation', { payload });
  expect(error).toBeNull();
  return data as QuotationRow;
}

/** A draft with a fire audit (catalogue) and a free-text line. */
export async function draftQuotation(
  client: SupabaseClient,
  customerId: string,
  extra: Record<string, unknown> = {},
) {
  const audit = await itemBySku('SVC-AUD-FIRE');
  return saveQuotation(client, {
    customer_id: customerId,
    title: 'Fire safety audit of the Mombasa plant',
    document_discount: '5',
    lines: [
      { catalog_item_id: audit.id, quantity: '1', unit_price: '45000.00' },
      {
        description: 'Travel and accommodation (2 nights)',
        quantity: '2',
        unit: 'night',
        unit_price: '8500',
        tax_code: 'VAT',
      },
    ],
    ...extra,
  });
}

export async function linesOf(client: SupabaseClient, quotationId: string) {
  const { data, error } = await client
    .from('quotation_lines')
    .select('*')
    .eq('quotation_id', quotationId)
    .order('position');
  expect(error).toBeNull();
  return data as Record<string, string | number | null>[];
}
