// A closed till session's Z report as a PDF (ADR 076), read as the caller: public.pos_z_report
// decides who may (an admin, or a cashier who worked that session) — this function only prints.
//
// POST { session_id }
//   200 application/pdf, Content-Disposition: attachment; filename="Z-2026-000001.pdf"
//   400 invalid input · 401 not signed in · 403 not allowed (another session's cashier, not staff,
//   POS switched off) · 404 no such session · 409 the session is still open
import { createClient } from '@supabase/supabase-js';
import { logoDataUrl } from '#invoicing-functions/printing.ts';
import { corsHeaders, preflight } from '#kernel-functions/cors.ts';
import { bearer, errorJson, readJsonObject } from '#kernel-functions/http.ts';
import { renderZReportPdf, type ZReportJson, zReportFileName } from '#pos-documents/z-report-pdf.ts';

const noSession = { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false };
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const statusOf = (code: string | undefined) =>
  code === '42501' ? 403 : code === 'P0002' ? 404 : code === '55000' ? 409 : 422;

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

Deno.serve(handler);
