// One interface for every payment provider (issue 24, ADR 053). An adapter starts a payment, turns a
// provider's callback into a verified outcome (or a refusal), asks the provider for a payment's status, and
// says whether it can refund. Everything it decides ends in public.settle_payment_intent.

export type Outcome = 'succeeded' | 'failed' | 'cancelled' | 'expired';

/** A provider's settings and secrets as public.payment_provider_config answers them (server only). */
export interface ProviderConfig {
  provider: string;
  enabled: boolean;
  mode: 'sandbox' | 'production';
  settings: Record<string, unknown>;
  secrets: Record<string, string>;
}

/** The intent as an adapter needs it. */
export interface IntentForProvider {
  id: string;
  public_token: string;
  amount: string;
  currency: string;
  phone: string | null;
  provider_reference: string | null;
  invoice_number: string;
  /** The payer's e-mail (Paystack asks for one): the one given on the pay page, else the customer's. */
  email?: string | null;
  /** The provider's transaction id once paid (the M-Pesa receipt number a reversal names, ADR 079). */
  transaction_id?: string | null;
}

export type StartResult =
  /** The payer's browser goes to a page of the provider's (a path on the functions' host, or a full URL). */
  | { kind: 'redirect'; providerReference: string; redirectPath: string }
  /** The payer answers on their phone (M-Pesa STK push); the browser waits on /payment/callback. */
  | { kind: 'wait'; providerReference: string; message: string };

/** A callback the adapter checked: what settle_payment_intent receives. */
export interface VerifiedEvent {
  providerReference: string;
  outcome: Outcome;
  transactionId: string | null;
  amount: string | null;
  currency: string | null;
  reason: string | null;
  body: unknown;
}

export type VerifyResult =
  | { ok: true; event: VerifiedEvent }
  /** A genuine message that settles nothing (a Stripe event type this module does not act on): 200, logged. */
  | { ok: 'ignored'; reason: string; providerReference?: string }
  | { ok: false; status: 400 | 401 | 404 | 422; reason: string; providerReference?: string; body?: unknown };

export interface RefundRequest {
  amount: string;
  key: string;
  /** Where an asynchronous refund's result is posted (M-Pesa's reversal, ADR 079): this server's webhook. */
  resultUrl?: string;
  timeoutUrl?: string;
}

/** ok: the provider accepted the refund (Stripe "pending" included); reference: its id for the refund. */
export interface RefundResult {
  ok: boolean;
  note: string;
  reference?: string | null;
  /** Accepted, the outcome to come by a result callback (M-Pesa's reversal, ADR 079): nothing is booked yet. */
  pending?: boolean;
}

export type StatusResult =
  | { final: false; note: string }
  | { final: true; event: VerifiedEvent }
  | { final: 'confirmed-without-details'; note: string };

/** An M-Pesa C2B message (validation or confirmation; Daraja's documented fields), checked by its adapter. */
export interface C2BPayment {
  transId: string;
  amount: string;
  /** BillRefNumber: the account the payer typed (our invoice number). */
  account: string;
  phone: string | null;
  body: unknown;
}

export type C2BVerifyResult =
  | { ok: true; payment: C2BPayment }
  | { ok: false; status: 400 | 401 | 403 | 422; reason: string; body?: unknown };

/** Where a C2B message came from: the URL it was posted to (its key) and the caller's address (allow-list). */
export interface C2BRequest {
  url: URL;
  remoteAddress: string | null;
}

export interface PaymentAdapter {
  readonly provider: string;
  start(
    intent: IntentForProvider,
    config: ProviderConfig,
    ctx: { callbackUrl: string; siteUrl?: string },
  ): Promise<StartResult>;
  verify(raw: string, headers: Headers, config: ProviderConfig): Promise<VerifyResult>;
  queryStatus(intent: IntentForProvider, config: ProviderConfig): Promise<StatusResult>;
  /**
   * Refunds where the provider allows them through its API; null where it does not. M-Pesa's is Daraja's
   * Reversal API, asynchronous: `pending`, settled by its result callback (ADR 079). `amount` is a decimal text in the intent's currency (a part refund or all of
   * it); `key` is the refund's own id, the provider's idempotency key where it has one (Stripe).
   */
  refund:
    | null
    | ((intent: IntentForProvider, config: ProviderConfig, refund: RefundRequest) => Promise<RefundResult>);
  testConnection(config: ProviderConfig): Promise<{ ok: boolean; message: string }>;
  /**
   * M-Pesa C2B (a payment to the pay-bill from the phone, ADR 064): checks a validation or confirmation message
   * the way the provider documents (Daraja: no signature, so a secret key in the registered URL and Safaricom's
   * addresses); absent where the provider has no C2B.
   */
  verifyC2B?(
    raw: string,
    headers: Headers,
    req: C2BRequest,
    config: ProviderConfig,
  ): Promise<C2BVerifyResult>;
}

/** A payer-facing reason for an outcome a provider gave in its own words. */
export function reasonFor(outcome: Outcome, providerText: string | null): string {
  const base =
    outcome === 'cancelled'
      ? 'The payment was cancelled'
      : outcome === 'expired'
        ? 'The payment was not confirmed in time'
        : 'The payment did not go through';
  return providerText ? `${base} (${providerText})` : base;
}
