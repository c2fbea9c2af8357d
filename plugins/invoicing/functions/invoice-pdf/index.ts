// An invoice, or one of its credit notes, as a PDF (ADR 027, 031), rendered by
// plugins/invoicing/documents (ADR 025).
//
// Staff, as the caller: POST { invoice_id, credit_note_id? } — the document from
// public.invoice_document (staff only, drafts too).
// A client holding the link, with the anon key or any session: POST { token } —
// that one invoice through public_invoice(token), nothing else.
//   200 application/pdf, Content-Disposition: attachment; filename="INV-2026-0001.pdf" (CN-… for a credit note)
//   400 invalid input · 401 not signed in · 403 not staff · 404 no such invoice or credit note, or an unknown link
//   410 a revoked link · 429 too many requests by link from one address or for one link (Retry-After)
// By token, the PDF of one document state is rendered once and then served from memory
// (X-Document-Cache: hit | miss; kernel/functions/_shared/token-pdf-cache.ts, ADR 035).
// Drafts print with a DRAFT watermark and no number; void invoices with VOID.
// Payment instructions come from Settings → Sales: M-Pesa pay-bill with the
// invoice number as the account (unless the settings fix one), and the bank.
// An invoice with a live client link prints its QR code and address.
import { createClient } from '@supabase/supabase-js';
import { amountInWords } from '#invoicing-documents/amount-in-words.ts';
import { renderSalesPdf } from '#invoicing-documents/pdf.ts';
import { pdfFileName, type SalesDocument } from '#invoicing-documents/sales-document.ts';
import {
  companyOf,
  customerOf,
  type InvoiceJson,
  invoiceToSalesDocument,
} from '#invoicing-functions/invoice-document.ts';
import { logoDataUrl, taxLabel } from '#invoicing-functions/printing.ts';
import { corsHeaders, preflight } from '#kernel-functions/cors.ts';
import { bearer, errorJson, linkStatus, readJsonObject, tooMany } from '#kernel-functions/http.ts';
import { cachedPdf, documentKey, keepPdf, pdfRequestWait } from '#kernel-functions/token-pdf-cache.ts';

const noSession = { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false };
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type CreditLine = {
  description: string;
  quantity: number | string;
  unit: string;
  unit_price: number | string;
  discount_percent: number | string;
  tax_code: string;
  tax_rate: number | string;
  amount: number | string;
  position: number;
};
type Summary = { tax_code: string; rate: string; taxable: string; tax: string };

const money = (v: number | string | null | undefined) => Number(v ?? 0).toFixed(2);
const qty = (v: number | string) => String(Number(v));
// Credit note rows carry no tax kind: the seeded exempt code reads "Exempt", as on the invoice.
const creditTaxLabel = (code: string, rate: string) =>
  taxLabel(code, rate, code === 'EXEMPT' ? 'exempt' : undefined);

function pdfBytesResponse(fileName: string, bytes: Uint8Array, cache?: 'hit' | 'miss'): Response {
  return new Response(new Uint8Array(bytes), {
    status: 200,
    headers: {
      ...corsHeaders,
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${fileName}"`,
      'Access-Control-Expose-Headers': 'Content-Disposition',
      'Cache-Control': 'private, no-store',
      ...(cache ? { 'X-Document-Cache': cache } : {}),
    },
  });
}

function pdfResponse(doc: SalesDocument, bytes: Uint8Array): Response {
  return pdfBytesResponse(pdfFileName(doc), bytes);
}

