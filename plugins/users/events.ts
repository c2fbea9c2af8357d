// The Users module's audit events as sentences, contributed through the
// manifest (eventDescribers) so Settings → Activity, and later record
// timelines, read them without knowing this module. The database writes these
// entries (admin RPCs and functions in the users migrations).
import type { EventDescriber } from '@kernel/registry/extension-points.ts';

const text = (v: unknown) => (typeof v === 'string' && v !== '' ? v : null);

export const userEvents: EventDescriber = {
  family: 'user',
  label: 'Accounts and roles',
  describe(entry, { actor, nameOf }) {
    const whom = nameOf(entry.target);
    switch (entry.action) {
      case 'user.role_changed': {
        const from = text(entry.details?.from);
        const to = text(entry.details?.to);
        return from && to
          ? `${actor} changed the role of ${whom} from ${from} to ${to}`
          : `${actor} changed the role of ${whom}`;
      }
      case 'user.disabled':
        return `${actor} disabled the account of ${whom}`;
      case 'user.enabled':
        return `${actor} enabled the account of ${whom}`;
      case 'user.password_reset_sent':
        return `${actor} sent ${whom} a password-reset e-mail`;
      case 'user.temporary_password_set':
        return `${actor} gave ${whom} a temporary password`;
      default:
        return null;
    }
  },
};
