// Leads in global search (Ctrl/⌘ K): by ENQ reference, contact, company, e-mail or phone.
import { unwrap } from '@kernel/data/unwrap.ts';
import type { SearchSource } from '@kernel/registry/extension-points.ts';
import { searchFilter } from '@kit/list/apply-list-state.ts';
import { STAGE_LABELS } from './schema.ts';

/** The same columns the list and the board search. */
export const LEAD_SEARCH_COLUMNS = ['reference', 'contact_name', 'company', 'email', 'phone'] as const;

export const leadsSearchSource: SearchSource = {
  id: 'leads',
  label: 'Leads',
  async search(query, supabase, { signal, limit }) {
    const rows = unwrap(
      await supabase
        .from('leads')
        .select('id, reference, contact_name, company, stage')
        .or(searchFilter(query, LEAD_SEARCH_COLUMNS))
        .order('created_at', { ascending: false })
        .limit(limit)
        .abortSignal(signal),
    );
    return rows.map((l) => ({
      title: l.company ? `${l.company} (${l.contact_name})` : l.contact_name,
      subtitle: `${l.reference} · ${STAGE_LABELS[l.stage]}`,
      path: `/dashboard/leads/${l.id}`,
    }));
  },
};
