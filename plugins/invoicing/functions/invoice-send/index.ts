// Staff e-mail an issued invoice with its PDF and the client's link (ADR 031),
// as the caller (RLS and the RPCs' role checks):
//   1. invoice_document(id): refused early for a draft or a void invoice, so no
//      PDF is stored for a send that cannot happen;
//   2. invoice_link(id): the client's link (made on first need), printed on the
//      PDF as a QR code and put in the e-mail;
//   3. the PDF is rendered and stored at
//      sales-documents/invoices/<id>/<INV-…>-<yyyymmddhhmmss>.pdf — a new file
//      per send: payments move "paid" and "amount due", so each e-mail keeps the
//      copy it carried;
//   4. queue_invoice_email(id, to, cc, pdf_path): the 'invoice' template with the
//      PDF attached as <INV-…>.pdf. A retry after a failure simply sends again.
//
// POST { invoice_id, to: string[], cc?: string[] }
//   200 { email_id, number, public_url }
//   400 invalid input · 401 no session · 403 not staff · 404 no such invoice
//   409 the invoice cannot be sent (draft, void) · 422 refused (e.g. template a draft)
import { createClient } from '@supabase/supabase-js';
import { renderSalesPdf } from '#invoicing-documents/pdf.ts';
import { type InvoiceJson, invoiceToSalesDocument } from '#invoicing-functions/invoice-document.ts';
import { logoDataUrl } from '#invoicing-functions/printing.ts';
import { preflight } from '#kernel-functions/cors.ts';
import { bearer, errorJson, json, readJsonObject } from '#kernel-functions/http.ts';
import { callerId, storeServerDocument } from '#kernel-functions/server-documents.ts';

const noSession = { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false };
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const statusOf = (code: string | undefined) =>
  code === '42501' ? 403 : code === 'P0002' ? 404 : code === '55000' ? 409 : 422;

function addresses(v: unknown): string[] | null {
  if (v === undefined || v === null) return [];
  if (!Array.isArray(v) || v.length > 20 || !v.every((a) => typeof a === 'string' && a.length <= 254))
    return null;
  return v.map((a: string) => a.trim()).filter(Boolean);
}

/** INV-2026-0001 → INV-2026-0001-20261126143005.pdf (UTC), safe on every file system. */
function storedPdfName(number: string, at: Date): string {
  const stamp = at.toISOString().replace(/[-:T]/g, '').slice(0, 14);
  return `${number.replace(/[^A-Za-z0-9._-]+/g, '-')}-${stamp}.pdf`;
}

async function handler(req: Request): Promise<Response> {
  const early = preflight(req);
  if (early) return early;
  if (req.method !== 'POST') return errorJson(405, 'Use POST');
  const token = bearer(req);
  if (!token) return errorJson(401, 'Sign in to send invoices');
  const body = await readJsonObject(req);
  if (body === null) return errorJson(400, 'The body must be a JSON object');
  const id = typeof body.invoice_id === 'string' && UUID.test(body.invoice_id) ? body.invoice_id : null;
  const to = addresses(body.to);
  const cc = addresses(body.cc);
  if (!id) return errorJson(400, 'Say which invoice (invoice_id)');
  if (!to?.length || cc === null) return errorJson(400, 'Give the e-mail address(es) to send the invoice to');

  const client = createClient(Deno.env.get('SUPABASE_URL')!, Deno.env.get('SUPABASE_ANON_KEY')!, {
    global: { headers: { Authorization: `Bearer ${token}` } },
    auth: noSession,
  });

  const read = await client.rpc('invoice_document', { invoice_id: id });
  if (read.error) return errorJson(statusOf(read.error.code), read.error.message);
  const inv = read.data as InvoiceJson;
  if (inv.status === 'draft') return errorJson(409, 'A draft cannot be sent: an admin issues it first');
  if (inv.status === 'void') return errorJson(409, `Invoice ${inv.number} is void and cannot be sent`);

  const link = await client.rpc('invoice_link', { invoice_id: id });
  if (link.error) return errorJson(statusOf(link.error.code), link.error.message);
  const publicUrl = (link.data as { url: string | null }).url ?? null;

  const doc = invoiceToSalesDocument(
    { ...inv, public_url: publicUrl },
    { logoDataUrl: await logoDataUrl(client, inv.company.logo_path) },
  );
  const path = `invoices/${id}/${storedPdfName(inv.number as string, new Date())}`;
  // Stored and recorded by the server (staff cannot write there); a double click within the same
  // second finds the copy the first one recorded, the same document.
  const stored = await storeServerDocument(path, () => renderSalesPdf(doc), { madeFor: callerId(token) });
  if (!stored.ok) return errorJson(422, `The PDF could not be stored: ${stored.message}`);

  const queued = await client.rpc('queue_invoice_email', {
    invoice_id: id,
    to_addresses: to,
    cc_addresses: cc,
    pdf_path: path,
  });
  if (queued.error) return errorJson(statusOf(queued.error.code), queued.error.message);
  return json({ email_id: queued.data, number: inv.number, public_url: publicUrl });
}

Deno.serve(handler);
