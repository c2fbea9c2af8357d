// POST /functions/v1/payments-webhook?provider=sandbox|mpesa|stripe — providers' callbacks (no session: each is
// checked the way its provider documents: the sandbox's and Stripe's HMAC signature with a 5-minute tolerance,
// M-Pesa's by asking Daraja for the transaction's status). A verified event goes to public.settle_payment_intent, which
// credits a payment once whatever the number of deliveries. Bodies above 64 KB, unknown providers, bad JSON and
// bad signatures are answered 4xx in words (no stack trace) and every refusal is logged in payment_events.
//   200 { received: true, status, result }   (M-Pesa gets Daraja's { ResultCode: 0, ResultDesc })
import { errorJson, json } from '#kernel-functions/http.ts';
import {
  adapterFor,
  logRejection,
  providerConfig,
  serviceClient,
  settle,
} from '#payments-functions/server.ts';

const MAX_BYTES = 64 * 1024;

async function handler(req: Request): Promise<Response> {
  if (req.method !== 'POST') return errorJson(405, 'Use POST');
  const provider = new URL(req.url).searchParams.get('provider') ?? '';
  const adapter = adapterFor(provider);
  if (!adapter) return errorJson(404, 'No such payment provider');
  const raw = await req.text();
  const db = serviceClient();
  if (raw.length > MAX_BYTES) {
    await logRejection(db, provider, 'body too large', undefined, { size: raw.length });
    return errorJson(413, 'The body is too large');
  }
  const config = await providerConfig(db, provider);
  if (!config) return errorJson(503, 'Payments are not available right now');
  let verified: Awaited<ReturnType<typeof adapter.verify>>;
  try {
    verified = await adapter.verify(raw, req.headers, config);
  } catch (e) {
    await logRejection(
      db,
      provider,
      `could not verify: ${(e as Error).message}`,
      undefined,
      raw.slice(0, 2000),
    );
    return errorJson(503, 'The payment could not be verified right now: send it again later');
  }
  if (verified.ok === 'ignored') {
    await db.rpc('log_payment_event', {
      p: {
        provider,
        provider_reference: verified.providerReference ?? null,
        kind: 'callback',
        result: `Ignored: ${verified.reason}`,
      },
    });
    return json({ received: true, status: 'ignored', result: verified.reason });
  }
  if (!verified.ok) {
    await logRejection(
      db,
      provider,
      verified.reason,
      verified.providerReference,
      verified.body ?? raw.slice(0, 2000),
    );
    return errorJson(verified.status, verified.reason);
  }
  const settled = await settle(db, provider, verified.event, 'callback');
  if (settled.error) {
    console.error('payments-webhook settle', settled.error.message);
    return errorJson(
      settled.error.code === '22023' ? 422 : 500,
      'The payment could not be recorded: send it again',
    );
  }
  const answer = settled.data as { status: string; result: string };
  if (provider === 'mpesa') return json({ ResultCode: 0, ResultDesc: 'Accepted' });
  return json(
    { received: true, status: answer.status, result: answer.result },
    answer.status === 'unknown' ? 404 : 200,
  );
}

Deno.serve(handler);
