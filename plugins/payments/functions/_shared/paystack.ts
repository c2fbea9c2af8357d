// Paystack, written against its documented HTTP API (JSON, `Authorization: Bearer sk_…`):
//   POST {base}/transaction/initialize  { email, amount (subunits), currency, reference, callback_url }
//        → { status: true, data: { authorization_url, access_code, reference } }
//   GET  {base}/transaction/verify/{reference} → { status: true, data: { status: success | failed | abandoned | …,
//        reference, amount, currency, id, gateway_response } }
//   POST {base}/refund { transaction }
//   webhook: `x-paystack-signature` = HMAC-SHA512 hex of the raw body with the secret key; event charge.success.
// The reference is ours (PSK-…), so the intent has it before Paystack answers.
import type {
  Outcome,
  PaymentAdapter,
  ProviderConfig,
  StatusResult,
  VerifiedEvent,
  VerifyResult,
} from './adapter.ts';
import { reasonFor } from './adapter.ts';
import { minorUnits } from './stripe.ts';

export const PAYSTACK_BASE_URL = 'https://api.paystack.co';
type Fetch = typeof fetch;

interface Transaction {
  status?: string;
  reference?: string;
  amount?: number;
  currency?: string;
  id?: number | string;
  gateway_response?: string;
}

const baseOf = (config: ProviderConfig) =>
  typeof config.settings.base_url === 'string' && config.settings.base_url
    ? config.settings.base_url.replace(/\/+$/, '')
    : PAYSTACK_BASE_URL;

function keyOf(config: ProviderConfig) {
  const key = config.secrets.secret_key;
  if (!key) throw new Error('Paystack is missing its secret key');
  return key;
}

async function call<T>(
  config: ProviderConfig,
  f: Fetch,
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
): Promise<T> {
  const res = await f(`${baseOf(config)}${path}`, {
    method,
    headers: { Authorization: `Bearer ${keyOf(config)}`, 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(20_000),
  });
  const answer = (await res.json().catch(() => ({}))) as { status?: boolean; message?: string; data?: T };
  if (!res.ok || answer.status !== true || answer.data === undefined)
    throw new Error(`Paystack refused (HTTP ${res.status}): ${answer.message ?? 'no reason given'}`);
  return answer.data;
}

async function hmacSha512Hex(secret: string, text: string): Promise<string> {
  const enc = new TextEncoder();
  const key = await crypto.subtle.importKey(
    'raw',
    enc.encode(secret),
    { name: 'HMAC', hash: 'SHA-512' },
    false,
    ['sign'],
  );
  const sig = new Uint8Array(await crypto.subtle.sign('HMAC', key, enc.encode(text)));
  return Array.from(sig, (b) => b.toString(16).padStart(2, '0')).join('');
}

function outcomeOf(status: string | undefined): Outcome | null {
  if (status === 'success') return 'succeeded';
  if (status === 'failed' || status === 'reversed') return 'failed';
  if (status === 'abandoned') return 'cancelled';
  return null;
}

function eventOf(t: Transaction, outcome: Outcome, body: unknown): VerifiedEvent {
  return {
    providerReference: String(t.reference),
    outcome,
    transactionId: outcome === 'succeeded' ? String(t.id ?? t.reference) : null,
    amount: typeof t.amount === 'number' ? (t.amount / 100).toFixed(2) : null,
    currency: t.currency ? t.currency.toUpperCase() : null,
    reason: outcome === 'succeeded' ? null : reasonFor(outcome, t.gateway_response ?? null),
    body,
  };
}

export function paystackAdapter(f: Fetch = fetch): PaymentAdapter {
  return {
    provider: 'paystack',
    async start(intent, config, ctx) {
      const reference = intent.provider_reference ?? `PSK-${intent.id}`;
      if (!intent.email) throw new Error('Paystack needs your e-mail address for its receipt');
      const site = (ctx.siteUrl ?? '').replace(/\/+$/, '');
      const data = await call<{ authorization_url?: string; reference?: string }>(
        config,
        f,
        'POST',
        '/transaction/initialize',
        {
          email: intent.email,
          amount: String(minorUnits(Number(intent.amount).toFixed(2))),
          currency: intent.currency,
          reference,
          callback_url: `${site}/payment/callback?intent=${intent.public_token}`,
          metadata: { invoice: intent.invoice_number },
        },
      );
      if (!data.authorization_url) throw new Error('Paystack did not open a payment page');
      return { kind: 'redirect', providerReference: reference, redirectPath: data.authorization_url };
    },
    async verify(raw, headers, config): Promise<VerifyResult> {
      const secret = config.secrets.secret_key;
      if (!secret) return { ok: false, status: 401, reason: 'Paystack has no secret key set' };
      const given = headers.get('x-paystack-signature') ?? '';
      const expected = await hmacSha512Hex(secret, raw);
      if (given.length !== expected.length || given !== expected)
        return { ok: false, status: 401, reason: 'Bad signature', body: raw.slice(0, 2000) };
      let event: { event?: string; data?: Transaction };
      try {
        event = JSON.parse(raw);
      } catch {
        return { ok: false, status: 400, reason: 'The body is not JSON' };
      }
      const t = event.data;
      if (!t?.reference) return { ok: false, status: 422, reason: 'Not a Paystack event with a transaction' };
      if (event.event !== 'charge.success')
        return {
          ok: 'ignored',
          reason: `Event ${event.event} is not acted on`,
          providerReference: t.reference,
        };
      return { ok: true, event: eventOf(t, 'succeeded', { event: event.event, data: t }) };
    },
    async queryStatus(intent, config): Promise<StatusResult> {
      if (!intent.provider_reference) return { final: false, note: 'Not started at Paystack' };
      const t = await call<Transaction>(
        config,
        f,
        'GET',
        `/transaction/verify/${encodeURIComponent(intent.provider_reference)}`,
      );
      const outcome = outcomeOf(t.status);
      return outcome
        ? {
            final: true,
            event: eventOf({ ...t, reference: intent.provider_reference }, outcome, {
              queried: true,
              data: t,
            }),
          }
        : { final: false, note: `Paystack says ${t.status ?? 'pending'}` };
    },
    refund: async (intent, config, refund) => {
      if (!intent.provider_reference) return { ok: false, note: 'Not started at Paystack' };
      // Paystack's amount is in the currency's subunit (kobo, cents), as at initialize.
      const r = await call<{ id?: number | string; status?: string }>(config, f, 'POST', '/refund', {
        transaction: intent.provider_reference,
        amount: minorUnits(refund.amount),
      });
      if (r.status === 'failed')
        return { ok: false, note: 'Paystack did not refund', reference: r.id == null ? null : String(r.id) };
      return {
        ok: true,
        note: `Refund ${r.status ?? 'requested'} at Paystack`,
        reference: r.id == null ? null : String(r.id),
      };
    },
    async testConnection(config) {
      try {
        await call(config, f, 'GET', '/balance');
        return { ok: true, message: `Connected to Paystack (${config.mode}): the secret key works` };
      } catch (e) {
        return { ok: false, message: (e as Error).message };
      }
    },
  };
}
