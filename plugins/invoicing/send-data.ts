// Sending invoices and the client's page (ADR 031): the only file that knows
// invoice-send, public_invoice, invoice_link / revoke_invoice_link and where the
// send dialog finds the addresses. Amounts are decimal strings as the database
// wrote them.
import { rpcResult } from '@kernel/data/parse-result.ts';
import { unwrap, unwrapFunction } from '@kernel/data/unwrap.ts';
import { supabase } from '@kernel/supabase.ts';
import { decimalText } from '@kit/money/decimal-schema.ts';
import { z } from 'zod';

/** What public_invoice(token) answers: the one invoice a link opens, and nothing else. */
export const publicInvoiceSchema = z.object({
  number: z.string(),
  status: z.enum(['issued', 'partially_paid', 'paid', 'void']),
  overdue: z.boolean(),
  issue_date: z.string(),
  due_date: z.string(),
  currency: z.string(),
  document_discount: decimalText,
  notes: z.string().nullable(),
  terms: z.string().nullable(),
  subtotal: decimalText,
  discount_total: decimalText,
  tax_total: decimalText,
  total: decimalText,
  amount_paid: decimalText,
  amount_credited: decimalText,
  amount_due: decimalText,
  tax_summary: z.array(
    z.object({
      tax_code: z.string(),
      rate: decimalText,
      taxable: decimalText,
      tax: decimalText,
    }),
  ),
  voided_on: z.string().nullable(),
  lines: z.array(
    z.object({
      position: z.number(),
      description: z.string(),
      quantity: decimalText,
      unit: z.string().nullable(),
      unit_price: decimalText,
      discount_percent: decimalText,
      tax_code: z.string(),
      tax_rate: decimalText,
      tax_kind: z.enum(['standard', 'zero_rated', 'exempt']),
      amount: decimalText,
    }),
  ),
  credit_notes: z.array(
    z.object({
      number: z.string(),
      issue_date: z.string(),
      total: decimalText,
    }),
  ),
  company: z.object({
    name: z.string(),
    trading_name: z.string().nullable(),
    kra_pin: z.string().nullable(),
    vat_number: z.string().nullable(),
    email: z.string().nullable(),
    phone: z.string().nullable(),
    address: z.string().nullable(),
    postal_address: z.string().nullable(),
    website: z.string().nullable(),
    locale: z.string().nullable(),
    footer: z.string().nullable(),
  }),
  payment: z.object({
    mpesa: z
      .object({
        paybill: z.string(),
        account: z.string(),
      })
      .nullable(),
    bank: z
      .object({
        bank_name: z.string(),
        branch: z.string().nullable(),
        account_name: z.string(),
        account_number: z.string(),
        swift: z.string().nullable(),
      })
      .nullable(),
  }),
  customer: z.object({
    name: z.string(),
    kra_pin: z.string().nullable(),
    postal_address: z.string().nullable(),
    physical_address: z.string().nullable(),
    attention: z.string().nullable(),
  }),
  public_url: z.string().nullable(),
});
export type PublicInvoice = z.infer<typeof publicInvoiceSchema>;

export async function getPublicInvoice(token: string): Promise<PublicInvoice> {
  return rpcResult(
    'The invoice (public_invoice)',
    publicInvoiceSchema,
    await supabase.rpc('public_invoice', { token }),
  );
}

/** Render, store, and e-mail the invoice with its PDF and the client's link (edge function invoice-send). */
export async function sendInvoice(invoiceId: string, to: string[], cc: string[]) {
  return unwrapFunction(
    await supabase.functions.invoke('invoice-send', { body: { invoice_id: invoiceId, to, cc } }),
  ) as Promise<{ email_id: string; number: string; public_url: string | null }>;
}

/** The client's link, made on first use. The URL is on the site's address; the path on this origin otherwise. */
export async function getInvoiceLink(invoiceId: string): Promise<string> {
  const link = rpcResult(
    "The invoice's link (invoice_link)",
    z.object({ path: z.string(), url: z.string().nullable() }),
    await supabase.rpc('invoice_link', { invoice_id: invoiceId }),
  );
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
