// The Customers module's own timeline events as sentences (written by its
// triggers and merge_customers, plugins/customers/sql/migrations/2026112511*_customers_*.sql),
// contributed through the manifest so any timeline or activity list words them.
// The names travel in `changes` ({"name": [null, "Mary Njeri"]}); events written
// before that carried them in `body`, which still reads.
import type { EventDescriber } from '@kernel/registry/extension-points.ts';

const text = (v: unknown) => (typeof v === 'string' && v.trim() !== '' ? v.trim() : null);

/** The [before, after] pair of one key of `changes`, if it is one. */
function pair(changes: unknown, key: string): [unknown, unknown] | null {
  if (!changes || typeof changes !== 'object' || Array.isArray(changes)) return null;
  const value = (changes as Record<string, unknown>)[key];
  return Array.isArray(value) && value.length === 2 ? [value[0], value[1]] : null;
}

/** The name an event is about: from `changes[key]` (either side), else the body. */
function nameIn(details: Record<string, unknown> | undefined, key: string): string | null {
  const p = pair(details?.changes, key);
  return text(p?.[1]) ?? text(p?.[0]) ?? text(details?.body);
}

const NOT_MOVED = new Set(['merged', 'merged_id']);

/** "2 contacts, 1 site and 3 leads" from merge_customers' {table: [null, count]} summary. */
export function movedSummary(changes: unknown): string | null {
  if (!changes || typeof changes !== 'object' || Array.isArray(changes)) return null;
  const nouns: Record<string, [string, string]> = {
    contacts: ['contact', 'contacts'],
    customer_sites: ['site', 'sites'],
  };
  const parts: string[] = [];
  for (const table of Object.keys(changes as Record<string, unknown>)) {
    if (NOT_MOVED.has(table)) continue;
    const n = Number(pair(changes, table)?.[1]);
    if (!Number.isFinite(n) || n <= 0) continue;
    const [one, many] = nouns[table] ?? [table.replaceAll('_', ' '), table.replaceAll('_', ' ')];
    parts.push(`${n} ${n === 1 ? one : many}`);
  }
  if (parts.length === 0) return null;
  return parts.length === 1 ? (parts[0] as string) : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
}

export const customerEvents: EventDescriber = {
  family: 'customers',
  label: 'Customers',
  describe(entry, { actor }) {
    const name = nameIn(entry.details, 'name');
    switch (entry.action) {
      case 'customers.contact_added':
        return name ? `${actor} added contact ${name}` : `${actor} added a contact`;
      case 'customers.contact_removed':
        return name ? `${actor} removed contact ${name}` : `${actor} removed a contact`;
      case 'customers.site_added':
        return name ? `${actor} added site ${name}` : `${actor} added a site`;
      case 'customers.site_removed':
        return name ? `${actor} removed site ${name}` : `${actor} removed a site`;
      case 'customers.merged': {
        const merged = nameIn(entry.details, 'merged');
        const moved = movedSummary(entry.details?.changes);
        const what = merged ? `merged ${merged} into this customer` : 'merged another customer into this one';
        return moved ? `${actor} ${what} (${moved} moved)` : `${actor} ${what}`;
      }
      default:
        return null;
    }
  },
};
