// POST /functions/v1/payments-admin — the superadmin's payment console (Settings "Test connection" and
// /dashboard/payment-testing). The caller must be a superadmin; the work is done by the real handlers:
//   { action: 'test-connection', provider }                     → { ok, message }
//   { action: 'rehearse', scenario, invoice_id?, amount? }      → { intent_id, invoice_id, deliveries }
//       scenario: success | failure | cancel | duplicate | out-of-order | timeout | bad-signature | wrong-amount
//                 | unknown-reference. Without invoice_id a test invoice of a test customer is issued (no real
//                 customer's balance changes unless the superadmin chose a real invoice, confirmed on screen).
//   { action: 'check-status', intent_id }                       → asks the provider (_shared/reconcile.ts, as
//                                                                  "Check now"): { asked, status, credited, note }
//   { action: 'c2b', account?, amount?, repeat?, trans_id?, garble? } → the sandbox posts an M-Pesa C2B confirmation
//   { action: 'register-c2b' }                                  → M-Pesa: a new C2B key, the URLs registered
//   { action: 'replay', event_id }                              → the webhook's answer to the logged body again

import type { SupabaseClient } from '@supabase/supabase-js';
import { preflight } from '#kernel-functions/cors.ts';
import { bearer, errorJson, json, readJsonObject } from '#kernel-functions/http.ts';
import { darajaSettings, darajaTimestamp, registerC2BUrls } from '#payments-functions/daraja.ts';
import { checkWithProvider, INTENT_FOR_CHECK } from '#payments-functions/reconcile.ts';
import { sandboxTransactionId } from '#payments-functions/sandbox.ts';
import {
  deliverC2B,
  deliverCallback,
  sandboxDecide,
  sandboxIntent,
} from '#payments-functions/sandbox-deliver.ts';
import {
  adapterFor,
  callerClient,
  providerConfig,
  serviceClient,
  webhookUrl,
} from '#payments-functions/server.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const SCENARIOS = [
  'success',
  'failure',
  'cancel',
  'duplicate',
  'out-of-order',
  'timeout',
  'bad-signature',
  'wrong-amount',
  'unknown-reference',
] as const;
type Scenario = (typeof SCENARIOS)[number];
const TEST_CUSTOMER = 'Payment rehearsals (test customer)';

async function testInvoice(caller: SupabaseClient): Promise<string> {
  let c = await caller.from('customers').select('id').eq('name', TEST_CUSTOMER).limit(1).maybeSingle();
  if (!c.data) c = await caller.from('customers').insert({ name: TEST_CUSTOMER }).select('id').single();
  if (c.error || !c.data) throw new Error(`The test customer could not be made: ${c.error?.message}`);
  const saved = await caller.rpc('save_invoice_draft', {
    invoice_id: null,
    draft: {
      customer_id: c.data.id,
      lines: [{ description: 'Payment rehearsal', quantity: '1', unit_price: '1000', tax_code: 'EXEMPT' }],
    },
  });
  if (saved.error) throw new Error(`The test invoice could not be made: ${saved.error.message}`);
  const issued = await caller.rpc('issue_invoice', { invoice_id: saved.data.id });
  if (issued.error) throw new Error(`The test invoice could not be issued: ${issued.error.message}`);
  return saved.data.id as string;
}

