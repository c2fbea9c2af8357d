// The Email module's timeline events as sentences: a message queued about a
// record (plugins/email/sql/migrations/20261125140100_email_timeline.sql), then its
// delivery — sent or failed — written by the outbox itself when the sender
// records the outcome (20261125153000_email_delivery_events.sql); and a
// superadmin changing Settings → Email (email.settings_changed, 20261125152000).
import type { EventDescriber } from '@kernel/registry/extension-points.ts';

const text = (v: unknown) => (typeof v === 'string' && v.trim() !== '' ? v.trim() : null);

function changes(details: Record<string, unknown> | undefined): Record<string, unknown> {
  const c = details?.changes;
  return c && typeof c === 'object' && !Array.isArray(c) ? (c as Record<string, unknown>) : {};
}

export const emailEvents: EventDescriber = {
  family: 'email',
  label: 'Email',
  describe(entry, { actor }) {
    if (entry.action === 'email.settings_changed') {
      const changed = Array.isArray(entry.details?.changed)
        ? (entry.details.changed as unknown[]).filter((c): c is string => typeof c === 'string')
        : [];
      return changed.length
        ? `${actor} changed the e-mail settings (${changed.join(', ')})`
        : `${actor} changed the e-mail settings`;
    }
    const body = text(entry.details?.body);
    switch (entry.action) {
      case 'email.queued':
        return body ? `${actor} e-mailed ${body}` : `${actor} sent an e-mail`;
      case 'email.sent': {
        const where = changes(entry.details).via === 'mailbox' ? ' (built-in mailbox)' : '';
        return body ? `Delivered${where} to ${body}` : `An e-mail was delivered${where}`;
      }
      case 'email.failed': {
        const error = text(changes(entry.details).error);
        const what = body ? `Could not deliver to ${body}` : 'An e-mail could not be delivered';
        return error ? `${what} — ${error}` : what;
      }
      default:
        return null;
    }
  },
};
