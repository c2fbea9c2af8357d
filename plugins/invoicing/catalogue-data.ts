// The catalogue's server calls (public.catalog_items): a FetchPage for the
// kernel's RecordList, the item form's schema, and saving (admins only: RLS).
import { pluginKeys } from '@kernel/data/query-keys.ts';
import { unwrap } from '@kernel/data/unwrap.ts';
import type { Tables } from '@kernel/database.types.ts';
import { supabase } from '@kernel/supabase.ts';
import { applyListState, toListPage } from '@kit/list/apply-list-state.ts';
import type { FetchPage } from '@kit/list/fetch-page.ts';
import { numericText } from '@kit/money/decimal-schema.ts';
import { isDecimalText } from '@kit/money/decimal-text.ts';
import { z } from 'zod';

export type CatalogItem = Pick<
  Tables<'catalog_items'>,
  | 'id'
  | 'kind'
  | 'name'
  | 'description'
  | 'unit'
  | 'unit_price'
  | 'tax_code'
  | 'sku'
  | 'service_id'
  | 'is_active'
  | 'updated_at'
>;
const COLUMNS =
  'id, kind, name, description, unit, unit_price, tax_code, sku, service_id, is_active, updated_at';

export const catalogueKeys = pluginKeys('invoicing', 'catalogue');

export const KIND_LABELS: Record<string, string> = { service: 'Service', product: 'Product' };
export const kindOptions = [
  { value: 'service', label: 'Service' },
  { value: 'product', label: 'Product' },
];
export const activeOptions = [
  { value: 'true', label: 'In use' },
  { value: 'false', label: 'Not in use' },
];

export const fetchCatalogItems: FetchPage<CatalogItem> = async (state, signal) => {
  let query = supabase.from('catalog_items').select(COLUMNS, { count: 'exact' }).abortSignal(signal);
  // In use only, unless the user chose otherwise.
  if (!state.filters.active?.length) query = query.eq('is_active', true);
  const result = await applyListState(query, state, {
    searchColumns: ['name', 'sku', 'description'],
    filterColumns: { kind: 'kind', active: 'is_active', tax: 'tax_code' },
    sortColumns: { price: 'unit_price', updated: 'updated_at' },
    tieBreaker: 'id',
  });
  return toListPage(
    result as { data: CatalogItem[] | null; error: { message: string } | null; count?: number | null },
    'exact',
  );
};

export async function listTaxCodeOptions() {
  const rows = unwrap(
    await supabase.from('tax_codes').select('code, name').eq('is_active', true).order('sort_order'),
  ) as { code: string; name: string }[];
  return rows.map((r) => ({ value: r.code, label: r.name }));
}

export const catalogItemSchema = z.object({
  kind: z.enum(['service', 'product']),
  name: z.string().trim().min(1, 'Give the item a name').max(200, 'A name can be at most 200 characters'),
  description: z.string().trim().max(2000, 'The description can be at most 2,000 characters'),
  unit: z
    .string()
    .trim()
    .min(1, 'Say what one unit is, e.g. each, day, participant')
    .max(30, 'At most 30 characters'),
  unit_price: z
    .string()
    .trim()
    .refine((v) => isDecimalText(v), 'A price of 0 or more, with at most 2 decimals, e.g. 4800 or 850.50'),
  tax_code: z.string().min(1, 'Choose a tax code'),
  sku: z
    .string()
    .trim()
    .refine(
      (v) => v === '' || /^[A-Za-z0-9][A-Za-z0-9._/-]{0,63}$/.test(v),
      'Letters, digits and . _ / - only, up to 64',
    ),
  is_active: z.enum(['true', 'false']),
});
export type CatalogItemValues = z.input<typeof catalogItemSchema>;
export type CatalogItemInput = z.output<typeof catalogItemSchema>;

export const emptyCatalogItem: CatalogItemValues = {
  kind: 'product',
  name: '',
  description: '',
  unit: 'each',
  unit_price: '',
  tax_code: 'VAT',
  sku: '',
  is_active: 'true',
};

export function catalogItemValues(item: CatalogItem): CatalogItemValues {
  return {
    kind: item.kind as 'service' | 'product',
    name: item.name,
    description: item.description ?? '',
    unit: item.unit,
    unit_price: Number(item.unit_price).toFixed(2),
    tax_code: item.tax_code,
    sku: item.sku ?? '',
    is_active: item.is_active ? 'true' : 'false',
  };
}

function toRow(v: CatalogItemInput) {
  return {
    kind: v.kind,
    name: v.name,
    description: v.description || null,
    unit: v.unit,
    // A decimal string: PostgreSQL reads it exactly.
    unit_price: numericText(v.unit_price),
    tax_code: v.tax_code,
    sku: v.sku || null,
    is_active: v.is_active === 'true',
  };
}

export async function createCatalogItem(v: CatalogItemInput): Promise<CatalogItem> {
  const rows = unwrap(await supabase.from('catalog_items').insert(toRow(v)).select(COLUMNS));
  return rows[0] as CatalogItem;
}

export async function updateCatalogItem(id: string, v: CatalogItemInput): Promise<CatalogItem> {
  const rows = unwrap(await supabase.from('catalog_items').update(toRow(v)).eq('id', id).select(COLUMNS));
  if (!rows[0]) throw new Error('The item was not saved: only admins may change the catalogue');
  return rows[0] as CatalogItem;
}