async function rehearse(db: SupabaseClient, caller: SupabaseClient, body: Record<string, unknown>) {
  const scenario = body.scenario as Scenario;
  if (!SCENARIOS.includes(scenario)) return errorJson(400, `Choose a scenario: ${SCENARIOS.join(', ')}`);
  const invoiceId =
    typeof body.invoice_id === 'string' && UUID.test(body.invoice_id)
      ? body.invoice_id
      : await testInvoice(caller);
  const made = await db.rpc('create_payment_intent', {
    p: {
      test: true,
      invoice_id: invoiceId,
      amount: typeof body.amount === 'string' && body.amount ? body.amount : null,
      provider: 'sandbox',
      sandbox_behaviour: {
        repeat: scenario === 'duplicate' ? 5 : 1,
        garble: scenario === 'bad-signature',
        drop: scenario === 'timeout',
        wrong_amount: scenario === 'wrong-amount',
      },
    },
  });
  if (made.error) return errorJson(422, made.error.message);
  const config = await providerConfig(db, 'sandbox');
  const secret = config?.secrets.signing_secret ?? '';
  const intent = await sandboxIntent(db, made.data.provider_reference as string);
  if (!intent) return errorJson(500, 'The test payment could not be read back');
  const outcome = scenario === 'failure' ? 'failed' : scenario === 'cancel' ? 'cancelled' : 'succeeded';
  let deliveries: unknown[] = [];
  if (scenario === 'unknown-reference') {
    deliveries = [
      await deliverCallback(secret, {
        reference: `SBX-UNKNOWN${intent.provider_reference.slice(-5)}`,
        outcome: 'succeeded',
        transaction_id: 'SBTUNKNOWN',
        amount: Number(intent.amount).toFixed(2),
        currency: intent.currency,
      }),
    ];
  } else {
    const done = await sandboxDecide(db, secret, intent, outcome);
    deliveries = done.deliveries;
    if (scenario === 'out-of-order') {
      // A late "failed" after the success (or a second success after a failure): nothing changes.
      deliveries.push(
        await deliverCallback(secret, {
          reference: intent.provider_reference,
          outcome: 'failed',
          transaction_id: null,
          amount: Number(intent.amount).toFixed(2),
          currency: intent.currency,
        }),
      );
    }
  }
  return json({ intent_id: intent.id, invoice_id: invoiceId, scenario, deliveries });
}

/**
 * Payment testing's C2B rehearsal (ADR 064): the sandbox plays Daraja posting a pay-bill confirmation (its
 * documented fields, signed as the sandbox signs), `repeat` times at once. The account is a new test invoice's
 * number unless the superadmin typed one (a real invoice only after the screen's confirmation; an unknown one to
 * see it held).
 */
async function rehearseC2B(db: SupabaseClient, caller: SupabaseClient, body: Record<string, unknown>) {
  const amount =
    typeof body.amount === 'string' && /^\d+(\.\d{1,2})?$/.test(body.amount) ? body.amount : '1000';
  let account = typeof body.account === 'string' ? body.account.trim() : '';
  let invoiceId: string | null = null;
  if (!account) {
    invoiceId = await testInvoice(caller);
    const inv = await db.from('invoices').select('number').eq('id', invoiceId).single();
    account = inv.data?.number ?? '';
  }
  const transId = typeof body.trans_id === 'string' && body.trans_id ? body.trans_id : sandboxTransactionId();
  const message = {
    TransactionType: 'Pay Bill',
    TransID: transId,
    TransTime: darajaTimestamp(),
    TransAmount: amount,
    BusinessShortCode: '600000',
    BillRefNumber: account,
    InvoiceNumber: '',
    OrgAccountBalance: '',
    ThirdPartyTransID: '',
    MSISDN: '254708374149',
    FirstName: 'Sandbox',
    MiddleName: '',
    LastName: 'Payer',
  };
  const config = await providerConfig(db, 'sandbox');
  const times = Math.min(Math.max(1, Math.floor(Number(body.repeat ?? 1))), 20);
  const deliveries = await Promise.all(
    Array.from({ length: times }, () =>
      deliverC2B(config?.secrets.signing_secret ?? '', message, body.garble === true),
    ),
  );
  const it = await db
    .from('payment_intents')
    .select('id')
    .eq('provider', 'sandbox')
    .eq('provider_reference', `c2b:${transId.toUpperCase()}`)
    .maybeSingle();
  return json({
    trans_id: transId,
    account,
    invoice_id: invoiceId,
    intent_id: it.data?.id ?? null,
    deliveries,
  });
}

