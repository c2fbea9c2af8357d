// Asking a provider where a payment stands (ADR 053, 061): the staff screen's "Check now", the reconcile sweep
// over stuck intents, and the same question the payer's page and payment testing ask. A final answer goes
// through the one settle path (public.settle_payment_intent, source 'poll'); settling it twice credits once.
import type { SupabaseClient } from '@supabase/supabase-js';
import { sandboxStatus } from './sandbox.ts';
import { adapterFor, providerConfig, settle } from './server.ts';

export const INTENT_FOR_CHECK =
  'id, public_token, amount, currency, phone, provider, provider_reference, status, sandbox_behaviour, created_at';

export interface IntentToCheck {
  id: string;
  public_token: string;
  amount: string | number;
  currency: string;
  phone: string | null;
  provider: string;
  provider_reference: string | null;
  status: string;
  sandbox_behaviour: {
    provider_state?: { outcome: 'succeeded' | 'failed' | 'cancelled'; transaction_id: string; at: string };
  } | null;
  created_at: string;
}

export interface CheckAnswer {
  intent_id: string;
  asked: boolean;
  status: string;
  credited: boolean;
  note: string;
}

/** Asks the provider about one pending intent; settles a final answer. Never throws: the note says why. */
export async function checkWithProvider(db: SupabaseClient, it: IntentToCheck): Promise<CheckAnswer> {
  const base = { intent_id: it.id, asked: false, status: it.status, credited: false };
  if (it.status !== 'pending') return { ...base, note: `Already ${it.status}: nothing to ask` };
  if (!it.provider_reference)
    return { ...base, note: 'The payment never reached the provider (no reference): it will expire' };
  const adapter = adapterFor(it.provider);
  const config = await providerConfig(db, it.provider);
  if (!adapter || !config) return { ...base, note: `The provider ${it.provider} is not set up` };
  const amount = Number(it.amount).toFixed(2);
  try {
    const answer =
      it.provider === 'sandbox'
        ? sandboxStatus(it.provider_reference, amount, it.currency, it.sandbox_behaviour?.provider_state)
        : await adapter.queryStatus(
            { ...it, amount, provider_reference: it.provider_reference, invoice_number: '' },
            config,
          );
    if (answer.final !== true) return { ...base, asked: true, note: `Still pending: ${answer.note}` };
    const s = await settle(db, it.provider, answer.event, 'poll');
    if (s.error) return { ...base, asked: true, note: `Could not settle: ${s.error.message}` };
    const d = s.data as { status: string; credited: boolean; result: string };
    return { intent_id: it.id, asked: true, status: d.status, credited: d.credited, note: d.result };
  } catch (e) {
    return { ...base, asked: true, note: `The provider could not be asked: ${(e as Error).message}` };
  }
}

/**
 * The sweep over stuck payments: every intent pending for longer than `minutes` that reached its provider is
 * asked once (oldest first, at most `limit`). Intents pending for 30 minutes are expired by the job
 * payments.expire-intents; a success found later still credits (the settle path's late success).
 */
export async function reconcileStuck(db: SupabaseClient, minutes: number, limit = 50) {
  const before = new Date(Date.now() - minutes * 60_000).toISOString();
  const r = await db
    .from('payment_intents')
    .select(INTENT_FOR_CHECK)
    .eq('status', 'pending')
    .not('provider_reference', 'is', null)
    .lt('created_at', before)
    .order('created_at', { ascending: true })
    .limit(limit);
  if (r.error) throw new Error(`The stuck payments could not be read: ${r.error.message}`);
  const answers: CheckAnswer[] = [];
  for (const it of (r.data ?? []) as IntentToCheck[]) answers.push(await checkWithProvider(db, it));
  return {
    checked: answers.length,
    settled: answers.filter((a) => a.status !== 'pending').length,
    credited: answers.filter((a) => a.credited).length,
    answers,
  };
}
