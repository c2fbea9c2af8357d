// Who a document for a customer is e-mailed to by default — one rule for
// invoices, statements and quotations (ADR 037; the database's twin for
// reminders is app.invoice_reminder_address): the document's own contact, else
// the customer's primary contact, else the customer's general address; a
// contact marked "do not contact" is passed over. When a contact is chosen, the
// customer's general address (if another) is offered as Cc.
import { unwrap } from '@kernel/data/unwrap.ts';
import { supabase } from '@kernel/supabase.ts';

export interface RecipientContact {
  id: string;
  email: string | null;
  is_primary: boolean;
  do_not_contact?: boolean | null;
}

export interface DefaultRecipient {
  /** '' when nobody has an address. */
  to: string;
  /** The customer's general address when `to` is a contact's and differs; else ''. */
  cc: string;
}

/** The rule itself, on rows already read. */
export function pickRecipient(
  contacts: readonly RecipientContact[],
  customerEmail: string | null,
  contactId?: string | null,
): DefaultRecipient {
  const usable = contacts.filter((c) => c.email && !c.do_not_contact);
  const contact =
    (contactId ? usable.find((c) => c.id === contactId) : undefined) ?? usable.find((c) => c.is_primary);
  const own = customerEmail?.trim() || null;
  if (!contact?.email) return { to: own ?? '', cc: '' };
  return { to: contact.email, cc: own && own.toLowerCase() !== contact.email.toLowerCase() ? own : '' };
}

/** Reads the customer's contacts and address and applies the rule. */
export async function defaultRecipient(
  customerId: string,
  contactId?: string | null,
): Promise<DefaultRecipient> {
  const [contacts, customer] = await Promise.all([
    supabase
      .from('contacts')
      .select('id, email, is_primary, do_not_contact')
      .eq('customer_id', customerId)
      .not('email', 'is', null)
      .order('is_primary', { ascending: false })
      .limit(50),
    supabase.from('customers').select('email').eq('id', customerId).maybeSingle(),
  ]);
  return pickRecipient(unwrap(contacts) ?? [], unwrap(customer)?.email ?? null, contactId);
}
