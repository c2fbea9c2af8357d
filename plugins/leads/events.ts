// The Leads module's own timeline events as sentences (record_events kinds
// written by its SQL): a repeat enquiry from the site and a conversion. A repeat
// enquiry is only as true as the address typed into a public form: it reads as
// an unverified web enquiry (ADR 034), with the reference the visitor was given.
import type { EventDescriber } from '@kernel/registry/extension-points.ts';

const text = (v: unknown) => (typeof v === 'string' && v.trim() !== '' ? v.trim() : null);

export const leadEvents: EventDescriber = {
  family: 'leads',
  label: 'Leads',
  describe(entry, { actor }) {
    const body = text(entry.details?.body);
    switch (entry.action) {
      case 'leads.enquiry_repeated': {
        const changes = entry.details?.changes as { reference?: unknown } | null | undefined;
        const reference = text(changes?.reference);
        const head = `Unverified web enquiry${reference ? ` ${reference}` : ''} giving this lead’s e-mail address (anyone can type an address)`;
        return body ? `${head}: ${body}` : head;
      }
      case 'leads.converted':
        return entry.target && body ? `${actor} converted the lead: ${body}` : `${actor} converted the lead`;
      default:
        return null;
    }
  },
};
