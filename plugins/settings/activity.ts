// Settings → Activity: the audit log read as sentences. Settings knows only its
// own events (module switches); every other family is worded by the plugin that
// writes it (its manifest's eventDescribers, read through the kernel), so a new
// module's events read well here without Settings knowing the module.
import type { AuditEntry, EventDescriber } from '@kernel/registry/extension-points.ts';

export type { AuditEntry };

/** The filter kept in the URL as `?kind=`: '' for everything, else an event family (`user`, `module`). */
export type ActivityKind = string;

/** A family the installed plugins describe, or '' (everything) for anything else. */
export function parseActivityKind(value: string | null, families: readonly string[]): ActivityKind {
  return value && families.includes(value) ? value : '';
}

/** Actions are `<family>.<verb>`, so a family's entries are those whose action starts with `<family>.`. */
export function actionPrefixOf(kind: ActivityKind): string | null {
  return kind ? `${kind}.` : null;
}

// Accounts are identified by their auth id (a uuid); other targets are module ids, invoice numbers, …
const ACCOUNT_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Account ids an entry mentions (who did it, and an account it acted on), to look their names up. */
export function accountIdsOf(entry: AuditEntry): string[] {
  const ids = entry.actor ? [entry.actor] : [];
  if (entry.target && ACCOUNT_ID.test(entry.target)) ids.push(entry.target);
  return ids;
}

const text = (v: unknown) => (typeof v === 'string' && v !== '' ? v : null);

/** Settings' own events: a superadmin switching a module (trigger in 20261123000400_module_switch_audit.sql). */
export const moduleEvents: EventDescriber = {
  family: 'module',
  label: 'Module switches',
  describe(entry, people) {
    const module = text(entry.details?.name) ?? entry.target ?? 'a module';
    if (entry.action === 'module.enabled') return `${people.actor} turned on ${module}`;
    if (entry.action === 'module.disabled') return `${people.actor} turned off ${module}`;
    return null;
  },
};
