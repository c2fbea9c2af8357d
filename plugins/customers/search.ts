// Customers in the command palette (Ctrl/⌘ K): by name, KRA PIN, e-mail or
// phone — anything search_text holds (contacts included), trigram-indexed.
// Row-level security decides what the query sees (staff see every customer).
import { unwrap } from '@kernel/data/unwrap.ts';
import type { SearchHit, SearchSource } from '@kernel/registry/extension-points.ts';
import { searchFilter } from '@kit/list/apply-list-state.ts';

/** Phone numbers are searched by their digits too: "0722 123 456" finds "+254722123456". */
export function searchTerms(query: string): string[] {
  const terms = [query.trim()];
  const digits = query.replace(/[^0-9]/g, '');
  if (digits.length >= 6 && digits !== query.trim()) {
    terms.push(digits);
    if (digits.startsWith('0')) terms.push(`254${digits.slice(1)}`);
  }
  return terms;
}

export const customersSearchSource: SearchSource = {
  id: 'customers',
  label: 'Customers',
  async search(query, supabase, { signal, limit }) {
    const terms = searchTerms(query);
    // The kernel's list search (literal, quoted): a comma or bracket typed cannot add conditions.
    const or = terms.map((t) => searchFilter(t, ['search_text'])).join(',');
    const rows = unwrap(
      await supabase
        .from('customers')
        .select('id, name, kra_pin, county, status')
        .or(or)
        .order('status')
        .order('name')
        .limit(limit)
        .abortSignal(signal),
    ) as { id: string; name: string; kra_pin: string | null; county: string | null; status: string }[];
    return rows.map(
      (c): SearchHit => ({
        title: c.name,
        subtitle:
          [c.kra_pin, c.county, c.status === 'archived' ? 'archived' : null].filter(Boolean).join(' · ') ||
          undefined,
        path: `/dashboard/customers/${c.id}`,
      }),
    );
  },
};
