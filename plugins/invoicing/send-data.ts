// Sending invoices and the client's page (ADR 031): the only file that knows
// invoice-send, public_invoice, invoice_link / revoke_invoice_link and where the
// send dialog finds the addresses. Amounts are decimal strings as the database
// wrote them.
import { rpcResult } from '@kernel/data/parse-result.ts';
import { unwrap, unwrapFunction } from '@kernel/data/unwrap.ts';
import { supabase } from '@kernel/supabase.ts';
import type { ServerRpc } from '@kit/ssr/server-page.ts';
import { invoiceLinkSchema, type PublicInvoice, publicInvoiceSchema } from './shapes.ts';

export type { PublicInvoice } from './shapes.ts';

/** The client's invoice by its link's token; `rpc` is the server renderer's (ADR 062), else supabase-js. */
export async function getPublicInvoice(token: string, rpc?: ServerRpc): Promise<PublicInvoice> {
  return rpcResult(
    'The invoice (public_invoice)',
    publicInvoiceSchema,
    rpc ? await rpc('public_invoice', { token }) : await supabase.rpc('public_invoice', { token }),
  );
}

/** The client page's read, in the browser and on the server (the same cache key). */
export const publicInvoiceQuery = (token: string, rpc?: ServerRpc) => ({
  queryKey: ['invoicing', 'public-invoice', token],
  queryFn: () => getPublicInvoice(token, rpc),
});

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
    invoiceLinkSchema,
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
