// The POS customer picker (ADR 044): the shop's customer accounts (public.pos_customers), for the till's
// "Customer" (walk-in when none). Asked through the kernel's `pickers` extension point.
import { rpcResult } from '@kernel/data/parse-result.ts';
import type { PickerContribution, PickerOption } from '@kernel/registry/extension-points.ts';
import { searchFilter } from '@kit/list/apply-list-state.ts';
import { z } from 'zod';

const rowsSchema = z.array(
  z.object({ user_id: z.string(), email: z.string().nullable(), full_name: z.string().nullable() }),
);
type Row = z.infer<typeof rowsSchema>[number];

const option = (r: Row): PickerOption => ({
  value: r.user_id,
  label: r.full_name || r.email || r.user_id,
  hint: r.full_name ? (r.email ?? undefined) : undefined,
});

export const posCustomerPicker: PickerContribution = {
  kind: 'pos-customer',
  label: 'POS customer',
  async search(query, supabase, { limit, include, signal }) {
    let found: Row[] = [];
    if (limit > 0) {
      let rows = supabase
        .rpc('pos_customers')
        .select('user_id, email, full_name')
        .order('full_name')
        .limit(limit);
      if (query.trim()) rows = rows.or(searchFilter(query.trim(), ['full_name', 'email']));
      if (signal) rows = rows.abortSignal(signal);
      found = rpcResult('The POS customers (pos_customers)', rowsSchema, await rows);
    }
    const missing = include.filter((id) => id && !found.some((r) => r.user_id === id));
    const held = missing.length
      ? rpcResult(
          'The POS customers (pos_customers)',
          rowsSchema,
          await supabase.rpc('pos_customers').select('user_id, email, full_name').in('user_id', missing),
        )
      : [];
    return [...found, ...held].map(option);
  },
};
