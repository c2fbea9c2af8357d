// Staff send a quotation by e-mail (ADR 026), as the caller (RLS):
//   1. issue_quotation(id): a draft becomes 'sent' with its number, date and a
//      client link; a sent one is left as it is (a retry takes no second number);
//   2. the PDF is rendered and stored, as the service role, at
//      sales-documents/quotations/<id>/<file>.pdf and recorded with its SHA-256
//      (kept when already recorded: the PDF of a sent quotation never changes;
//      ADR 035: only the server stores document PDFs);
//   3. queue_quotation_email(id, to, cc, public_url): the 'quotation' template
//      with the PDF attached and the link to the public page — this app's page
//      on the configured site URL (public_quotation's public_url).
// If it dies between the steps the quotation is 'sent' without sent_at; running
// it again ("Send again") finishes it.
//
// POST { id, to: string[], cc?: string[] }  (an `origin` older clients send is ignored: the link is
// always on the configured site URL)
//   200 { email_id, number, revision, public_url }
//   400 invalid input · 401 no session · 403 not staff · 404 no such quotation
//   409 the quotation cannot be sent (status) · 422 refused (e.g. template a draft)
import { createClient } from '@supabase/supabase-js';
import { renderSalesPdf } from '#invoicing-documents/pdf.ts';
import { preflight } from '#kernel-functions/cors.ts';
import { bearer, errorJson, json, readJsonObject } from '#kernel-functions/http.ts';
import { callerId, storeServerDocument } from '#kernel-functions/server-documents.ts';
import {
  logoDataUrl,
  type QuotationJson,
  quotationToSalesDocument,
} from '#quotations-functions/quotation-document.ts';

const noSession = { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false };

const statusOf = (code: string | undefined) =>
  code === '42501' ? 403 : code === 'P0002' ? 404 : code === '55000' ? 409 : 422;

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
  if (!token) return errorJson(401, 'Sign in to send quotations');
  const body = await readJsonObject(req);
  if (body === null) return errorJson(400, 'The body must be a JSON object');
  const id = typeof body.id === 'string' ? body.id : null;
  const to = addresses(body.to);
  const cc = addresses(body.cc);
  if (!id) return errorJson(400, 'Give the quotation id');
  if (!to?.length || cc === null)
    return errorJson(400, 'Give the e-mail address(es) to send the quotation to');

  const client = createClient(Deno.env.get('SUPABASE_URL')!, Deno.env.get('SUPABASE_ANON_KEY')!, {
    global: { headers: { Authorization: `Bearer ${token}` } },
    auth: noSession,
  });

  const issued = await client.rpc('issue_quotation', { quotation_id: id });
  if (issued.error) return errorJson(statusOf(issued.error.code), issued.error.message);
  const q = issued.data as QuotationJson;
  // The client's page on the configured site URL, as the database builds it (ADR 035).
  const pub = await client.rpc('public_quotation', { token: q.public_token });
  if (pub.error) return errorJson(statusOf(pub.error.code), pub.error.message);
  const publicUrl = (pub.data as { public_url: string | null }).public_url ?? null;

  // Kept when the server already stored and recorded it (the PDF of a sent quotation never
  // changes); otherwise rendered, stored as the service role and recorded with its SHA-256.
  const stored = await storeServerDocument(
    q.pdf_path as string,
    async () =>
      renderSalesPdf(
        quotationToSalesDocument(q, {
          publicUrl,
          logoDataUrl: await logoDataUrl(client, q.company.logo_path),
        }),
      ),
    { madeFor: callerId(token) },
  );
  if (!stored.ok) return errorJson(422, `The PDF could not be stored: ${stored.message}`);

  const queued = await client.rpc('queue_quotation_email', {
    quotation_id: id,
    to_addresses: to,
    cc_addresses: cc,
    public_url: publicUrl,
  });
  if (queued.error) return errorJson(statusOf(queued.error.code), queued.error.message);
  return json({ email_id: queued.data, number: q.number, revision: q.revision, public_url: publicUrl });
}

Deno.serve(handler);
