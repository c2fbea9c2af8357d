// The Quotations module's timeline events as sentences (record_events kinds its
// SQL writes on a quotation's and a lead's timeline).
import type { EventDescriber } from '@kernel/registry/extension-points.ts';

const text = (v: unknown) => (typeof v === 'string' && v.trim() !== '' ? v.trim() : null);

export const quotationEvents: EventDescriber = {
  family: 'quotations',
  label: 'Quotations',
  describe(entry, { actor }) {
    const body = text(entry.details?.body);
    const suffix = body ? `: ${body}` : '';
    switch (entry.action) {
      case 'quotations.created':
        return `${actor} drafted the quotation${suffix}`;
      case 'quotations.created_from_lead':
        return `${actor} drafted a quotation for this lead`;
      case 'quotations.issued':
        return `${actor} sent the quotation${body ? ` (${body.replace(/^Numbered /, 'numbered ')})` : ''}`;
      case 'quotations.sent':
        return `${actor} e-mailed the quotation${body ? ` ${body.replace(/^Sent to /, 'to ')}` : ''}`;
      case 'quotations.revised':
        return `${actor} made a new revision${suffix}`;
      case 'quotations.revision_discarded':
        return `${actor} discarded the draft ${body?.replace(/ discarded$/, '').toLowerCase() ?? 'revision'}`;
      case 'quotations.link_revoked':
        return `${actor} revoked the client’s link`;
      case 'quotations.accepted': {
        const who = body?.replace(/^Accepted by /, '');
        return who ? `${who} accepted the quotation on the client page` : 'The client accepted the quotation';
      }
      case 'quotations.rejected':
        return `The client declined the quotation${body ? `: ${body.replace(/^Declined: /, '')}` : ''}`;
      case 'quotations.deposit_invoiced':
        return `The client's acceptance issued the deposit invoice${body ? `: ${body.replace(/^Deposit invoice /, '')}` : ''}`;
      case 'quotations.invoiced':
        return `${actor} made an invoice draft from the quotation`;
      case 'quotations.expired':
        return `The quotation expired${body ? ` (${body})` : ''}`;
      default:
        return null;
    }
  },
};
