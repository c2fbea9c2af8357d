// M-Pesa Daraja (Lipa na M-Pesa Online, "STK push"), written against Safaricom's documented HTTP API:
//   GET  {base}/oauth/v1/generate?grant_type=client_credentials   Basic base64(key:secret) → { access_token, expires_in }
//   POST {base}/mpesa/stkpush/v1/processrequest    → { MerchantRequestID, CheckoutRequestID, ResponseCode: "0", … }
//   POST {base}/mpesa/stkpushquery/v1/query        → { ResponseCode, ResultCode, ResultDesc, … }
//   callback → { Body: { stkCallback: { MerchantRequestID, CheckoutRequestID, ResultCode, ResultDesc,
//                                       CallbackMetadata: { Item: [{ Name, Value }] } } } }
//   POST {base}/mpesa/reversal/v1/request          → { OriginatorConversationID, ConversationID, ResponseCode: "0" }
//   reversal result (to ResultURL) → { Result: { ResultType, ResultCode, ResultDesc, OriginatorConversationID,
//                                                ConversationID, TransactionID, … } }
// Daraja does not sign its callbacks: a success is believed only when the STK push query agrees (issue 24); a
// reversal's result only on a URL carrying a key made for that refund and naming the conversation we started
// (Daraja's Transaction Status query answers asynchronously too, so it cannot confirm in the same request, ADR 079).
import type {
  IntentForProvider,
  Outcome,
  PaymentAdapter,
  ProviderConfig,
  StatusResult,
  VerifyResult,
} from './adapter.ts';
import { reasonFor } from './adapter.ts';
import { safeEqualText, verifyDarajaC2B } from './c2b.ts';

export const DARAJA_BASE_URLS = {
  sandbox: 'https://sandbox.safaricom.co.ke',
  production: 'https://api.safaricom.co.ke',
} as const;

type Fetch = typeof fetch;

export interface DarajaSettings {
  baseUrl: string;
  consumerKey: string;
  consumerSecret: string;
  shortcode: string;
  passkey: string;
}

export function darajaSettings(config: ProviderConfig): DarajaSettings | string {
  const s = config.settings;
  const baseUrl =
    typeof s.base_url === 'string' && s.base_url
      ? s.base_url.replace(/\/+$/, '')
      : DARAJA_BASE_URLS[config.mode];
  const missing = ['consumer_key', 'consumer_secret', 'passkey'].filter((k) => !config.secrets[k]);
  if (missing.length) return `M-Pesa is missing its ${missing.join(', ').replaceAll('_', ' ')}`;
  if (typeof s.shortcode !== 'string' || !/^\d{5,7}$/.test(s.shortcode)) return 'M-Pesa needs its short code';
  return {
    baseUrl,
    consumerKey: config.secrets.consumer_key,
    consumerSecret: config.secrets.consumer_secret,
    shortcode: s.shortcode,
    passkey: config.secrets.passkey,
  };
}

