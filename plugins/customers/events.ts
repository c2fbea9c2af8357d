// The Customers module's own timeline events as sentences (written by its
// triggers and merge_customers, supabase/migrations/2026112511*_customers_*.sql),
// contributed through the manifest so any timeline or activity list words them.
import type { EventDescriber } from '@kernel/registry/extension-points.ts';

const text = (v: unknown) => (typeof v === 'string' && v.trim() !== '' ? v.trim() : null);

/** "2 contacts, 1 site and 3 leads" from merge_customers' {table: [null, count]} summary. */
export function movedSummary(changes: unknown): string | null {
  if (!changes || typeof changes !== 'object' || Array.isArray(changes)) return null;
  const nouns: Record<string, [string, string]> = {
    contacts: ['contact', 'contacts'],
    customer_sites: ['site', 'sites'],
  };
  const parts: string[] = [];
  for (const [table, pair] of Object.entries(changes as Record<string, unknown>)) {
    if (table === 'merged_id' || !Array.isArray(pair)) continue;
    const n = Number(pair[1]);
    if (!Number.isFinite(n) || n <= 0) continue;
    const [one, many] = nouns[table] ?? [table.replaceAll('_', ' '), table.replaceAll('_', ' ')];
    parts.push(`${n} ${n === 1 ? one : many}`);
  }
  if (parts.length === 0) return null;
  return parts.length === 1 ? parts[0]! : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
}

export const customerEvents: EventDescriber = {
  family: 'customers',
  label: 'Customers',
  describe(entry, { actor }) {
    const body = text(entry.details?.body);
    switch (entry.action) {
      case 'customers.contact_added':
        return body ? `${actor} added contact ${body}` : `${actor} added a contact`;
      case 'customers.contact_removed':
        return body ? `${actor} removed contact ${body}` : `${actor} removed a contact`;
      case 'customers.site_added':
        return body ? `${actor} added site ${body}` : `${actor} added a site`;
      case 'customers.site_removed':
        return body ? `${actor} removed site ${body}` : `${actor} removed a site`;
      case 'customers.merged': {
        const moved = movedSummary(entry.details?.changes);
        const what = body ? `merged ${body} into this customer` : 'merged another customer into this one';
        return moved ? `${actor} ${what} (${moved} moved)` : `${actor} ${what}`;
      }
      default:
        return null;
    }
  },
};
