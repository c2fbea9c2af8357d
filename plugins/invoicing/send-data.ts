// Sending invoices and the client's page (ADR 031): the only file that knows
// invoice-send, public_invoice, invoice_link / revoke_invoice_link and where the
// send dialog finds the addresses. Amounts are decimal strings as the database
// wrote them.
import { unwrap, unwrapFunction } from '@kernel/data/unwrap.ts';
import { supabase } from '@kernel/supabase.ts';

/** What public_invoice(token) answers: the one invoice a link opens, and nothing else. */
export interface PublicInvoice {
  number: string;
  status: 'issued' | 'partially_paid' | 'paid' | 'void';
  overdue: boolean;
  issue_date: string;
  due_date: string;
  currency: string;
  document_discount: string;
  notes: string | null;
  terms: string | null;
  subtotal: string;
  discount_total: string;
  tax_total: string;
  total: string;
  amount_paid: string;
  amount_credited: string;
  amount_due: string;
  tax_summary: { tax_code: string; rate: string; taxable: string; tax: string }[];
  voided_on: string | null;
  lines: {
    position: number;
    description: string;
    quantity: string;
    unit: string | null;
    unit_price: string;
    discount_percent: string;
    tax_code: string;
    tax_rate: string;
    tax_kind: 'standard' | 'zero_rated' | 'exempt';
    amount: string;
  }[];
  credit_notes: { number: string; issue_date: string; total: string }[];
  company: {
    name: string;
    trading_name: string | null;
    kra_pin: string | null;
    vat_number: string | null;
    email: string | null;
    phone: string | null;
    address: string | null;
    postal_address: string | null;
    website: string | null;
    locale: string | null;
    footer: string | null;
  };
  payment: {
    mpesa: { paybill: string; account: string } | null;
    bank: {
      bank_name: string;
      branch: string | null;
      account_name: string;
      account_number: string;
      swift: string | null;
    } | null;
  };
  customer: {
    name: string;
    kra_pin: string | null;
    postal_address: string | null;
    physical_address: string | null;
    attention: string | null;
  };
  public_url: string | null;
}

export async function getPublicInvoice(token: string): Promise<PublicInvoice> {
  return unwrap(await supabase.rpc('public_invoice', { token })) as unknown as PublicInvoice;
}

/** Render, store, and e-mail the invoice with its PDF and the client's link (edge function invoice-send). */
export async function sendInvoice(invoiceId: string, to: string[], cc: string[]) {
  return unwrapFunction(
    await supabase.functions.invoke('invoice-send', { body: { invoice_id: invoiceId, to, cc } }),
  ) as Promise<{ email_id: string; number: string; public_url: string | null }>;
}

/** The client's link, made on first use. The URL is on the site's address; the path on this origin otherwise. */
export async function getInvoiceLink(invoiceId: string): Promise<string> {
  const link = unwrap(await supabase.rpc('invoice_link', { invoice_id: invoiceId })) as unknown as {
    path: string;
    url: string | null;
  };
  return link.url ?? `${window.location.origin}${link.path}`;
}

export async function revokeInvoiceLink(invoiceId: string) {
  unwrap(await supabase.rpc('revoke_invoice_link', { invoice_id: invoiceId }));
}

/** What the e-mail says, for the dialog: the payment instructions the template prints. */
export async function getPayBill(): Promise<{ paybill: string | null; account: string | null }> {
  const row = unwrap(
    await supabase.from('sales_settings').select('mpesa_paybill, mpesa_account').maybeSingle(),
  ) as { mpesa_paybill: string | null; mpesa_account: string | null } | null;
  return { paybill: row?.mpesa_paybill ?? null, account: row?.mpesa_account ?? null };
}
