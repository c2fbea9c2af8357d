// What a customer page tells other plugins' actions about the customer
// (kernel RecordActionTarget): who can be written to — the primary contact
// first, then the other contacts, then the customer's general address — and
// the customer as template data ({{customer.name}}, {{contact.first_name}}).
import type { RecordActionTarget, RecordRecipient } from '@kernel/registry/extension-points.ts';
import type { Contact, Customer } from '../data.ts';

const firstName = (fullName: string) => fullName.trim().split(/\s+/)[0] ?? fullName;

function contactData(k: Contact | undefined) {
  if (!k) return undefined;
  return { name: k.full_name, first_name: firstName(k.full_name), email: k.email, job_title: k.job_title };
}

/** The customer as a record-action target; `contact` = the person the action is for (a contact row's action). */
export function customerTarget(
  c: Pick<Customer, 'id' | 'name' | 'email' | 'phone' | 'county' | 'kra_pin'>,
  contacts: readonly Contact[],
  contact?: Contact,
): RecordActionTarget {
  const ordered = contact
    ? [contact]
    : [...contacts].sort((a, b) => Number(b.is_primary) - Number(a.is_primary));
  const recipients: RecordRecipient[] = ordered
    .filter((k) => k.email)
    .map((k) => ({
      name: k.job_title ? `${k.full_name} (${k.job_title})` : k.full_name,
      email: k.email,
      caution: k.do_not_contact ? 'Do not contact' : undefined,
    }));
  if (!contact && c.email && !recipients.some((r) => r.email?.toLowerCase() === c.email?.toLowerCase())) {
    recipients.push({ name: c.name, email: c.email });
  }
  const person = contact ?? ordered.find((k) => !k.do_not_contact);
  return {
    type: 'customers',
    id: c.id,
    person: contact !== undefined,
    title: contact ? `${contact.full_name}, ${c.name}` : c.name,
    recipients,
    data: {
      customer: {
        name: c.name,
        email: c.email,
        phone: c.phone,
        county: c.county,
        kra_pin: c.kra_pin,
        contact_name: person?.full_name ?? null,
      },
      ...(person ? { contact: contactData(person) } : {}),
    },
  };
}
