// A quotation as a PDF (ADR 026): staff by id (read as the caller under RLS;
// a sent quotation answers its stored PDF, the document of record), a client by
// the token of the public page (public_quotation: that one quotation only).
//
// GET ?id=<uuid>[&origin=<app origin>]  or  ?token=<token>[&origin=…]
//   200 application/pdf, Content-Disposition attachment; filename="QUO-2026-0001.pdf"
//   400 neither id nor token · 401 no session for id · 404 no such quotation / link revoked
import { createClient } from '@supabase/supabase-js';
import { renderSalesPdf } from '../../../server/documents/pdf.ts';
import { pdfFileName } from '../../../server/documents/sales-document.ts';
import { corsHeaders, preflight } from '../_shared/cors.ts';
import { bearer, errorJson } from '../_shared/http.ts';
import {
  logoDataUrl,
  publicUrlFor,
  type QuotationJson,
  quotationToSalesDocument,
} from '../_shared/quotation-document.ts';

const noSession = { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false };
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function pdfResponse(bytes: Uint8Array<ArrayBuffer>, fileName: string): Response {
  return new Response(bytes, {
    status: 200,
    headers: {
      ...corsHeaders,
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${fileName}"`,
      'Cache-Control': 'private, no-store',
    },
  });
}

async function handler(req: Request): Promise<Response> {
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

  let q: QuotationJson;
  if (id) {
    if (!UUID.test(id)) return errorJson(400, 'The quotation id is not valid');
    const { data, error } = await client.rpc('quotation_document', { quotation_id: id });
    if (error) return errorJson(error.code === '42501' ? 403 : 404, error.message);
    q = data as QuotationJson;
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
  } else if (token) {
    const { data, error } = await client.rpc('public_quotation', { token });
    if (error) return errorJson(404, error.message);
    q = data as QuotationJson;
  } else {
    return errorJson(400, 'Give the quotation id or the link token');
  }

  const doc = quotationToSalesDocument(q, {
    publicUrl: publicUrlFor(origin, token),
    logoDataUrl: await logoDataUrl(client, q.company.logo_path),
  });
  const bytes = await renderSalesPdf(doc);
  return pdfResponse(new Uint8Array(bytes), pdfFileName(doc));
}

Deno.serve(handler);
