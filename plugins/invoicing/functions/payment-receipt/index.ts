// A payment's receipt (ADR 032), as the caller (staff; RLS and the RPCs decide):
//
// POST { payment_id }
//   200 application/pdf, Content-Disposition: attachment; filename="RCT-2026-0001.pdf"
// POST { payment_id, send: { to: string[], cc?: string[] } }
//   1. the PDF is rendered and stored, as the service role, at sales-documents/receipts/<payment_id>/<RCT-…>.pdf
//      and recorded with its SHA-256 (kept when already recorded: a retry or a second send attaches
//      the same file; ADR 035);
//   2. queue_payment_receipt_email(payment_id, to, cc): the 'payment_receipt' template with it attached.
//   200 { email_id, number }
//   400 invalid input · 401 no session · 403 not staff · 404 no such payment
//   409 cannot be sent (reversed payment, template still a draft) · 422 other refusals
import { createClient } from '@supabase/supabase-js';
import { receiptFileName, renderReceiptPdf } from '#invoicing-documents/receipt-pdf.ts';
import { logoDataUrl } from '#invoicing-functions/printing.ts';
import { type ReceiptJson, receiptToDocument } from '#invoicing-functions/receipt-document.ts';
import { corsHeaders, preflight } from '#kernel-functions/cors.ts';
import { bearer, errorJson, json, readJsonObject } from '#kernel-functions/http.ts';
import { callerId, storeServerDocument } from '#kernel-functions/server-documents.ts';

const noSession = { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false };
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const statusOf = (code: string | undefined) =>
  code === '42501' ? 403 : code === 'P0002' ? 404 : code === '55000' ? 409 : code === '22023' ? 400 : 422;

function addresses(v: unknown): string[] | null {
  if (v === undefined || v === null) return [];
  if (!Array.isArray(v) || v.length > 20 || !v.every((a) => typeof a === 'string' && a.length <= 254))
    return null;
  return v.map((a: string) => a.trim()).filter(Boolean);
}

async function handler(req: Request): Promise<Response> {
  const early = preflight(req);
  if (early) return early;
  if (req.method !== 'POST') return errorJson(405, 'Use POST');
  const token = bearer(req);
  if (!token) return errorJson(401, 'Sign in to read receipts');
  const body = await readJsonObject(req);
  if (body === null) return errorJson(400, 'The body must be a JSON object');
  const id = body.payment_id;
  if (typeof id !== 'string' || !UUID.test(id)) return errorJson(400, 'Say which payment (payment_id)');
  const send = body.send as { to?: unknown; cc?: unknown } | undefined;
  const to = send ? addresses(send.to) : [];
  const cc = send ? addresses(send.cc) : [];
  if (send !== undefined && (typeof send !== 'object' || !to?.length || cc === null))
    return errorJson(400, 'Give the e-mail address(es) to send the receipt to');

  const client = createClient(Deno.env.get('SUPABASE_URL')!, Deno.env.get('SUPABASE_ANON_KEY')!, {
    global: { headers: { Authorization: `Bearer ${token}` } },
    auth: noSession,
  });
  const read = await client.rpc('payment_receipt', { payment_id: id });
  if (read.error) return errorJson(statusOf(read.error.code), read.error.message);
  const receipt = read.data as ReceiptJson;
  const render = async () =>
    renderReceiptPdf(receiptToDocument(receipt, await logoDataUrl(client, receipt.company.logo_path)));

  if (!send) {
    const pdf = await render();
    return new Response(new Uint8Array(pdf), {
      status: 200,
      headers: {
        ...corsHeaders,
        'Content-Type': 'application/pdf',
        'Content-Disposition': `attachment; filename="${receiptFileName(receipt.number)}"`,
        'Access-Control-Expose-Headers': 'Content-Disposition',
        'Cache-Control': 'private, no-store',
      },
    });
  }

  if (receipt.reversed_at)
    return errorJson(409, `Payment ${receipt.number} was reversed: its receipt is not sent`);
  // Kept when the server already stored and recorded it (a retry or a second send attaches the
  // same file); stored as the service role and recorded with its SHA-256 otherwise (ADR 035).
  const stored = await storeServerDocument(receipt.pdf_path, render, { madeFor: callerId(token) });
  if (!stored.ok) return errorJson(422, `The receipt could not be stored: ${stored.message}`);
  const queued = await client.rpc('queue_payment_receipt_email', {
    payment_id: id,
    to_addresses: to,
    cc_addresses: cc,
  });
  if (queued.error) return errorJson(statusOf(queued.error.code), queued.error.message);
  return json({ email_id: queued.data, number: receipt.number });
}

Deno.serve(handler);