/** M-Pesa: a fresh secret key for the C2B URLs (never shown), then the URLs registered with Daraja. */
async function registerC2B(db: SupabaseClient, caller: SupabaseClient) {
  const key = Array.from(crypto.getRandomValues(new Uint8Array(24)), (b) =>
    b.toString(16).padStart(2, '0'),
  ).join('');
  const saved = await caller.rpc('set_payment_provider', {
    p: { provider: 'mpesa', secrets: { c2b_key: key } },
  });
  if (saved.error) return errorJson(422, saved.error.message);
  const config = await providerConfig(db, 'mpesa');
  const s = config ? darajaSettings(config) : 'M-Pesa is not set up';
  if (typeof s === 'string') return errorJson(422, s);
  const base = `${webhookUrl('mpesa', config ?? undefined)}&key=${key}`;
  const result = await registerC2BUrls(s, {
    confirmationUrl: `${base}&c2b=confirmation`,
    validationUrl: `${base}&c2b=validation`,
  });
  await db.rpc('record_payment_provider_test', {
    provider: 'mpesa',
    result: `${result.ok ? 'OK' : 'Failed'}: ${result.message}`,
  });
  return json(result);
}

/** Payment testing's "Check status with the provider": the same question as the staff's "Check now". */
async function checkStatus(db: SupabaseClient, intentId: string) {
  const r = await db.from('payment_intents').select(INTENT_FOR_CHECK).eq('id', intentId).maybeSingle();
  if (!r.data) return errorJson(404, 'There is no such payment');
  return json(await checkWithProvider(db, r.data));
}

async function replay(db: SupabaseClient, eventId: number) {
  const r = await db.from('payment_events').select('provider, kind, body').eq('id', eventId).maybeSingle();
  if (!r.data) return errorJson(404, 'There is no such event');
  if (r.data.kind !== 'callback' && r.data.kind !== 'rejected')
    return errorJson(400, 'Only callbacks can be replayed');
  // A C2B confirmation (ADR 064) goes back to the C2B URL, with M-Pesa's key; a callback to the webhook.
  const c2b = typeof (r.data.body as { TransID?: unknown } | null)?.TransID === 'string';
  const config = await providerConfig(db, r.data.provider);
  if (r.data.provider === 'sandbox') {
    const secret = config?.secrets.signing_secret ?? '';
    return json({
      replayed: c2b ? await deliverC2B(secret, r.data.body) : await deliverCallback(secret, r.data.body),
    });
  }
  const key = encodeURIComponent(config?.secrets.c2b_key ?? '');
  const res = await fetch(
    `${Deno.env.get('SUPABASE_URL')}/functions/v1/payments-webhook?provider=${encodeURIComponent(r.data.provider)}${c2b ? `&c2b=confirmation&key=${key}` : ''}`,
    { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(r.data.body) },
  );
  return json({ replayed: { status: res.status, answer: await res.json().catch(() => null) } });
}

async function handler(req: Request): Promise<Response> {
  const early = preflight(req);
  if (early) return early;
  if (req.method !== 'POST') return errorJson(405, 'Use POST');
  const token = bearer(req);
  if (!token) return errorJson(401, 'Sign in first');
  const caller = callerClient(token);
  const role = await caller.rpc('has_role', { min_role: 'superadmin' });
  if (role.error || role.data !== true) return errorJson(403, 'Only a superadmin can use payment testing');
  const body = await readJsonObject(req);
  if (body === null) return errorJson(400, 'The body must be a JSON object');
  const db = serviceClient();
  try {
    switch (body.action) {
      case 'test-connection': {
        const provider = String(body.provider ?? '');
        const adapter = adapterFor(provider);
        const config = await providerConfig(db, provider);
        if (!adapter || !config) return errorJson(404, 'No such payment provider');
        const result = await adapter.testConnection(config);
        await db.rpc('record_payment_provider_test', {
          provider,
          result: `${result.ok ? 'OK' : 'Failed'}: ${result.message}`,
        });
        return json(result);
      }
      case 'rehearse':
        return await rehearse(db, caller, body);
      case 'c2b':
        return await rehearseC2B(db, caller, body);
      case 'register-c2b':
        return await registerC2B(db, caller);
      case 'check-status':
        if (typeof body.intent_id !== 'string' || !UUID.test(body.intent_id))
          return errorJson(400, 'Say which payment');
        return await checkStatus(db, body.intent_id);
      case 'replay':
        if (!Number.isInteger(body.event_id)) return errorJson(400, 'Say which event');
        return await replay(db, body.event_id as number);
      default:
        return errorJson(400, 'Unknown action');
    }
  } catch (e) {
    return errorJson(502, (e as Error).message);
  }
}

Deno.serve(handler);
