// Settings → Activity: the audit log read as sentences. Entries are written by
// the database (admin RPCs and triggers), so their shapes are known: each
// action below; anything newer falls back to its raw action name.

export interface AuditEntry {
  id: number;
  at: string;
  actor: string | null;
  action: string;
  target: string | null;
  details: Record<string, unknown>;
}

/** The filter of the list, kept in the URL as `?kind=`. */
export const ACTIVITY_KINDS = [
  { value: '', label: 'Everything', actionPrefix: null },
  { value: 'users', label: 'Accounts and roles', actionPrefix: 'user.' },
  { value: 'modules', label: 'Module switches', actionPrefix: 'module.' },
] as const;
export type ActivityKind = (typeof ACTIVITY_KINDS)[number]['value'];

export function parseActivityKind(value: string | null): ActivityKind {
  return ACTIVITY_KINDS.some((k) => k.value === value) ? (value as ActivityKind) : '';
}

export function actionPrefixOf(kind: ActivityKind): string | null {
  return ACTIVITY_KINDS.find((k) => k.value === kind)?.actionPrefix ?? null;
}

/** Account ids an entry mentions (who did it, and whose account it was about), to look their names up. */
export function accountIdsOf(entry: AuditEntry): string[] {
  const ids = entry.actor ? [entry.actor] : [];
  if (entry.action.startsWith('user.') && entry.target) ids.push(entry.target);
  return ids;
}

const text = (v: unknown) => (typeof v === 'string' && v !== '' ? v : null);

/**
 * "Peter Otieno changed Amina Hassan's role from staff to admin". `names` maps account ids to display names;
 * an account no longer listed reads "a removed account", a change made outside any session (the service
 * role, a migration) "The system".
 */
export function describeAuditEntry(entry: AuditEntry, names: ReadonlyMap<string, string>): string {
  const who = entry.actor ? (names.get(entry.actor) ?? 'A removed account') : 'The system';
  const whom = entry.target ? (names.get(entry.target) ?? 'a removed account') : 'an account';
  const d = entry.details ?? {};
  switch (entry.action) {
    case 'user.role_changed': {
      const from = text(d.from);
      const to = text(d.to);
      return from && to
        ? `${who} changed the role of ${whom} from ${from} to ${to}`
        : `${who} changed the role of ${whom}`;
    }
    case 'user.disabled':
      return `${who} disabled the account of ${whom}`;
    case 'user.enabled':
      return `${who} enabled the account of ${whom}`;
    case 'user.password_reset_sent':
      return `${who} sent ${whom} a password-reset e-mail`;
    case 'user.temporary_password_set':
      return `${who} gave ${whom} a temporary password`;
    case 'module.enabled':
      return `${who} turned on ${text(d.name) ?? entry.target ?? 'a module'}`;
    case 'module.disabled':
      return `${who} turned off ${text(d.name) ?? entry.target ?? 'a module'}`;
    default:
      return `${who}: ${entry.action}${entry.target ? ` (${entry.target})` : ''}`;
  }
}
