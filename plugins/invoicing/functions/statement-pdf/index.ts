// A customer's statement of account as a PDF (ADR 029), read as the caller
// (public.customer_statement: staff only), printed by documents/statement-pdf.ts.
//
// POST { customer_id, from: "YYYY-MM-DD", to: "YYYY-MM-DD", currency? }
//   200 application/pdf, Content-Disposition: attachment; filename="Statement-<customer>-<to>.pdf"
//   400 invalid input or period · 401 not signed in · 403 not staff · 404 no such customer

import { callerClient, printStatement, statementRequest } from '#invoicing-functions/statement-document.ts';
import { corsHeaders, preflight } from '#kernel-functions/cors.ts';
import { bearer, errorJson, readJsonObject } from '#kernel-functions/http.ts';

async function handler(req: Request): Promise<Response> {
  const early = preflight(req);
  if (early) return early;
  if (req.method !== 'POST') return errorJson(405, 'Use POST');
  const token = bearer(req);
  if (!token) return errorJson(401, 'Sign in to download statements');
  const body = await readJsonObject(req);
  if (body === null) return errorJson(400, 'The body must be a JSON object');
  const r = statementRequest(body);
  if (typeof r === 'string') return errorJson(400, r);
  const printed = await printStatement(callerClient(token), r);
  if ('status' in printed) return errorJson(printed.status, printed.message);
  return new Response(printed.bytes, {
    status: 200,
    headers: {
      ...corsHeaders,
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${printed.fileName}"`,
      'Access-Control-Expose-Headers': 'Content-Disposition',
      'Cache-Control': 'private, no-store',
    },
  });
}

Deno.serve(handler);
