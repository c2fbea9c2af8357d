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

export type StatusResult =
  | { final: false; note: string }
  | { final: true; event: VerifiedEvent }
  | { final: 'confirmed-without-details'; note: string };

export interface PaymentAdapter {
  readonly provider: string;
  start(
    intent: IntentForProvider,
    config: ProviderConfig,
    ctx: { callbackUrl: string; siteUrl?: string },
  ): Promise<StartResult>;
  verify(raw: string, headers: Headers, config: ProviderConfig): Promise<VerifyResult>;
  queryStatus(intent: IntentForProvider, config: ProviderConfig): Promise<StatusResult>;
  /** Refunds where the provider allows them through its API; null where it does not (M-Pesa: B2C, not here). */
  refund:
    | null
    | ((intent: IntentForProvider, config: ProviderConfig) => Promise<{ ok: boolean; note: string }>);
  testConnection(config: ProviderConfig): Promise<{ ok: boolean; message: string }>;
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
