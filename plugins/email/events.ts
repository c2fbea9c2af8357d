// The Email module's timeline events as sentences: a message queued about a
// record (supabase/migrations/20261125140100_email_timeline.sql), and a superadmin changing
// Settings → Email (email.settings_changed, 20261125152000_email_settings.sql).
import type { EventDescriber } from '@kernel/registry/extension-points.ts';

const text = (v: unknown) => (typeof v === 'string' && v.trim() !== '' ? v.trim() : null);

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
    if (entry.action !== 'email.queued') return null;
    const body = text(entry.details?.body);
    return body ? `${actor} e-mailed ${body}` : `${actor} sent an e-mail`;
  },
};
