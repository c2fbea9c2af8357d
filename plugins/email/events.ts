// The Email module's timeline events as sentences: a message queued about a
// record (supabase/migrations/20261125140100_email_timeline.sql).
import type { EventDescriber } from '@kernel/registry/extension-points.ts';

const text = (v: unknown) => (typeof v === 'string' && v.trim() !== '' ? v.trim() : null);

export const emailEvents: EventDescriber = {
  family: 'email',
  label: 'Email',
  describe(entry, { actor }) {
    if (entry.action !== 'email.queued') return null;
    const body = text(entry.details?.body);
    return body ? `${actor} e-mailed ${body}` : `${actor} sent an e-mail`;
  },
};
