// What the payments functions share: the service-role client (the server's own reads and the settle path),
// provider config, the adapters by name, and settling a verified event.
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import type { C2BPayment, PaymentAdapter, ProviderConfig, VerifiedEvent } from './adapter.ts';
import { darajaAdapter } from './daraja.ts';
import { paystackAdapter } from './paystack.ts';
import { emailReceipt } from './receipt.ts';
import { sandboxAdapter } from './sandbox.ts';
import { stripSecrets } from './secrets.ts';
import { stripeAdapter } from './stripe.ts';

const noSession = { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false };

export function serviceClient(): SupabaseClient {
  return createClient(Deno.env.get('SUPABASE_URL')!, Deno.env.get('SUPABASE_SERVICE_ROLE_KEY')!, {
    auth: noSession,
  });
}

export function callerClient(token: string): SupabaseClient {
  return createClient(Deno.env.get('SUPABASE_URL')!, Deno.env.get('SUPABASE_ANON_KEY')!, {
    global: { headers: { Authorization: `Bearer ${token}` } },
    auth: noSession,
  });
}

export function adapterFor(provider: string): PaymentAdapter | null {
  return provider === 'sandbox'
    ? sandboxAdapter
    : provider === 'mpesa'
      ? darajaAdapter()
      : provider === 'stripe'
        ? stripeAdapter()
        : provider === 'paystack'
          ? paystackAdapter()
          : null;
}

export async function providerConfig(db: SupabaseClient, provider: string): Promise<ProviderConfig | null> {
  const r = await db.rpc('payment_provider_config', { provider });
  return r.error ? null : (r.data as ProviderConfig);
}

/** Where Daraja (or another provider) posts its callback: this server's payments-webhook. */
export function webhookUrl(provider: string, config?: ProviderConfig): string {
  const configured = config?.settings.callback_url;
  if (typeof configured === 'string' && configured) return configured;
  return `${Deno.env.get('SUPABASE_URL')}/functions/v1/payments-webhook?provider=${provider}`;
}

export async function settle(
  db: SupabaseClient,
  provider: string,
  event: VerifiedEvent,
  source: 'callback' | 'poll' | 'testing' | 'job',
) {
  const settled = await db.rpc('settle_payment_intent', {
    p: {
      provider,
      provider_reference: event.providerReference,
      outcome: event.outcome,
      transaction_id: event.transactionId,
      amount: event.amount,
      currency: event.currency,
      reason: event.reason,
      source,
      body: stripSecrets(event.body),
    },
  });
  await receiptIfCredited(db, provider, event.providerReference, settled.data);
  return settled;
}

/** Credited just now (once, whatever the deliveries): the receipt goes out through the outbox. */
async function receiptIfCredited(db: SupabaseClient, provider: string, reference: string, data: unknown) {
  const answer = data as { credited?: boolean; payment_id?: string } | null;
  if (answer?.credited && answer.payment_id) {
    const note = await emailReceipt(db, answer.payment_id);
    await db.rpc('log_payment_event', {
      p: { provider, provider_reference: reference, kind: 'job', result: note },
    });
  }
}

/** A verified C2B confirmation (ADR 064): credited once through the settle path, or held for staff. */
export async function recordC2B(db: SupabaseClient, provider: string, payment: C2BPayment) {
  const recorded = await db.rpc('record_c2b_payment', {
    p: {
      provider,
      trans_id: payment.transId,
      amount: payment.amount,
      account: payment.account,
      phone: payment.phone,
      body: stripSecrets(payment.body),
    },
  });
  await receiptIfCredited(db, provider, `c2b:${payment.transId.toUpperCase()}`, recorded.data);
  return recorded;
}

export async function logRejection(
  db: SupabaseClient,
  provider: string,
  reason: string,
  providerReference: string | undefined,
  body: unknown,
) {
  await db.rpc('log_payment_event', {
    p: {
      provider,
      provider_reference: providerReference ?? null,
      kind: 'rejected',
      result: `Refused: ${reason}`,
      body: body === undefined ? {} : stripSecrets(body),
    },
  });
}
