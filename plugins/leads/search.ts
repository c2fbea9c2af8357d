// Leads in global search (Ctrl/⌘ K): by ENQ reference, contact, company, e-mail or phone.
import { unwrap } from '@kernel/data/unwrap.ts';
import { likeLiteral, quoteValue } from '@kernel/list/apply-list-state.ts';
import type { SearchSource } from '@kernel/registry/extension-points.ts';
import { STAGE_LABELS } from './schema.ts';

export function leadSearchFilter(query: string): string {
  const operand = quoteValue(`*${likeLiteral(query.replaceAll('*', ' '))}*`);
  return ['reference', 'contact_name', 'company', 'email', 'phone']
    .map((c) => `${c}.ilike.${operand}`)
    .join(',');
}

export const leadsSearchSource: SearchSource = {
  id: 'leads',
  label: 'Leads',
  async search(query, supabase, { signal, limit }) {
    const rows = unwrap(
      await supabase
        .from('leads')
        .select('id, reference, contact_name, company, stage')
        .or(leadSearchFilter(query))
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
