// Staff e-mail a customer their statement of account (ADR 029), as the caller:
//   1. the statement is read (customer_statement) and printed to PDF;
//   2. the PDF is stored, as the service role, at sales-documents/statements/<customer id>/<file>,
//      a new name per send (the time is in it), so what each e-mail carried is kept, and
//      recorded with its SHA-256 (ADR 035);
//   3. queue_statement_email(…): the 'statement' template with the PDF attached,
//      noted on the customer's timeline.
// A retry after a failure in 3 stores another copy and sends once.
//
// POST { customer_id, from, to, to_addresses: string[], cc?: string[], currency? }  (from/to: YYYY-MM-DD)
//   200 { email_id, pdf_path }
//   400 invalid input · 401 no session · 403 not staff · 404 no such customer
//   409 refused (the template is a draft) · 422 other refusals

import {
  callerClient,
  printStatement,
  statementRequest,
  statusOf,
} from '#invoicing-functions/statement-document.ts';
import { preflight } from '#kernel-functions/cors.ts';
import { bearer, errorJson, json, readJsonObject } from '#kernel-functions/http.ts';
import { callerId, storeServerDocument } from '#kernel-functions/server-documents.ts';

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
  if (!token) return errorJson(401, 'Sign in to send statements');
  const body = await readJsonObject(req);
  if (body === null) return errorJson(400, 'The body must be a JSON object');
  const recipients = addresses(body.to_addresses);
  const cc = addresses(body.cc);
  const period = statementRequest(body);
  if (typeof period === 'string') return errorJson(400, period);
  if (!recipients?.length || cc === null)
    return errorJson(400, 'Give the e-mail address(es) to send the statement to');

  const client = callerClient(token);
  const printed = await printStatement(client, period);
  if ('status' in printed) return errorJson(printed.status, printed.message);
  const stamp = new Date().toISOString().replace(/[-:]/g, '').replace(/\..*$/, '');
  const path = `statements/${period.customerId}/${printed.fileName.replace(/\.pdf$/, '')}-${stamp}-${crypto.randomUUID().slice(0, 8)}.pdf`;
  // Stored and recorded by the server (ADR 035): staff cannot write into the documents bucket.
  const stored = await storeServerDocument(path, async () => printed.bytes, { madeFor: callerId(token) });
  if (!stored.ok) return errorJson(422, `The PDF could not be stored: ${stored.message}`);

  const queued = await client.rpc('queue_statement_email', {
    customer_id: period.customerId,
    from_date: period.from,
    to_date: period.to,
    pdf_path: path,
    to_addresses: recipients,
    cc_addresses: cc,
  });
  if (queued.error) return errorJson(statusOf(queued.error.code), queued.error.message);
  return json({ email_id: queued.data, pdf_path: path });
}

Deno.serve(handler);
