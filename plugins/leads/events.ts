// The Leads module's own timeline events as sentences (record_events kinds
// written by its SQL): a repeat enquiry from the site and a conversion.
import type { EventDescriber } from '@kernel/registry/extension-points.ts';

const text = (v: unknown) => (typeof v === 'string' && v.trim() !== '' ? v.trim() : null);

export const leadEvents: EventDescriber = {
  family: 'leads',
  label: 'Leads',
  describe(entry, { actor }) {
    const body = text(entry.details?.body);
    switch (entry.action) {
      case 'leads.enquiry_repeated':
        return body
          ? `The same person wrote again through the website: ${body}`
          : 'The same person wrote again through the website';
      case 'leads.converted':
        return entry.target && body ? `${actor} converted the lead: ${body}` : `${actor} converted the lead`;
      default:
        return null;
    }
  },
};
