// POST /functions/v1/payments-staff — online payments for admins (/dashboard/payments, ADR 061):
//   { action: 'check', intent_id }                         → asks the provider about one pending payment
//   { action: 'reconcile', older_than_minutes? }           → asks about every payment pending longer (default 2)
//   { action: 'refund', intent_id, amount, reason, key }   → refunds at the provider and books it, once per key
//                                                            (M-Pesa: Daraja's reversal; booked by its result callback)
// The caller must be an admin; 'reconcile' also takes the service role key (a scheduler: pg_cron + pg_net on a
// hosted project, or cron with curl — README). Held payments are resolved by the RPC resolve_held_payment
// directly (no provider is asked).
import type { SupabaseClient } from '@supabase/supabase-js';
import { preflight } from '#kernel-functions/cors.ts';
import { bearer, errorJson, json, readJsonObject } from '#kernel-functions/http.ts';
import type { ProviderConfig } from '#payments-functions/adapter.ts';
import { reversalKey } from '#payments-functions/daraja.ts';
import { checkWithProvider, INTENT_FOR_CHECK, reconcileStuck } from '#payments-functions/reconcile.ts';
import {
  adapterFor,
  callerClient,
  providerConfig,
  serviceClient,
  webhookUrl,
} from '#payments-functions/server.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** A refund left "requested" this long (the function stopped mid-way) may be sent to the provider again. */
const STALE_REQUEST_MS = 60_000;

function subjectOf(token: string): string | null {
  try {
    const part = token.split('.')[1] ?? '';
    const claims = JSON.parse(atob(part.replace(/-/g, '+').replace(/_/g, '/'))) as { sub?: unknown };
    return typeof claims.sub === 'string' && UUID.test(claims.sub) ? claims.sub : null;
  } catch {
    return null;
  }
}

async function check(db: SupabaseClient, intentId: string, actor: string | null) {
  const r = await db.from('payment_intents').select(INTENT_FOR_CHECK).eq('id', intentId).maybeSingle();
  if (!r.data) return errorJson(404, 'There is no such payment');
  const answer = await checkWithProvider(db, r.data);
  if (answer.asked && answer.status === 'pending')
    await db.rpc('log_payment_event', {
      p: { intent_id: intentId, provider: r.data.provider, kind: 'poll', result: answer.note, actor },
    });
  return json(answer);
}

/** Where Daraja posts a reversal's result (and its queue timeout): the webhook, with a key for this refund only. */
async function reversalUrls(config: ProviderConfig, refundId: string) {
  const url = (stage: string) => {
    const u = new URL(webhookUrl('mpesa', config));
    u.searchParams.set('provider', 'mpesa');
    u.searchParams.set('refund', refundId);
    u.searchParams.set('key', key);
    u.searchParams.set('reversal', stage);
    return u.toString();
  };
  const key = await reversalKey(config.secrets.consumer_secret ?? '', refundId);
  return { resultUrl: url('result'), timeoutUrl: url('timeout') };
}

interface RefundRow {
  id: string;
  intent_id: string;
  status: 'requested' | 'provider_done' | 'succeeded' | 'failed';
  amount: string | number;
  created: boolean;
  requested_at: string;
  note: string | null;
  provider_refund_reference: string | null;
}

