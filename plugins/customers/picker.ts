// The customer picker other modules' forms and filters use (ADR 039): the one
// query behind every "Customer" field, asked through the kernel's `pickers`
// extension point (kit/pickers/use-picker-options.ts), never by another module
// reading this module's table. Customers by name (archived ones left out unless
// a form already holds one), at most the kit's one limit.
import { unwrap } from '@kernel/data/unwrap.ts';
import type { PickerContribution, PickerOption } from '@kernel/registry/extension-points.ts';
import { searchFilter } from '@kit/list/apply-list-state.ts';

type Row = { id: string; name: string; county: string | null; status: string };

const option = (c: Row): PickerOption => ({
  value: c.id,
  label: c.name,
  hint: [c.county, c.status === 'archived' ? 'archived' : null].filter(Boolean).join(' · ') || undefined,
});

export const customerPicker: PickerContribution = {
  kind: 'customer',
  label: 'Customer',
  async search(query, supabase, { limit, include, signal }) {
    let rows = supabase
      .from('customers')
      .select('id, name, county, status')
      .neq('status', 'archived')
      .order('name')
      .limit(limit);
    // The list's literal search: a comma or bracket typed cannot add conditions.
    if (query.trim()) rows = rows.or(searchFilter(query.trim(), ['name']));
    if (signal) rows = rows.abortSignal(signal);
    const found = unwrap(await rows) as Row[];
    const missing = include.filter((id) => id && !found.some((c) => c.id === id));
    const held = missing.length
      ? (unwrap(
          await supabase.from('customers').select('id, name, county, status').in('id', missing),
        ) as Row[])
      : [];
    return [...found, ...held].map(option);
  },
};
