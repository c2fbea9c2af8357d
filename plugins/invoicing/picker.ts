// The product picker (ADR 044): the sales catalogue's active items, for a sales document's lines here and in
// other modules (quotations' lines editor, later POS). Asked through the kernel's `pickers` extension point
// (kit/pickers/picker-field.tsx), so no form reads catalog_items itself. Detail: what a line takes from the
// item — unit, unit price (as exact text, never a float), tax code, code (SKU).
import { unwrap } from '@kernel/data/unwrap.ts';
import type { PickerContribution, PickerOption } from '@kernel/registry/extension-points.ts';
import { searchFilter } from '@kit/list/apply-list-state.ts';
import { priceText } from './sales-lines.ts';

type Row = {
  id: string;
  name: string;
  sku: string | null;
  unit: string;
  unit_price: string;
  tax_code: string;
  is_active: boolean;
};
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
      found = unwrap(await rows) as unknown as Row[];
    }
    const missing = include.filter((id) => id && !found.some((r) => r.id === id));
    const held = missing.length
      ? (unwrap(await supabase.from('catalog_items').select(COLUMNS).in('id', missing)) as unknown as Row[])
      : [];
    return [...found, ...held].map(option);
  },
};