/** Daraja's timestamp: YYYYMMDDHHmmss in Nairobi time (UTC+3, no daylight saving). */
export function darajaTimestamp(at = new Date()): string {
  const d = new Date(at.getTime() + 3 * 3600_000);
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getUTCFullYear()}${p(d.getUTCMonth() + 1)}${p(d.getUTCDate())}${p(d.getUTCHours())}${p(d.getUTCMinutes())}${p(d.getUTCSeconds())}`;
}

export function darajaPassword(shortcode: string, passkey: string, timestamp: string): string {
  return btoa(`${shortcode}${passkey}${timestamp}`);
}

const tokens = new Map<string, { token: string; until: number }>();

export async function darajaToken(s: DarajaSettings, f: Fetch = fetch): Promise<string> {
  const key = `${s.baseUrl}|${s.consumerKey}`;
  const cached = tokens.get(key);
  if (cached && cached.until > Date.now()) return cached.token;
  const res = await f(`${s.baseUrl}/oauth/v1/generate?grant_type=client_credentials`, {
    headers: { Authorization: `Basic ${btoa(`${s.consumerKey}:${s.consumerSecret}`)}` },
    signal: AbortSignal.timeout(15_000),
  });
  const body = (await res.json().catch(() => ({}))) as {
    access_token?: string;
    expires_in?: string | number;
  };
  if (!res.ok || !body.access_token)
    throw new Error(`M-Pesa refused the keys (HTTP ${res.status}): check the consumer key and secret`);
  const seconds = Number(body.expires_in ?? 3599);
  tokens.set(key, { token: body.access_token, until: Date.now() + Math.max(60, seconds - 60) * 1000 });
  return body.access_token;
}

async function post(s: DarajaSettings, path: string, payload: unknown, f: Fetch) {
  const res = await f(`${s.baseUrl}${path}`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${await darajaToken(s, f)}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(payload),
    signal: AbortSignal.timeout(20_000),
  });
  const body = (await res.json().catch(() => ({}))) as Record<string, unknown>;
  return { status: res.status, body };
}

export async function stkPush(
  s: DarajaSettings,
  p: { amount: number; phone: string; callbackUrl: string; accountReference: string; description: string },
  f: Fetch = fetch,
) {
  const ts = darajaTimestamp();
  const { status, body } = await post(
    s,
    '/mpesa/stkpush/v1/processrequest',
    {
      BusinessShortCode: s.shortcode,
      Password: darajaPassword(s.shortcode, s.passkey, ts),
      Timestamp: ts,
      TransactionType: 'CustomerPayBillOnline',
      Amount: p.amount,
      PartyA: p.phone,
      PartyB: s.shortcode,
      PhoneNumber: p.phone,
      CallBackURL: p.callbackUrl,
      AccountReference: p.accountReference.slice(0, 12),
      TransactionDesc: p.description.slice(0, 13),
    },
    f,
  );
  if (status !== 200 || String(body.ResponseCode) !== '0' || typeof body.CheckoutRequestID !== 'string') {
    const why = (body.errorMessage ?? body.ResponseDescription ?? `HTTP ${status}`) as string;
    throw new Error(`M-Pesa did not send the request to the phone: ${why}`);
  }
  return {
    checkoutRequestId: body.CheckoutRequestID,
    merchantRequestId: String(body.MerchantRequestID ?? ''),
    customerMessage: String(body.CustomerMessage ?? 'Check your phone and enter your M-Pesa PIN'),
  };
}

/** Result codes Daraja documents for STK push: 0 paid, 1032 cancelled by the payer, 1037 no answer, others failed. */
export function outcomeOf(resultCode: string): Outcome {
  return resultCode === '0'
    ? 'succeeded'
    : resultCode === '1032'
      ? 'cancelled'
      : resultCode === '1037'
        ? 'expired'
        : 'failed';
}

export async function stkQuery(s: DarajaSettings, checkoutRequestId: string, f: Fetch = fetch) {
  const ts = darajaTimestamp();
  const { status, body } = await post(
    s,
    '/mpesa/stkpushquery/v1/query',
    {
      BusinessShortCode: s.shortcode,
      Password: darajaPassword(s.shortcode, s.passkey, ts),
      Timestamp: ts,
      CheckoutRequestID: checkoutRequestId,
    },
    f,
  );
  // "The transaction is being processed" comes back as an error answer with errorCode 500.001.1001.
  if (body.ResultCode === undefined || body.ResultCode === null)
    return { pending: true as const, note: String(body.errorMessage ?? `HTTP ${status}`) };
  return {
    pending: false as const,
    resultCode: String(body.ResultCode),
    resultDesc: String(body.ResultDesc ?? ''),
  };
}

export interface StkCallback {
  checkoutRequestId: string;
  resultCode: string;
  resultDesc: string;
  amount: string | null;
  receipt: string | null;
  phone: string | null;
}

export function parseStkCallback(body: unknown): StkCallback | null {
  const cb = (body as { Body?: { stkCallback?: Record<string, unknown> } })?.Body?.stkCallback;
  if (!cb || typeof cb.CheckoutRequestID !== 'string' || cb.ResultCode === undefined) return null;
  const items = ((cb.CallbackMetadata as { Item?: unknown })?.Item ?? []) as {
    Name?: string;
    Value?: unknown;
  }[];
  const item = (name: string) => {
    const found = Array.isArray(items) ? items.find((i) => i?.Name === name) : undefined;
    return found?.Value === undefined || found?.Value === null ? null : String(found.Value);
  };
  return {
    checkoutRequestId: cb.CheckoutRequestID,
    resultCode: String(cb.ResultCode),
    resultDesc: String(cb.ResultDesc ?? ''),
    amount: item('Amount'),
    receipt: item('MpesaReceiptNumber'),
    phone: item('PhoneNumber'),
  };
}

/**
 * Registers the pay-bill's C2B URLs with Daraja (ResponseType Completed: when our validation cannot be reached,
 * Safaricom completes the payment and the confirmation still comes, so nothing is lost).
 */
export async function registerC2BUrls(
  s: DarajaSettings,
  urls: { confirmationUrl: string; validationUrl: string },
  f: Fetch = fetch,
) {
  const { status, body } = await post(
    s,
    '/mpesa/c2b/v1/registerurl',
    {
      ShortCode: s.shortcode,
      ResponseType: 'Completed',
      ConfirmationURL: urls.confirmationUrl,
      ValidationURL: urls.validationUrl,
    },
    f,
  );
  const ok = status === 200 && ['0', '00000000'].includes(String(body.ResponseCode ?? ''));
  return {
    ok,
    message: ok
      ? `M-Pesa will post pay-bill ${s.shortcode}'s payments to this server`
      : `M-Pesa refused the URLs: ${String(body.errorMessage ?? body.ResponseDescription ?? `HTTP ${status}`)}`,
  };
}

