// M-Pesa C2B messages (ADR 064), written against Daraja's documented C2B API:
//   POST {base}/mpesa/c2b/v1/registerurl { ShortCode, ResponseType: Completed | Cancelled, ConfirmationURL,
//                                          ValidationURL }                      → { ResponseCode: "0", … }
//   POST {base}/mpesa/c2b/v1/simulate    { ShortCode, CommandID, Amount, Msisdn, BillRefNumber } (sandbox only)
//   validation / confirmation (Daraja → us): { TransactionType, TransID, TransTime, TransAmount,
//       BusinessShortCode, BillRefNumber, InvoiceNumber, OrgAccountBalance, ThirdPartyTransID, MSISDN,
//       FirstName, MiddleName, LastName }
//   answers: validation { ResultCode: "0", ResultDesc: "Accepted" } or { ResultCode: "C2B00012", … "Rejected" };
//            confirmation { ResultCode: 0, ResultDesc: "Success" }.
// Daraja signs neither message. As its docs advise, the URLs we register carry a secret key (secret c2b_key,
// compared in constant time) and, in production, only Safaricom's published addresses are believed (settings
// c2b_allowed_ips replaces the list; [] turns the check off, e.g. behind a proxy that hides them).
import type { C2BPayment, C2BRequest, C2BVerifyResult, ProviderConfig } from './adapter.ts';

/** Safaricom's published addresses for Daraja's callbacks (production). */
export const SAFARICOM_CALLBACK_IPS = [
  '196.201.214.200',
  '196.201.214.206',
  '196.201.213.114',
  '196.201.214.207',
  '196.201.214.208',
  '196.201.213.44',
  '196.201.212.127',
  '196.201.212.138',
  '196.201.212.129',
  '196.201.212.136',
  '196.201.212.74',
  '196.201.212.69',
];

export function safeEqualText(a: string, b: string): boolean {
  const x = new TextEncoder().encode(a);
  const y = new TextEncoder().encode(b);
  let diff = x.length ^ y.length;
  for (let i = 0; i < Math.max(x.length, y.length); i++) diff |= (x[i] ?? 0) ^ (y[i] ?? 0);
  return diff === 0;
}

/** The message's fields, or why it is not a C2B message. Unknown fields are ignored. */
export function parseC2B(raw: string): C2BPayment | { problem: string; body?: unknown } {
  let body: unknown;
  try {
    body = JSON.parse(raw);
  } catch {
    return { problem: 'The body is not JSON' };
  }
  const o = (body ?? {}) as Record<string, unknown>;
  const text = (v: unknown) => (typeof v === 'string' || typeof v === 'number' ? String(v).trim() : '');
  const transId = text(o.TransID);
  const amount = text(o.TransAmount);
  if (!/^[A-Za-z0-9]{6,30}$/.test(transId) || !/^\d+(\.\d{1,2})?$/.test(amount))
    return { problem: 'Not a C2B message (TransID and TransAmount)', body };
  return { transId, amount, account: text(o.BillRefNumber), phone: text(o.MSISDN) || null, body };
}

/** Daraja's C2B checks: the URL's key, the caller's address, the pay-bill it was paid to. */
export function verifyDarajaC2B(raw: string, req: C2BRequest, config: ProviderConfig): C2BVerifyResult {
  const key = config.secrets.c2b_key ?? '';
  if (!key)
    return { ok: false, status: 403, reason: 'C2B is not set up (no c2b key): register the URLs first' };
  if (!safeEqualText(req.url.searchParams.get('key') ?? '', key))
    return { ok: false, status: 401, reason: 'Wrong or missing C2B key in the URL' };
  const listed = config.settings.c2b_allowed_ips;
  const allowed = Array.isArray(listed)
    ? listed.filter((ip): ip is string => typeof ip === 'string')
    : config.mode === 'production'
      ? SAFARICOM_CALLBACK_IPS
      : [];
  if (allowed.length > 0 && !allowed.includes(req.remoteAddress ?? ''))
    return {
      ok: false,
      status: 403,
      reason: `Not from Safaricom's addresses (${req.remoteAddress ?? 'unknown'})`,
    };
  const parsed = parseC2B(raw);
  if ('problem' in parsed)
    return { ok: false, status: parsed.body ? 422 : 400, reason: parsed.problem, body: parsed.body };
  const shortcode = (parsed.body as { BusinessShortCode?: unknown }).BusinessShortCode;
  if (shortcode !== undefined && String(shortcode) !== String(config.settings.shortcode ?? ''))
    return {
      ok: false,
      status: 422,
      reason: `Paid to another short code (${String(shortcode)})`,
      body: parsed.body,
    };
  return { ok: true, payment: parsed };
}
