// POST /functions/v1/payments-webhook?provider=sandbox|mpesa|stripe — providers' callbacks (no session: each is
// checked the way its provider documents: the sandbox's and Stripe's HMAC signature with a 5-minute tolerance,
// M-Pesa's by asking Daraja for the transaction's status). A verified event goes to public.settle_payment_intent, which
// credits a payment once whatever the number of deliveries. Bodies above 64 KB, unknown providers, bad JSON and
// bad signatures are answered 4xx in words (no stack trace) and every refusal is logged in payment_events.
//   200 { received: true, status, result }   (M-Pesa gets Daraja's { ResultCode: 0, ResultDesc })
// &c2b=validation|confirmation (ADR 064): M-Pesa C2B, a payment to the pay-bill with the invoice number as the
// account (Daraja: &key=<secret c2b_key>; the sandbox: signed). Validation answers Daraja's accept/reject;
// a confirmation is credited once through record_c2b_payment → settle_payment_intent, or held for staff.
// &reversal=result|timeout (mpesa, ADR 079): the result of a refund asked through Daraja's Reversal API.

import type { SupabaseClient } from '@supabase/supabase-js';
import { errorJson, json } from '#kernel-functions/http.ts';
import type { PaymentAdapter, ProviderConfig } from '#payments-functions/adapter.ts';
import { parseReversalResult, reversalKeyOk } from '#payments-functions/daraja.ts';
import {
  adapterFor,
  logRejection,
  providerConfig,
  recordC2B,
  serviceClient,
  settle,
} from '#payments-functions/server.ts';

const MAX_BYTES = 64 * 1024;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

interface Info {
  remoteAddr?: { hostname?: string };
}

async function c2b(
  db: SupabaseClient,
  req: Request,
  raw: string,
  adapter: PaymentAdapter,
  config: ProviderConfig,
  remoteAddress: string | null,
) {
  const url = new URL(req.url);
  const stage = url.searchParams.get('c2b');
  const provider = adapter.provider;
  if (!adapter.verifyC2B || (stage !== 'validation' && stage !== 'confirmation'))
    return errorJson(404, `${provider} has no C2B ${stage ?? ''} URL`);
  const checked = await adapter.verifyC2B(raw, req.headers, { url, remoteAddress }, config);
  if (!checked.ok) {
    await logRejection(
      db,
      provider,
      `C2B ${stage}: ${checked.reason}`,
      undefined,
      checked.body ?? raw.slice(0, 2000),
    );
    return errorJson(checked.status, checked.reason);
  }
  if (stage === 'validation') {
    const answer = await db.rpc('c2b_account_check', {
      account: checked.payment.account,
      amount: checked.payment.amount,
    });
    return answer.error
      ? json({ ResultCode: 'C2B00016', ResultDesc: 'Rejected' })
      : json(answer.data as Record<string, unknown>);
  }
  const recorded = await recordC2B(db, provider, checked.payment);
  if (recorded.error) {
    await logRejection(
      db,
      provider,
      `C2B confirmation: ${recorded.error.message}`,
      undefined,
      checked.payment.body,
    );
    // Daraja retries what is not acknowledged: a bad message is refused (4xx), a failure asks for a retry (5xx).
    return errorJson(
      recorded.error.code === '22023' ? 422 : 500,
      'The payment could not be recorded: send it again',
    );
  }
  const answer = recorded.data as { status: string; result: string };
  if (provider === 'mpesa') return json({ ResultCode: 0, ResultDesc: 'Success' });
  return json({ received: true, status: answer.status, result: answer.result });
}

/**
 * &reversal=result|timeout&refund=<id>&key=<key> (mpesa, ADR 079): Daraja's answer to a reversal we asked for.
 * Believed only with the key made for that refund and naming the conversation the request started; a success
 * books the refund once (apply_payment_refund), a replay changes nothing, a failure marks it failed.
 */
async function reversal(db: SupabaseClient, url: URL, raw: string, config: ProviderConfig) {
  const stage = url.searchParams.get('reversal');
  const refundId = url.searchParams.get('refund') ?? '';
  if (!UUID.test(refundId) || !(await reversalKeyOk(config, refundId, url.searchParams.get('key') ?? ''))) {
    await logRejection(db, 'mpesa', 'Reversal result: a wrong or missing key', undefined, raw.slice(0, 2000));
    return errorJson(401, 'This reversal result is not for this server');
  }
  let body: unknown;
  try {
    body = JSON.parse(raw);
  } catch {
    return errorJson(400, 'The body is not JSON');
  }
  if (stage === 'timeout') {
    await logRejection(
      db,
      'mpesa',
      'Reversal queue timeout: M-Pesa may send the result later',
      undefined,
      body,
    );
    return json({ ResultCode: 0, ResultDesc: 'Accepted' });
  }
  const result = parseReversalResult(body);
  if (stage !== 'result' || !result) {
    await logRejection(db, 'mpesa', 'Not a reversal result', undefined, body);
    return errorJson(422, 'Not a reversal result');
  }
  const ok = result.resultCode === '0';
  const recorded = await db.rpc('record_payment_refund_result', {
    p: {
      refund_id: refundId,
      ok,
      conversation_id: result.conversationId,
      provider_refund_reference: result.transactionId,
      note: ok ? null : `M-Pesa: ${result.resultDesc || result.resultCode}`,
    },
  });
  if (recorded.error) {
    await logRejection(db, 'mpesa', `Reversal result refused: ${recorded.error.message}`, undefined, body);
    return errorJson(recorded.error.code === '22023' ? 401 : 500, recorded.error.message);
  }
  const row = recorded.data as { status: string };
  if (row.status === 'provider_done') {
    const booked = await db.rpc('apply_payment_refund', { refund_id: refundId });
    if (booked.error) return errorJson(500, 'The reversal could not be booked: send it again');
  }
  return json({ ResultCode: 0, ResultDesc: 'Accepted' });
}

async function handler(req: Request, info?: Info): Promise<Response> {
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
  if (provider === 'mpesa' && new URL(req.url).searchParams.has('reversal'))
    return reversal(db, new URL(req.url), raw, config);
  if (new URL(req.url).searchParams.has('c2b'))
    return c2b(db, req, raw, adapter, config, info?.remoteAddr?.hostname ?? null);
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
