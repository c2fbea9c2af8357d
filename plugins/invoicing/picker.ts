// The product picker (ADR 044): the sales catalogue's active items, for a sales document's lines here and in
// other modules (quotations' lines editor, later POS). Asked through the kernel's `pickers` extension point
// (kit/pickers/picker-field.tsx), so no form reads catalog_items itself. Detail: what a line takes from the
// item — unit, unit price (as exact text, never a float), tax code, code (SKU).
import { rpcResult } from '@kernel/data/parse-result.ts';
import type { PickerContribution, PickerOption } from '@kernel/registry/extension-points.ts';
import { searchFilter } from '@kit/list/apply-list-state.ts';
import { z } from 'zod';
import { priceText } from './sales-lines.ts';

// unit_price is read as text (the select casts it), so the price stays exact.
const rowsSchema = z.array(
  z.object({
    id: z.string(),
    name: z.string(),
    sku: z.string().nullable(),
    unit: z.string(),
    unit_price: z.string(),
    tax_code: z.string(),
    is_active: z.boolean(),
  }),
);
type Row = z.infer<typeof rowsSchema>[number];
const COLUMNS = 'id, name, sku, unit, unit_price:unit_price::text, tax_code, is_active';

const option = (r: Row): PickerOption => ({
  value: r.id,
  label: r.name,
  hint: [r.sku, `${priceText(r.unit_price)} per ${r.unit}`, r.is_active ? null : 'withdrawn']
    .filter(Boolean)
    .join(' · '),
  detail: { unit: r.unit, unit_price: priceText(r.unit_price), tax_code: r.tax_code, sku: r.sku },
});

export const productPicker: PickerContribution = {
  kind: 'product',
  label: 'Catalogue item',
  async search(query, supabase, { limit, include, signal }) {
    let found: Row[] = [];
    if (limit > 0) {
      let rows = supabase
        .from('catalog_items')
        .select(COLUMNS)
        .eq('is_active', true)
        .order('name')
        .limit(limit);
      if (query.trim()) rows = rows.or(searchFilter(query.trim(), ['name', 'sku']));
      if (signal) rows = rows.abortSignal(signal);
      found = rpcResult('The catalogue items (catalog_items)', rowsSchema, await rows);
    }
    const missing = include.filter((id) => id && !found.some((r) => r.id === id));
    const held = missing.length
      ? rpcResult(
          'The catalogue items (catalog_items)',
          rowsSchema,
          await supabase.from('catalog_items').select(COLUMNS).in('id', missing),
        )
      : [];
    return [...found, ...held].map(option);
  },
};