async function refund(db: SupabaseClient, caller: SupabaseClient, body: Record<string, unknown>) {
  if (typeof body.intent_id !== 'string' || !UUID.test(body.intent_id))
    return errorJson(400, 'Say which payment');
  const asked = await caller.rpc('request_payment_refund', {
    p: { intent_id: body.intent_id, amount: body.amount, reason: body.reason, key: body.key },
  });
  if (asked.error) return errorJson(422, asked.error.message);
  let row = asked.data as RefundRow;
  // A refund the provider accepted and answers later (M-Pesa's reversal, ADR 079) is never sent again.
  const resend =
    row.status === 'requested' &&
    !row.provider_refund_reference &&
    (row.created || Date.now() - Date.parse(row.requested_at) > STALE_REQUEST_MS);
  if (row.status === 'requested' && row.provider_refund_reference)
    return json({
      refund: row,
      message: 'M-Pesa is reversing the payment: the refund is booked when Safaricom confirms it',
    });
  if (row.status === 'requested' && !resend)
    return json({
      refund: row,
      message: 'This refund is being sent to the provider: check again in a moment',
    });

  if (resend) {
    const it = await db
      .from('payment_intents')
      .select('id, public_token, amount, currency, phone, provider, provider_reference, transaction_id')
      .eq('id', row.intent_id)
      .single();
    const adapter = it.data ? adapterFor(it.data.provider) : null;
    const config = it.data ? await providerConfig(db, it.data.provider) : null;
    let result: { ok: boolean; note: string; reference?: string | null; pending?: boolean };
    if (!it.data || !adapter?.refund || !config) {
      result = { ok: false, note: 'This provider cannot refund through its API: refund by hand' };
    } else {
      try {
        result = await adapter.refund(
          { ...it.data, amount: Number(it.data.amount).toFixed(2), invoice_number: '' },
          config,
          {
            amount: Number(row.amount).toFixed(2),
            key: row.id,
            ...(it.data.provider === 'mpesa' && { ...(await reversalUrls(config, row.id)) }),
          },
        );
      } catch (e) {
        result = { ok: false, note: (e as Error).message };
      }
    }
    const recorded = await db.rpc('record_payment_refund_result', {
      p: {
        refund_id: row.id,
        ok: result.ok,
        provider_refund_reference: result.reference ?? null,
        note: result.note,
        pending: result.pending === true,
      },
    });
    if (recorded.error)
      return errorJson(500, `The provider's answer could not be kept: ${recorded.error.message}`);
    row = recorded.data as RefundRow;
    if (result.pending)
      return json({
        refund: row,
        message: 'M-Pesa is reversing the payment: the refund is booked when Safaricom confirms it',
      });
  }
  if (row.status === 'failed')
    return errorJson(422, `The refund did not go through: ${row.note ?? 'the provider refused it'}`, {
      refund: row,
    });
  if (row.status === 'provider_done') {
    const booked = await caller.rpc('apply_payment_refund', { refund_id: row.id });
    if (booked.error)
      return errorJson(
        422,
        `The provider refunded, but the books were not updated: ${booked.error.message}`,
        {
          refund: row,
        },
      );
    row = booked.data as RefundRow;
  }
  return json({ refund: row, message: 'Refunded' });
}

async function handler(req: Request): Promise<Response> {
  const early = preflight(req);
  if (early) return early;
  if (req.method !== 'POST') return errorJson(405, 'Use POST');
  const token = bearer(req);
  if (!token) return errorJson(401, 'Sign in first');
  const body = await readJsonObject(req);
  if (body === null) return errorJson(400, 'The body must be a JSON object');
  const db = serviceClient();
  const scheduler = token === Deno.env.get('SUPABASE_SERVICE_ROLE_KEY');
  const minutes = Number(body.older_than_minutes ?? 2);
  if (scheduler) {
    if (body.action !== 'reconcile') return errorJson(403, 'The service key may only reconcile');
    if (!Number.isFinite(minutes) || minutes < 0)
      return errorJson(400, 'older_than_minutes is a number of minutes');
    return json(await reconcileStuck(db, minutes));
  }
  const caller = callerClient(token);
  const role = await caller.rpc('has_role', { min_role: 'admin' });
  if (role.error || role.data !== true) return errorJson(403, 'Only an admin can manage online payments');
  const actor = subjectOf(token);
  try {
    switch (body.action) {
      case 'check':
        if (typeof body.intent_id !== 'string' || !UUID.test(body.intent_id))
          return errorJson(400, 'Say which payment');
        return await check(db, body.intent_id, actor);
      case 'reconcile':
        if (!Number.isFinite(minutes) || minutes < 0)
          return errorJson(400, 'older_than_minutes is a number of minutes');
        return json(await reconcileStuck(db, minutes));
      case 'refund':
        return await refund(db, caller, body);
      default:
        return errorJson(400, 'Unknown action');
    }
  } catch (e) {
    return errorJson(502, (e as Error).message);
  }
}

Deno.serve(handler);
