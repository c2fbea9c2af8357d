// Stripe Checkout, written against Stripe's documented HTTP API (form-encoded, `Authorization: Bearer sk_…`):
//   POST {base}/v1/checkout/sessions   mode=payment, one line of the intent's amount → { id: 'cs_…', url }
//   GET  {base}/v1/checkout/sessions/{id}   → { status: open | complete | expired, payment_status, amount_total, … }
//   POST {base}/v1/refunds   payment_intent=pi_…
//   webhook: `Stripe-Signature: t=<unix>,v1=<HMAC-SHA256 hex of "t.payload">` with the endpoint's whsec_ secret,
//   checked with a 5-minute tolerance; events checkout.session.completed / async_payment_succeeded (paid),
//   async_payment_failed, expired.
import type {
  Outcome,
  PaymentAdapter,
  ProviderConfig,
  StatusResult,
  VerifiedEvent,
  VerifyResult,
} from './adapter.ts';
import { reasonFor } from './adapter.ts';
import { verifySandboxSignature } from './sandbox.ts';

export const STRIPE_BASE_URL = 'https://api.stripe.com';
type Fetch = typeof fetch;

interface StripeSession {
  id: string;
  url?: string | null;
  status?: 'open' | 'complete' | 'expired';
  payment_status?: 'paid' | 'unpaid' | 'no_payment_required';
  amount_total?: number | null;
  currency?: string | null;
  payment_intent?: string | null;
}

function keyOf(config: ProviderConfig) {
  const key = config.secrets.secret_key;
  if (!key) throw new Error('Stripe is missing its secret key');
  return key;
}
const baseOf = (config: ProviderConfig) =>
  typeof config.settings.base_url === 'string' && config.settings.base_url
    ? config.settings.base_url.replace(/\/+$/, '')
    : STRIPE_BASE_URL;

async function call<T = Record<string, unknown>>(
  config: ProviderConfig,
  f: Fetch,
  method: 'GET' | 'POST',
  path: string,
  form?: URLSearchParams,
  idempotencyKey?: string,
): Promise<T> {
  const res = await f(`${baseOf(config)}${path}`, {
    method,
    headers: {
      Authorization: `Bearer ${keyOf(config)}`,
      ...(form ? { 'Content-Type': 'application/x-www-form-urlencoded' } : {}),
      // Stripe's documented Idempotency-Key: a retried refund request is answered with the first refund.
      ...(idempotencyKey ? { 'Idempotency-Key': idempotencyKey } : {}),
    },
    body: form?.toString(),
    signal: AbortSignal.timeout(20_000),
  });
  const body = (await res.json().catch(() => ({}))) as Record<string, unknown> & {
    error?: { message?: string };
  };
  if (!res.ok)
    throw new Error(`Stripe refused (HTTP ${res.status}): ${body.error?.message ?? 'no reason given'}`);
  // Stripe's documented object for this path (the adapter reads the few fields it needs, each checked).
  return body as T;
}

/** Minor units (cents) of a decimal amount text, exact. */
export function minorUnits(amount: string): number {
  const [whole, frac = ''] = amount.split('.');
  return Number(whole) * 100 + Number((frac + '00').slice(0, 2));
}

function eventOf(session: StripeSession, outcome: Outcome, body: unknown): VerifiedEvent {
  return {
    providerReference: session.id,
    outcome,
    transactionId: outcome === 'succeeded' ? (session.payment_intent ?? session.id) : null,
    amount: typeof session.amount_total === 'number' ? (session.amount_total / 100).toFixed(2) : null,
    currency: session.currency ? session.currency.toUpperCase() : null,
    reason: outcome === 'succeeded' ? null : reasonFor(outcome, null),
    body,
  };
}

