// What a lead page tells other plugins' actions about the lead (kernel
// RecordActionTarget): the enquirer to write to, and the lead as template
// data ({{lead.reference}}, {{contact.first_name}}, {{lead.service}}).
import type { RecordActionTarget } from '@kernel/registry/extension-points.ts';
import type { LeadRow } from './data.ts';

export function leadTarget(
  lead: Pick<LeadRow, 'id' | 'reference' | 'contact_name' | 'company' | 'email' | 'phone'>,
  service: string | null | undefined,
): RecordActionTarget {
  const first = lead.contact_name.trim().split(/\s+/)[0] ?? lead.contact_name;
  return {
    type: 'leads',
    id: lead.id,
    title: lead.company ? `${lead.contact_name}, ${lead.company}` : lead.contact_name,
    recipients: lead.email ? [{ name: lead.contact_name, email: lead.email }] : [],
    data: {
      lead: {
        reference: lead.reference,
        contact_name: lead.contact_name,
        company: lead.company,
        service: service ?? null,
      },
      contact: { name: lead.contact_name, first_name: first, email: lead.email, phone: lead.phone },
      ...(lead.company ? { customer: { name: lead.company } } : {}),
    },
  };
}
