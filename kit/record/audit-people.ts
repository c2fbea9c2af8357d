// Names in audit sentences, worded once for every plugin's describer: the
// actor starts the sentence, an account it acted on sits inside it.
import type { AuditEntry, AuditPeople, EventDescriber } from '@kernel/registry/extension-points.ts';

/** `names` maps account ids to display names (read from profiles by whoever lists the entries). */
export function auditPeople(entry: AuditEntry, names: ReadonlyMap<string, string>): AuditPeople {
  return {
    // No actor: a change made outside any session (the service role, a migration).
    actor: entry.actor ? (names.get(entry.actor) ?? 'A removed account') : 'The system',
    nameOf: (id) => (id ? (names.get(id) ?? 'a removed account') : 'an account'),
  };
}

/** The family of an action: the part before the first dot (`user.role_changed` → `user`). */
export function actionFamily(action: string): string {
  const dot = action.indexOf('.');
  return dot > 0 ? action.slice(0, dot) : action;
}

/**
 * One entry as a sentence: the describer that claims its family, else (an uninstalled plugin's
 * event, or a kind its describer does not know) "Peter Otieno: invoice.voided (INV-7)".
 */
export function describeAuditEntry(
  entry: AuditEntry,
  names: ReadonlyMap<string, string>,
  describers: readonly EventDescriber[],
): string {
  const people = auditPeople(entry, names);
  const describer = describers.find((d) => d.family === actionFamily(entry.action));
  const sentence = describer?.describe(entry, people);
  if (sentence) return sentence;
  return `${people.actor}: ${entry.action}${entry.target ? ` (${entry.target})` : ''}`;
}
