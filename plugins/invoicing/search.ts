// Invoices in the command palette: by number or customer (the list view, ADR 015).
import { unwrap } from '@kernel/data/unwrap.ts';
import type { SearchSource } from '@kernel/registry/extension-points.ts';

export const invoicesSearchSource: SearchSource = {
  id: 'invoices',
  label: 'Invoices',
  search: async (query, supabase, { signal, limit }) => {
    const pattern = `%${query.toLowerCase().replace(/[\\%_]/g, '\\$&')}%`;
    const rows = unwrap(
      await supabase
        .from('invoices_list')
        .select('id, number, customer_name, display_status')
        .ilike('search_text', pattern)
        .order('issue_date', { ascending: false })
        .limit(limit)
        .abortSignal(signal),
    ) as { id: string; number: string | null; customer_name: string; display_status: string }[];
    return rows.map((i) => ({
      title: i.number ?? 'Draft invoice',
      subtitle: [i.customer_name, i.display_status.replace('_', ' ')].join(' · '),
      path: `/dashboard/invoices/${i.id}`,
    }));
  },
};
