// A purchase order as a PDF, and sending it to the supplier by e-mail (ADR 076), as the caller
// (staff; the RPCs decide):
//
// POST { order_id }
//   200 application/pdf, Content-Disposition: attachment; filename="PO-2026-000001.pdf"
// POST { order_id, send: true }
//   1. the PDF is rendered and stored, as the service role, at
//      sales-documents/purchase-orders/<order id>/<hash of what it prints>/PO-….pdf and recorded with
//      its SHA-256 (kept when already there: a retry attaches the same file; an edited draft prints
//      to a new path, so an old copy is never attached);
//   2. pos_send_purchase_order(order, path): the 'pos_purchase_order' e-mail with it attached, the
//      order sent, on its timeline — once (a second call answers already = true).
//   200 the order (as pos_purchase_order) with `already`
//   400 invalid input · 401 no session · 403 not staff · 404 no such order
//   409 cannot be sent (e-mail switched off, received or cancelled order, template a draft)
//   422 the supplier has no e-mail address, other refusals
import { createClient } from '@supabase/supabase-js';
import { logoDataUrl } from '#invoicing-functions/printing.ts';
import { corsHeaders, preflight } from '#kernel-functions/cors.ts';
import { bearer, errorJson, json, readJsonObject } from '#kernel-functions/http.ts';
import { callerId, sha256Hex, storeServerDocument } from '#kernel-functions/server-documents.ts';
import {
  type PurchaseOrderJson,
  purchaseOrderFileName,
  renderPurchaseOrderPdf,
} from '#pos-documents/purchase-order-pdf.ts';

const noSession = { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false };
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const statusOf = (code: string | undefined) =>
  code === '42501' ? 403 : code === 'P0002' ? 404 : code === '55000' ? 409 : 422;

type OrderJson = PurchaseOrderJson & { emailed_at: string | null; sent_at: string | null };

async function handler(req: Request): Promise<Response> {
  const early = preflight(req);
  if (early) return early;
  if (req.method !== 'POST') return errorJson(405, 'Use POST');
  const token = bearer(req);
  if (!token) return errorJson(401, 'Sign in to read purchase orders');
  const body = await readJsonObject(req);
  const id = body?.order_id;
  if (typeof id !== 'string' || !UUID.test(id)) return errorJson(400, 'Say which purchase order (order_id)');
  if (body?.send !== undefined && body.send !== true) return errorJson(400, 'send must be true when given');
  const client = createClient(Deno.env.get('SUPABASE_URL')!, Deno.env.get('SUPABASE_ANON_KEY')!, {
    global: { headers: { Authorization: `Bearer ${token}` } },
    auth: noSession,
  });
  const read = await client.rpc('pos_purchase_order', { p_order: id });
  if (read.error) return errorJson(statusOf(read.error.code), read.error.message);
  const order = read.data as OrderJson;
  const render = async () =>
    new Uint8Array(
      await renderPurchaseOrderPdf(order, await logoDataUrl(client, order.company.logo_path ?? null)),
    );

  if (body?.send !== true) {
    return new Response(await render(), {
      status: 200,
      headers: {
        ...corsHeaders,
        'Content-Type': 'application/pdf',
        'Content-Disposition': `attachment; filename="${purchaseOrderFileName(order)}"`,
        'Access-Control-Expose-Headers': 'Content-Disposition',
        'Cache-Control': 'private, no-store',
      },
    });
  }

  // Already e-mailed: the RPC answers it (already = true) without a new PDF or message.
  let path = '';
  if (!order.emailed_at) {
    // What the PDF prints, not when it was sent: an unchanged order maps to the same stored file.
    const {
      status: _s,
      sent_at: _t,
      emailed_at: _e,
      ...printed
    } = order as OrderJson & Record<string, unknown>;
    const digest = (await sha256Hex(new TextEncoder().encode(JSON.stringify(printed)))).slice(0, 16);
    path = `purchase-orders/${order.id}/${digest}/${purchaseOrderFileName(order)}`;
    const stored = await storeServerDocument(path, render, { madeFor: callerId(token) });
    if (!stored.ok) return errorJson(422, `The purchase order could not be stored: ${stored.message}`);
  }
  const sent = await client.rpc('pos_send_purchase_order', { p_order: id, p_pdf_path: path });
  if (sent.error) return errorJson(statusOf(sent.error.code), sent.error.message);
  return json(sent.data);
}

Deno.serve(handler);