async function handler(req: Request, info?: { remoteAddr?: { hostname?: string } }): Promise<Response> {
  const early = preflight(req);
  if (early) return early;
  if (req.method !== 'POST') return errorJson(405, 'Use POST');
  const auth = bearer(req);
  const body = await readJsonObject(req);
  const db = createClient(Deno.env.get('SUPABASE_URL')!, Deno.env.get('SUPABASE_ANON_KEY')!, {
    global: auth ? { headers: { Authorization: `Bearer ${auth}` } } : {},
    auth: noSession,
  });

  // The client's copy, by the link's token: no role needed, the token is the key.
  if (typeof body?.token === 'string') {
    const token = body.token;
    const wait = pdfRequestWait(info?.remoteAddr?.hostname ?? 'unknown', token);
    if (wait) return tooMany(wait);
    if (token.length < 32 || token.length > 100)
      return errorJson(404, 'This link is not valid or no longer works: ask us for a new one');
    const { data, error } = await db.rpc('public_invoice', { token });
    if (error) return errorJson(linkStatus(error.code), error.message);
    const inv = data as InvoiceJson;
    // Same token, same document state (amounts, status, settings): the PDF made last time.
    const key = await documentKey('invoice', token, inv);
    const hit = cachedPdf(key);
    if (hit) return pdfBytesResponse(hit.fileName, hit.bytes, 'hit');
    const doc = invoiceToSalesDocument(inv, { logoDataUrl: await logoDataUrl(db, inv.company.logo_path) });
    const bytes = new Uint8Array(await renderSalesPdf(doc));
    keepPdf(key, { bytes, fileName: pdfFileName(doc) });
    return pdfBytesResponse(pdfFileName(doc), bytes, 'miss');
  }

  if (!auth) return errorJson(401, 'Sign in to download invoices');
  const invoiceId = body?.invoice_id;
  const creditNoteId = body?.credit_note_id ?? null;
  if (typeof invoiceId !== 'string' || !UUID.test(invoiceId))
    return errorJson(400, 'Say which invoice (invoice_id)');
  if (creditNoteId !== null && (typeof creditNoteId !== 'string' || !UUID.test(creditNoteId)))
    return errorJson(400, 'credit_note_id must be a credit note id');
  const { data: role } = await db.rpc('current_app_role');
  if (!['staff', 'admin', 'superadmin'].includes(String(role)))
    return errorJson(403, 'Only staff download invoices');
  const found = await db.rpc('invoice_document', { invoice_id: invoiceId });
  if (found.error?.code === 'P0002') return errorJson(404, 'No such invoice (or you may not read it)');
  if (found.error?.code === '42501') return errorJson(403, 'Only staff download invoices');
  if (found.error) return errorJson(500, 'The invoice could not be read. Try again.');
  const inv = found.data as InvoiceJson;
  const logo = await logoDataUrl(db, inv.company.logo_path);

  if (!creditNoteId) {
    const doc = invoiceToSalesDocument(inv, { logoDataUrl: logo });
    return pdfResponse(doc, await renderSalesPdf(doc));
  }

  // A credit note: its own lines at the invoice's stored rates, with the invoice's company and customer.
  const cn = await db
    .from('credit_notes')
    .select('*, credit_note_lines(*)')
    .eq('id', creditNoteId)
    .eq('invoice_id', invoiceId)
    .maybeSingle();
  if (cn.error) return errorJson(500, 'The credit note could not be read. Try again.');
  if (!cn.data) return errorJson(404, 'No such credit note on this invoice');
  const c = cn.data;
  const cnLines = [...(c.credit_note_lines as CreditLine[])].sort((a, b) => a.position - b.position);
  const doc: SalesDocument = {
    kind: 'credit_note',
    number: c.number as string,
    issueDate: c.issue_date as string,
    reference: inv.number,
    currency: c.currency as string,
    locale: inv.company.locale ?? 'en-KE',
    company: companyOf(inv, logo),
    customer: customerOf(inv),
    lines: cnLines.map((l) => ({
      description: l.description,
      quantity: qty(l.quantity),
      unit: l.unit,
      unitPrice: money(l.unit_price),
      discountPercent: Number(l.discount_percent) ? String(Number(l.discount_percent)) : null,
      taxLabel: creditTaxLabel(l.tax_code, String(l.tax_rate)),
      net: money(l.amount),
    })),
    totals: {
      subtotal: money(c.subtotal as string),
      discount: Number(c.discount_total) ? money(c.discount_total as string) : null,
      taxes: (c.tax_summary as Summary[]).map((t) => ({
        label: creditTaxLabel(t.tax_code, t.rate),
        taxable: money(t.taxable),
        tax: money(t.tax),
      })),
      total: money(c.total as string),
    },
    totalInWords: amountInWords(money(c.total as string), c.currency as string),
    notes: `Reason: ${c.reason as string}`,
    footer: inv.company.footer,
  };
  return pdfResponse(doc, await renderSalesPdf(doc));
}

Deno.serve(handler);