export function stripeAdapter(f: Fetch = fetch): PaymentAdapter {
  return {
    provider: 'stripe',
    async start(intent, config, ctx) {
      const site = (ctx.siteUrl ?? '').replace(/\/+$/, '');
      const form = new URLSearchParams({
        mode: 'payment',
        'line_items[0][quantity]': '1',
        'line_items[0][price_data][currency]': intent.currency.toLowerCase(),
        'line_items[0][price_data][unit_amount]': String(minorUnits(Number(intent.amount).toFixed(2))),
        'line_items[0][price_data][product_data][name]': `Invoice ${intent.invoice_number}`,
        client_reference_id: intent.id,
        'metadata[intent]': intent.id,
        success_url: `${site}/payment/callback?intent=${intent.public_token}`,
        cancel_url: `${site}/payment/callback?intent=${intent.public_token}`,
        expires_at: String(Math.floor(Date.now() / 1000) + 30 * 60 + 60),
      });
      const s = await call<StripeSession>(config, f, 'POST', '/v1/checkout/sessions', form);
      if (!s.id || !s.url) throw new Error('Stripe did not open a checkout');
      return { kind: 'redirect', providerReference: s.id, redirectPath: s.url };
    },
    async verify(raw, headers, config): Promise<VerifyResult> {
      const secret = config.secrets.webhook_secret;
      if (!secret) return { ok: false, status: 401, reason: 'Stripe has no webhook secret set' };
      const problem = await verifySandboxSignature(secret, raw, headers.get('stripe-signature'));
      if (problem) return { ok: false, status: 401, reason: problem, body: raw.slice(0, 2000) };
      let event: { type?: string; data?: { object?: StripeSession } };
      try {
        event = JSON.parse(raw);
      } catch {
        return { ok: false, status: 400, reason: 'The body is not JSON' };
      }
      const session = event.data?.object;
      if (!session?.id) return { ok: false, status: 422, reason: 'Not a Stripe event with an object' };
      const body = { type: event.type, session };
      switch (event.type) {
        case 'checkout.session.completed':
        case 'checkout.session.async_payment_succeeded':
          return session.payment_status === 'paid'
            ? { ok: true, event: eventOf(session, 'succeeded', body) }
            : {
                ok: 'ignored',
                reason: `Checkout completed, payment ${session.payment_status}`,
                providerReference: session.id,
              };
        case 'checkout.session.async_payment_failed':
          return { ok: true, event: eventOf(session, 'failed', body) };
        case 'checkout.session.expired':
          return { ok: true, event: eventOf(session, 'expired', body) };
        default:
          return {
            ok: 'ignored',
            reason: `Event ${event.type} is not acted on`,
            providerReference: session.id,
          };
      }
    },
    async queryStatus(intent, config): Promise<StatusResult> {
      if (!intent.provider_reference) return { final: false, note: 'Not started at Stripe' };
      const s = await call<StripeSession>(
        config,
        f,
        'GET',
        `/v1/checkout/sessions/${encodeURIComponent(intent.provider_reference)}`,
      );
      if (s.status === 'complete' && s.payment_status === 'paid')
        return { final: true, event: eventOf(s, 'succeeded', { queried: true, session: s }) };
      if (s.status === 'expired')
        return { final: true, event: eventOf(s, 'expired', { queried: true, session: s }) };
      return { final: false, note: `Checkout ${s.status ?? 'open'}` };
    },
    refund: async (intent, config, refund) => {
      if (!intent.provider_reference) return { ok: false, note: 'Not started at Stripe' };
      const s = await call<StripeSession>(
        config,
        f,
        'GET',
        `/v1/checkout/sessions/${encodeURIComponent(intent.provider_reference)}`,
      );
      if (!s.payment_intent) return { ok: false, note: 'Nothing was paid' };
      const r = await call<{ id?: string; status?: string; failure_reason?: string }>(
        config,
        f,
        'POST',
        '/v1/refunds',
        new URLSearchParams({ payment_intent: s.payment_intent, amount: String(minorUnits(refund.amount)) }),
        `refund-${refund.key}`,
      );
      if (r.status === 'failed' || r.status === 'canceled')
        return { ok: false, note: `Stripe did not refund: ${r.failure_reason ?? r.status}`, reference: r.id };
      return { ok: true, note: `Refund ${r.status ?? 'requested'} at Stripe`, reference: r.id ?? null };
    },
    async testConnection(config) {
      try {
        await call(config, f, 'GET', '/v1/balance');
        return { ok: true, message: `Connected to Stripe (${config.mode}): the secret key works` };
      } catch (e) {
        return { ok: false, message: (e as Error).message };
      }
    },
  };
}
