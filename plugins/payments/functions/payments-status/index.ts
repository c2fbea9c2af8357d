// POST /functions/v1/payments-status { token } — the payer's page asking where its payment stands (no session;
// the intent's public token is the key). While the intent is pending for more than 10 seconds, the provider is
// asked (a lost callback is found here: the sandbox's decision, or M-Pesa's STK push query) and a final answer
// goes through the one settle path. Answers public.payment_intent_status.
import { preflight } from '#kernel-functions/cors.ts';
import { errorJson, json, linkStatus, readJsonObject } from '#kernel-functions/http.ts';
import { checkWithProvider, INTENT_FOR_CHECK } from '#payments-functions/reconcile.ts';
import { serviceClient } from '#payments-functions/server.ts';

async function handler(req: Request): Promise<Response> {
  const early = preflight(req);
  if (early) return early;
  if (req.method !== 'POST') return errorJson(405, 'Use POST');
  const body = await readJsonObject(req);
  const token = typeof body?.token === 'string' ? body.token : '';
  const db = serviceClient();
  const read = () => db.rpc('payment_intent_status', { token });
  const first = await read();
  if (first.error) return errorJson(linkStatus(first.error.code), first.error.message);
  const s = first.data as { status: string; provider: string; created_at: string };
  if (s.status !== 'pending' || Date.now() - Date.parse(s.created_at) < 10_000) return json(first.data);

  const r = await db.from('payment_intents').select(INTENT_FOR_CHECK).eq('public_token', token).maybeSingle();
  // The same question as the staff's "Check now" (_shared/reconcile.ts); it never throws, its note says why.
  if (r.data) await checkWithProvider(db, r.data);
  const again = await read();
  return again.error ? json(first.data) : json(again.data);
}

Deno.serve(handler);
