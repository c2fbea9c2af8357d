// The sandbox "bank" acting on the payer's choice (its hosted page) or on payment testing's scenario: it
// remembers its decision on the intent (provider_state, what a status query answers) and delivers the signed
// callback to payments-webhook — once, or repeated, delayed, garbled, with a wrong amount, or not at all.
import type { SupabaseClient } from '@supabase/supabase-js';
import { type SandboxBehaviour, type SandboxCallback, sandboxTransactionId, signSandbox } from './sandbox.ts';

export interface SandboxIntent {
  id: string;
  public_token: string;
  amount: string;
  currency: string;
  provider_reference: string;
  status: string;
  sandbox_behaviour: SandboxBehaviour;
}

export async function sandboxIntent(db: SupabaseClient, ref: string): Promise<SandboxIntent | null> {
  const r = await db
    .from('payment_intents')
    .select('id, public_token, amount, currency, provider_reference, status, sandbox_behaviour')
    .eq('provider', 'sandbox')
    .eq('provider_reference', ref)
    .maybeSingle();
  return (r.data as SandboxIntent | null) ?? null;
}

export interface Delivery {
  status: number;
  answer: unknown;
}

/** Posts one signed callback to this server's webhook. */
export async function deliverCallback(
  secret: string,
  callback: SandboxCallback,
  garble = false,
): Promise<Delivery> {
  const body = JSON.stringify(callback);
  let signature = await signSandbox(secret, body);
  if (garble) signature = signature.replace(/v1=(.)/, (_m, c: string) => `v1=${c === '0' ? '1' : '0'}`);
  const res = await fetch(`${Deno.env.get('SUPABASE_URL')}/functions/v1/payments-webhook?provider=sandbox`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'x-sandbox-signature': signature },
    body,
  });
  return { status: res.status, answer: await res.json().catch(() => null) };
}

/** Posts one signed M-Pesa-shaped C2B confirmation to this server's webhook (payment testing, ADR 064). */
export async function deliverC2B(
  secret: string,
  message: Record<string, string>,
  garble = false,
): Promise<Delivery> {
  const body = JSON.stringify(message);
  let signature = await signSandbox(secret, body);
  if (garble) signature = signature.replace(/v1=(.)/, (_m, c: string) => `v1=${c === '0' ? '1' : '0'}`);
  const res = await fetch(
    `${Deno.env.get('SUPABASE_URL')}/functions/v1/payments-webhook?provider=sandbox&c2b=confirmation`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'x-sandbox-signature': signature },
      body,
    },
  );
  return { status: res.status, answer: await res.json().catch(() => null) };
}

/**
 * The payer chose `outcome`: remember it, then deliver as the intent's behaviour says. Resolves when the
 * callbacks were delivered (at once unless delayed; a delayed one is sent later and not awaited).
 */
export async function sandboxDecide(
  db: SupabaseClient,
  secret: string,
  intent: SandboxIntent,
  outcome: SandboxCallback['outcome'],
  override: SandboxBehaviour = {},
): Promise<{ deliveries: Delivery[]; delayed: boolean; transactionId: string }> {
  const b: SandboxBehaviour = { ...(intent.sandbox_behaviour ?? {}), ...override };
  const transactionId = b.provider_state?.transaction_id ?? sandboxTransactionId();
  const state = { outcome, transaction_id: transactionId, at: new Date().toISOString() };
  await db
    .from('payment_intents')
    .update({ sandbox_behaviour: { ...b, provider_state: state } })
    .eq('id', intent.id);
  const callback: SandboxCallback = {
    reference: intent.provider_reference,
    outcome,
    transaction_id: outcome === 'succeeded' ? transactionId : null,
    amount: b.wrong_amount ? (Number(intent.amount) / 10).toFixed(2) : Number(intent.amount).toFixed(2),
    currency: intent.currency,
  };
  if (b.drop) return { deliveries: [], delayed: false, transactionId };
  const times = Math.min(Math.max(1, Math.floor(Number(b.repeat ?? 1))), 20);
  const send = () =>
    Promise.all(Array.from({ length: times }, () => deliverCallback(secret, callback, b.garble)));
  const delay = Math.min(Math.max(0, Number(b.delay_ms ?? 0)), 60_000);
  if (delay > 0) {
    setTimeout(() => {
      send().catch((e) => console.error('sandbox delayed callback', (e as Error).message));
    }, delay);
    return { deliveries: [], delayed: true, transactionId };
  }
  return { deliveries: await send(), delayed: false, transactionId };
}
