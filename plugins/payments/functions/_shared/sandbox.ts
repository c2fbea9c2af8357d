// The sandbox provider (ADR 053): built in, on in the demo data (off on any other new database), no keys. Its "hosted" page is the payments-sandbox
// function; it signs its callbacks like Stripe does (`t=<unix seconds>,v1=<HMAC-SHA256 hex of "t.body">`) with
// a secret made when the module was installed, and can be told to delay, repeat, drop or garble them.
import type { PaymentAdapter, ProviderConfig, StatusResult, VerifyResult } from './adapter.ts';
import { reasonFor } from './adapter.ts';
import { parseC2B } from './c2b.ts';

export const SIGNATURE_HEADER = 'x-sandbox-signature';
export const TOLERANCE_SECONDS = 300;

export interface SandboxBehaviour {
  delay_ms?: number;
  repeat?: number;
  garble?: boolean;
  drop?: boolean;
  wrong_amount?: boolean;
  /** What the sandbox "bank" decided, once the payer chose (read by queryStatus: a lost callback). */
  provider_state?: { outcome: 'succeeded' | 'failed' | 'cancelled'; transaction_id: string; at: string };
}

export interface SandboxCallback {
  reference: string;
  outcome: 'succeeded' | 'failed' | 'cancelled';
  transaction_id: string | null;
  amount: string;
  currency: string;
}

const enc = new TextEncoder();

async function hmacHex(secret: string, text: string): Promise<string> {
  const key = await crypto.subtle.importKey(
    'raw',
    enc.encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  const sig = new Uint8Array(await crypto.subtle.sign('HMAC', key, enc.encode(text)));
  return Array.from(sig, (b) => b.toString(16).padStart(2, '0')).join('');
}

function safeEqual(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i += 1) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}

export async function signSandbox(secret: string, body: string, at = Math.floor(Date.now() / 1000)) {
  return `t=${at},v1=${await hmacHex(secret, `${at}.${body}`)}`;
}

export async function verifySandboxSignature(
  secret: string,
  body: string,
  header: string | null,
  now = Math.floor(Date.now() / 1000),
): Promise<string | null> {
  if (!header) return 'No signature';
  const parts = Object.fromEntries(
    header.split(',').map((p) => {
      const i = p.indexOf('=');
      return [p.slice(0, i).trim(), p.slice(i + 1).trim()];
    }),
  );
  const t = Number(parts.t);
  if (!Number.isInteger(t) || !parts.v1) return 'Malformed signature';
  if (Math.abs(now - t) > TOLERANCE_SECONDS) return 'Signature too old (replayed?)';
  return safeEqual(await hmacHex(secret, `${t}.${body}`), parts.v1) ? null : 'Bad signature';
}

export function sandboxTransactionId(): string {
  const chars = 'ABCDEFGHJKLMNPQRSTUVWXYZ0123456789';
  let s = 'SBT';
  const bytes = crypto.getRandomValues(new Uint8Array(13));
  for (const b of bytes) s += chars[b % chars.length];
  return s;
}

function isCallback(v: unknown): v is SandboxCallback {
  const o = v as SandboxCallback;
  return (
    typeof o === 'object' &&
    o !== null &&
    typeof o.reference === 'string' &&
    ['succeeded', 'failed', 'cancelled'].includes(o.outcome) &&
    typeof o.amount === 'string' &&
    typeof o.currency === 'string'
  );
}

export const sandboxAdapter: PaymentAdapter = {
  provider: 'sandbox',
  async start(intent) {
    const ref = intent.provider_reference;
    if (!ref) throw new Error('The sandbox intent has no reference');
    return {
      kind: 'redirect',
      providerReference: ref,
      redirectPath: `/functions/v1/payments-sandbox?ref=${encodeURIComponent(ref)}`,
    };
  },
  async verify(raw, headers, config: ProviderConfig): Promise<VerifyResult> {
    let body: unknown;
    try {
      body = JSON.parse(raw);
    } catch {
      return { ok: false, status: 400, reason: 'The body is not JSON' };
    }
    const ref = (body as { reference?: unknown })?.reference;
    const problem = await verifySandboxSignature(
      config.secrets.signing_secret ?? '',
      raw,
      headers.get(SIGNATURE_HEADER),
    );
    if (problem)
      return {
        ok: false,
        status: 401,
        reason: problem,
        providerReference: typeof ref === 'string' ? ref : undefined,
        body,
      };
    if (!isCallback(body)) return { ok: false, status: 422, reason: 'Not a sandbox callback', body };
    return {
      ok: true,
      event: {
        providerReference: body.reference,
        outcome: body.outcome,
        transactionId: body.transaction_id,
        amount: body.amount,
        currency: body.currency,
        reason: body.outcome === 'succeeded' ? null : reasonFor(body.outcome, null),
        body,
      },
    };
  },
  async queryStatus(): Promise<StatusResult> {
    // Answered by the functions from the intent's provider_state (the sandbox keeps its "bank" there).
    return { final: false, note: 'Ask with the provider state' };
  },
  // The sandbox "bank" refunds at once (ADR 061), with a reference of its own; 0.13 of any currency is the
  // amount it refuses, so a refused refund can be rehearsed.
  async refund(_intent, _config, refund) {
    if (/\.13$/.test(Number(refund.amount).toFixed(2)))
      return { ok: false, note: 'The sandbox refuses refunds ending in .13 (a rehearsed refusal)' };
    return {
      ok: true,
      note: 'Refunded by the sandbox',
      reference: `SBR-${sandboxTransactionId().slice(3)}`,
    };
  },
  // Payment testing's C2B rehearsal (ADR 064): Daraja's message shape, signed like the sandbox's callbacks.
  async verifyC2B(raw, headers, _req, config) {
    const problem = await verifySandboxSignature(
      config.secrets.signing_secret ?? '',
      raw,
      headers.get(SIGNATURE_HEADER),
    );
    if (problem) return { ok: false, status: 401, reason: problem };
    const parsed = parseC2B(raw);
    if ('problem' in parsed)
      return { ok: false, status: parsed.body ? 422 : 400, reason: parsed.problem, body: parsed.body };
    return { ok: true, payment: parsed };
  },
  async testConnection(config) {
    return config.secrets.signing_secret
      ? { ok: true, message: 'The sandbox is built in and signs its callbacks' }
      : { ok: false, message: 'The sandbox has no signing secret' };
  },
};

/** The sandbox "bank" answering a status query from what the payer chose (a lost callback found). */
export function sandboxStatus(
  reference: string,
  amount: string,
  currency: string,
  state: SandboxBehaviour['provider_state'],
): StatusResult {
  if (!state) return { final: false, note: 'The payer has not chosen yet' };
  return {
    final: true,
    event: {
      providerReference: reference,
      outcome: state.outcome,
      transactionId: state.transaction_id,
      amount,
      currency,
      reason: state.outcome === 'succeeded' ? null : reasonFor(state.outcome, null),
      body: { queried: true, ...state },
    },
  };
}
