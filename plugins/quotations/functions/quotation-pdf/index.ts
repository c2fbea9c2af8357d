// A quotation as a PDF (ADR 026): staff by id (read as the caller under RLS;
// a sent quotation answers its stored PDF, the document of record), a client by
// the token of the public page (public_quotation: that one quotation only).
//
// GET ?id=<uuid>  or  ?token=<token>
//   200 application/pdf, Content-Disposition attachment; filename="QUO-2026-0001.pdf"
//   400 neither id nor token, or an ?origin= that is not this app's address
//   401 no session for id · 404 no such quotation / unknown link · 410 revoked link
//   429 too many requests by link from one address or for one link (Retry-After)
// The QR code and link printed are this app's page on the configured site URL
// (public_quotation's public_url, ADR 035); an ?origin= (older clients sent one)
// is accepted only when it is that site's origin. By token, the PDF of one
// document state is rendered once and then served from memory
// (X-Document-Cache: hit | miss; kernel/functions/_shared/token-pdf-cache.ts).
import { createClient } from '@supabase/supabase-js';
import { renderSalesPdf } from '#invoicing-documents/pdf.ts';
import { pdfFileName } from '#invoicing-documents/sales-document.ts';
import { corsHeaders, preflight } from '#kernel-functions/cors.ts';
import { bearer, errorJson, linkStatus, tooMany } from '#kernel-functions/http.ts';
import { cachedPdf, documentKey, keepPdf, pdfRequestWait } from '#kernel-functions/token-pdf-cache.ts';
import {
  logoDataUrl,
  originAllowed,
  type QuotationJson,
  quotationToSalesDocument,
} from '#quotations-functions/quotation-document.ts';

const noSession = { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false };
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function pdfResponse(bytes: Uint8Array<ArrayBuffer>, fileName: string, cache?: 'hit' | 'miss'): Response {
  return new Response(bytes, {
    status: 200,
    headers: {
      ...corsHeaders,
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${fileName}"`,
      'Cache-Control': 'private, no-store',
      ...(cache ? { 'X-Document-Cache': cache } : {}),
    },
  });
}

async function handler(req: Request, info?: { remoteAddr?: { hostname?: string } }): Promise<Response> {
  const early = preflight(req);
  if (early) return early;
  if (req.method !== 'GET' && req.method !== 'POST') return errorJson(405, 'Use GET');
  const url = new URL(req.url);
  const id = url.searchParams.get('id');
  const token = url.searchParams.get('token');
  const origin = url.searchParams.get('origin');
  const auth = bearer(req);
  const client = createClient(Deno.env.get('SUPABASE_URL')!, Deno.env.get('SUPABASE_ANON_KEY')!, {
    global: auth ? { headers: { Authorization: `Bearer ${auth}` } } : {},
    auth: noSession,
  });

  if (id) {
    if (!UUID.test(id)) return errorJson(400, 'The quotation id is not valid');
    const { data, error } = await client.rpc('quotation_document', { quotation_id: id });
    if (error) return errorJson(error.code === '42501' ? 403 : 404, error.message);
    const q = data as QuotationJson;
    const { data: row } = await client.from('quotations').select('pdf_path').eq('id', id).maybeSingle();
    if (row?.pdf_path) {
      const stored = await client.storage.from('sales-documents').download(row.pdf_path);
      if (!stored.error && stored.data) {
        return pdfResponse(
          new Uint8Array(await stored.data.arrayBuffer()),
          pdfFileName({ ...q, kind: 'quotation' }),
        );
      }
    }
    // Staff's copy of a draft (or a sent one whose file is missing): no client link is printed.
    const doc = quotationToSalesDocument(q, {
      publicUrl: null,
      logoDataUrl: await logoDataUrl(client, q.company.logo_path),
    });
    return pdfResponse(new Uint8Array(await renderSalesPdf(doc)), pdfFileName(doc));
  }
  if (!token) return errorJson(400, 'Give the quotation id or the link token');

  const wait = pdfRequestWait(info?.remoteAddr?.hostname ?? 'unknown', token);
  if (wait) return tooMany(wait);
  const { data, error } = await client.rpc('public_quotation', { token });
  if (error) return errorJson(linkStatus(error.code), error.message);
  const q = data as QuotationJson & { public_url: string | null };
  if (origin !== null && !originAllowed(origin, q.public_url))
    return errorJson(400, "origin must be this app's own address (its site URL)");
  const key = await documentKey('quotation', token, q);
  const hit = cachedPdf(key);
  if (hit) return pdfResponse(new Uint8Array(hit.bytes), hit.fileName, 'hit');
  const doc = quotationToSalesDocument(q, {
    publicUrl: q.public_url,
    logoDataUrl: await logoDataUrl(client, q.company.logo_path),
  });
  const bytes = new Uint8Array(await renderSalesPdf(doc));
  keepPdf(key, { bytes, fileName: pdfFileName(doc) });
  return pdfResponse(bytes, pdfFileName(doc), 'miss');
}

Deno.serve(handler);
