// A till session's Z report as a PDF (ADR 076), and closing a session with its Z report e-mailed to the
// admins (ADR 091), read and written as the caller: the RPCs decide who may.
//
// POST { session_id }
//   200 application/pdf, Content-Disposition: attachment; filename="Z-2026-000001.pdf" — a closed
//   session's report, for an admin or a cashier who worked that session (public.pos_z_report)
// POST { session_id, close: { counted: { cash, mpesa?, card? }, note? } }
//   1. pos_close_preview: the Z report exactly as the close will write it (its Z number reserved);
//   2. the PDF rendered and stored, as the service role, at
//      sales-documents/z-reports/<session>/<hash of what it prints>/Z-….pdf, recorded with its SHA-256;
//   3. pos_close_session(…, report, path): the close, and in its transaction the 'pos_z_report' e-mail
//      to the admins with that PDF attached — once. A sale or cash move that landed between 1 and 3
//      answers 40001: printed again, at most three times.
//   200 the Z report (as pos_session_report) with `already` and `emailed`
//   400 invalid input · 401 not signed in · 403 not allowed (not staff, another session's cashier, POS
//   switched off) · 404 no such session · 409 the session is still open (PDF) / kept changing (close)
//   422 other refusals (the counts)
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { logoDataUrl } from '#invoicing-functions/printing.ts';
import { corsHeaders, preflight } from '#kernel-functions/cors.ts';
import { bearer, errorJson, json, readJsonObject } from '#kernel-functions/http.ts';
import { callerId, sha256Hex, storeServerDocument } from '#kernel-functions/server-documents.ts';
import { renderZReportPdf, type ZReportJson, zReportFileName } from '#pos-documents/z-report-pdf.ts';

const noSession = { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false };
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const statusOf = (code: string | undefined) =>
  code === '42501' ? 403 : code === 'P0002' ? 404 : code === '55000' || code === '40001' ? 409 : 422;

async function handler(req: Request): Promise<Response> {
  const early = preflight(req);
  if (early) return early;
  if (req.method !== 'POST') return errorJson(405, 'Use POST');
  const token = bearer(req);
  if (!token) return errorJson(401, 'Sign in to download Z reports');
  const body = await readJsonObject(req);
  const id = body?.session_id;
  if (typeof id !== 'string' || !UUID.test(id)) return errorJson(400, 'Say which till session (session_id)');
  const client = createClient(Deno.env.get('SUPABASE_URL')!, Deno.env.get('SUPABASE_ANON_KEY')!, {
    global: { headers: { Authorization: `Bearer ${token}` } },
    auth: noSession,
  });
  if (body?.close !== undefined) return close(client, token, id, body.close);

  const read = await client.rpc('pos_z_report', { p_session: id });
  if (read.error) return errorJson(statusOf(read.error.code), read.error.message);
  const report = read.data as ZReportJson;
  const pdf = await renderZReportPdf(report, await logoDataUrl(client, report.company.logo_path ?? null));
  return new Response(new Uint8Array(pdf), {
    status: 200,
    headers: {
      ...corsHeaders,
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${zReportFileName(report)}"`,
      'Access-Control-Expose-Headers': 'Content-Disposition',
      'Cache-Control': 'private, no-store',
    },
  });
}

async function close(client: SupabaseClient, token: string, id: string, asked: unknown): Promise<Response> {
  if (typeof asked !== 'object' || asked === null || Array.isArray(asked))
    return errorJson(400, 'close is { counted: { cash, mpesa, card }, note }');
  const { counted, note } = asked as { counted?: unknown; note?: unknown };
  if (typeof counted !== 'object' || counted === null || Array.isArray(counted))
    return errorJson(400, 'Say what was counted per method (close.counted)');
  if (note !== undefined && note !== null && typeof note !== 'string')
    return errorJson(400, 'The note is text');
  const args = { p_session: id, p_counted: counted, p_note: (note as string | null) ?? null };
  for (let attempt = 0; attempt < 3; attempt++) {
    const preview = await client.rpc('pos_close_preview', args);
    if (preview.error) return errorJson(statusOf(preview.error.code), preview.error.message);
    const report = preview.data as ZReportJson & { already: boolean };
    // Closed already (a double click, another cashier): the close answers it, sending nothing.
    if (report.already) {
      const again = await client.rpc('pos_close_session', args);
      return again.error ? errorJson(statusOf(again.error.code), again.error.message) : json(again.data);
    }
    const { already: _a, ...printed } = report;
    const digest = (await sha256Hex(new TextEncoder().encode(JSON.stringify(printed)))).slice(0, 16);
    const path = `z-reports/${id}/${digest}/${zReportFileName(report)}`;
    const render = async () =>
      new Uint8Array(
        await renderZReportPdf(report, await logoDataUrl(client, report.company.logo_path ?? null)),
      );
    const stored = await storeServerDocument(path, render, { madeFor: callerId(token) });
    if (!stored.ok) return errorJson(422, `The Z report could not be stored: ${stored.message}`);
    const closed = await client.rpc('pos_close_session', { ...args, p_report: printed, p_pdf_path: path });
    if (!closed.error) return json(closed.data);
    if (closed.error.code !== '40001') return errorJson(statusOf(closed.error.code), closed.error.message);
  }
  return errorJson(409, 'The session kept changing while its Z report was being made: close it again');
}

Deno.serve(handler);