/** The secret key a reversal's result URL carries: HMAC-SHA256(consumer secret, "reversal:<refund id>"), hex. */
export async function reversalKey(consumerSecret: string, refundId: string): Promise<string> {
  const k = await crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(consumerSecret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  const mac = await crypto.subtle.sign('HMAC', k, new TextEncoder().encode(`reversal:${refundId}`));
  return [...new Uint8Array(mac)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

export async function reversalKeyOk(config: ProviderConfig, refundId: string, key: string) {
  const secret = config.secrets.consumer_secret ?? '';
  return secret !== '' && safeEqualText(await reversalKey(secret, refundId), key);
}

/** Asks Daraja to reverse an M-Pesa transaction (the whole of it: Daraja reverses transactions, not parts). */
export async function requestReversal(
  s: DarajaSettings,
  initiator: { name: string; securityCredential: string },
  p: { transactionId: string; amount: number; resultUrl: string; timeoutUrl: string; remarks: string },
  f: Fetch = fetch,
) {
  const { status, body } = await post(
    s,
    '/mpesa/reversal/v1/request',
    {
      Initiator: initiator.name,
      SecurityCredential: initiator.securityCredential,
      CommandID: 'TransactionReversal',
      TransactionID: p.transactionId,
      Amount: p.amount,
      ReceiverParty: s.shortcode,
      // Daraja's own spelling.
      RecieverIdentifierType: '11',
      ResultURL: p.resultUrl,
      QueueTimeOutURL: p.timeoutUrl,
      Remarks: p.remarks.slice(0, 100) || 'Refund',
      Occasion: '',
    },
    f,
  );
  if (status !== 200 || String(body.ResponseCode) !== '0' || typeof body.ConversationID !== 'string')
    return {
      ok: false as const,
      note: `M-Pesa refused the reversal: ${String(body.errorMessage ?? body.ResponseDescription ?? `HTTP ${status}`)}`,
    };
  return {
    ok: true as const,
    conversationId: body.ConversationID,
    originatorConversationId: String(body.OriginatorConversationID ?? ''),
  };
}

export interface ReversalResult {
  resultCode: string;
  resultDesc: string;
  conversationId: string;
  originatorConversationId: string;
  transactionId: string | null;
}

export function parseReversalResult(body: unknown): ReversalResult | null {
  const r = (body as { Result?: Record<string, unknown> })?.Result;
  if (!r || r.ResultCode === undefined || typeof r.ConversationID !== 'string') return null;
  return {
    resultCode: String(r.ResultCode),
    resultDesc: String(r.ResultDesc ?? ''),
    conversationId: r.ConversationID,
    originatorConversationId: String(r.OriginatorConversationID ?? ''),
    transactionId: typeof r.TransactionID === 'string' && r.TransactionID ? r.TransactionID : null,
  };
}

export function darajaAdapter(f: Fetch = fetch): PaymentAdapter {
  const settingsOf = (config: ProviderConfig) => {
    const s = darajaSettings(config);
    if (typeof s === 'string') throw new Error(s);
    return s;
  };
  return {
    provider: 'mpesa',
    async start(intent: IntentForProvider, config, ctx) {
      const s = settingsOf(config);
      if (!intent.phone) throw new Error('Enter the M-Pesa phone number');
      const pushed = await stkPush(
        s,
        {
          amount: Math.round(Number(intent.amount)),
          phone: intent.phone,
          callbackUrl: ctx.callbackUrl,
          accountReference: intent.invoice_number,
          description: `Invoice ${intent.invoice_number}`,
        },
        f,
      );
      return { kind: 'wait', providerReference: pushed.checkoutRequestId, message: pushed.customerMessage };
    },
    async verify(raw, _headers, config): Promise<VerifyResult> {
      let body: unknown;
      try {
        body = JSON.parse(raw);
      } catch {
        return { ok: false, status: 400, reason: 'The body is not JSON' };
      }
      const cb = parseStkCallback(body);
      if (!cb) return { ok: false, status: 422, reason: 'Not an STK push callback', body };
      const outcome = outcomeOf(cb.resultCode);
      if (outcome === 'succeeded') {
        // Unsigned: believed only if Daraja's own status query says the same.
        const q = await stkQuery(settingsOf(config), cb.checkoutRequestId, f);
        if (q.pending || q.resultCode !== '0')
          return {
            ok: false,
            status: 401,
            reason: `The callback says paid but M-Pesa's status query says ${q.pending ? q.note : q.resultDesc || q.resultCode}`,
            providerReference: cb.checkoutRequestId,
            body,
          };
        if (!cb.receipt || !cb.amount)
          return {
            ok: false,
            status: 422,
            reason: 'A paid callback without its receipt number or amount',
            providerReference: cb.checkoutRequestId,
            body,
          };
      }
      return {
        ok: true,
        event: {
          providerReference: cb.checkoutRequestId,
          outcome,
          transactionId: cb.receipt,
          amount: cb.amount,
          currency: 'KES',
          reason: outcome === 'succeeded' ? null : reasonFor(outcome, cb.resultDesc || null),
          body,
        },
      };
    },
    async queryStatus(intent, config): Promise<StatusResult> {
      if (!intent.provider_reference) return { final: false, note: 'Not started at M-Pesa' };
      const q = await stkQuery(settingsOf(config), intent.provider_reference, f);
      if (q.pending) return { final: false, note: q.note };
      const outcome = outcomeOf(q.resultCode);
      // The query does not carry the M-Pesa receipt number: a success waits for the callback (or C2B/status).
      if (outcome === 'succeeded')
        return {
          final: 'confirmed-without-details',
          note: 'M-Pesa says paid; waiting for its receipt number',
        };
      return {
        final: true,
        event: {
          providerReference: intent.provider_reference,
          outcome,
          transactionId: null,
          amount: null,
          currency: null,
          reason: reasonFor(outcome, q.resultDesc || null),
          body: { queried: true, ResultCode: q.resultCode, ResultDesc: q.resultDesc },
        },
      };
    },
    async refund(intent, config, refund) {
      const s = settingsOf(config);
      const name = config.settings.initiator;
      const credential = config.secrets.security_credential;
      if (typeof name !== 'string' || !name || !credential)
        return {
          ok: false,
          note: 'M-Pesa reversals need the initiator name and its security credential (Settings → Online payments)',
        };
      if (!intent.transaction_id)
        return { ok: false, note: 'This payment has no M-Pesa receipt number to reverse' };
      if (!refund.resultUrl || !refund.timeoutUrl)
        return { ok: false, note: 'No result address for the reversal' };
      const asked = await requestReversal(
        s,
        { name, securityCredential: credential },
        {
          transactionId: intent.transaction_id,
          amount: Math.round(Number(refund.amount)),
          resultUrl: refund.resultUrl,
          timeoutUrl: refund.timeoutUrl,
          remarks: `Refund ${intent.transaction_id}`,
        },
        f,
      );
      if (!asked.ok) return { ok: false, note: asked.note };
      return {
        ok: true,
        pending: true,
        reference: asked.conversationId,
        note: 'M-Pesa accepted the reversal request: the refund is booked when its result comes',
      };
    },
    async verifyC2B(raw, _headers, req, config) {
      return verifyDarajaC2B(raw, req, config);
    },
    async testConnection(config) {
      const s = darajaSettings(config);
      if (typeof s === 'string') return { ok: false, message: s };
      try {
        await darajaToken(s, f);
        return { ok: true, message: `Connected to ${s.baseUrl} (${config.mode}): the keys work` };
      } catch (e) {
        return { ok: false, message: (e as Error).message };
      }
    },
  };
}
