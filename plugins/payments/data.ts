// Payments' calls: the payer's (no session: the invoice link's token, the intent's public token) and the
// superadmin's console. Functions answer { error } in words on a refusal; that text is what the screen shows.
import { parseResult, rpcResult } from '@kernel/data/parse-result.ts';
import { supabase, supabaseUrl } from '@kernel/supabase.ts';
import { applyListState, toListPage } from '@kit/list/apply-list-state.ts';
import type { FetchPage } from '@kit/list/fetch-page.ts';
import { z } from 'zod';
import {
  eventSchema,
  intentRowSchema,
  intentStatusSchema,
  payableInvoiceSchema,
  paymentRulesSchema,
  paymentSettingsSchema,
  providerSchema,
  type StaffIntent,
  staffIntentSchema,
  startAnswerSchema,
} from './shapes.ts';

async function functionError(error: unknown, fallback: string): Promise<Error> {
  try {
    const body = (await (
      (error as { context?: Response } | null)?.context as Response | undefined
    )?.json()) as { error?: string } | undefined;
    return new Error(body?.error ?? fallback);
  } catch {
    return new Error(fallback);
  }
}

async function invoke<T>(
  name: string,
  body: Record<string, unknown>,
  schema: z.ZodType<T>,
  fallback: string,
): Promise<T> {
  const { data, error } = await supabase.functions.invoke(name, { body });
  if (error) throw await functionError(error, fallback);
  const parsed = schema.safeParse(data);
  if (!parsed.success) throw new Error(`${name} answered in a shape this screen does not know`);
  return parsed.data;
}

export async function getPayableInvoice(token: string) {
  return rpcResult(
    'The invoice (public_invoice)',
    payableInvoiceSchema,
    await supabase.rpc('public_invoice', { token }),
  );
}

export async function startPayment(p: {
  invoiceToken: string;
  amount: string;
  provider: string;
  phone?: string;
  email?: string;
}) {
  const answer = await invoke(
    'payments-start',
    { invoice_token: p.invoiceToken, amount: p.amount, provider: p.provider, phone: p.phone, email: p.email },
    startAnswerSchema,
    'The payment could not be started. Try again.',
  );
  return {
    ...answer,
    redirectUrl: !answer.redirect_path
      ? null
      : /^https?:\/\//.test(answer.redirect_path)
        ? answer.redirect_path
        : `${supabaseUrl.replace(/\/+$/, '')}${answer.redirect_path}`,
  };
}

const optionsSchema = z.array(z.object({ provider: z.string(), label: z.string(), mode: z.string() }));

export async function paymentOptions() {
  return rpcResult(
    'Ways to pay (online_payment_options)',
    optionsSchema,
    await supabase.rpc('online_payment_options'),
  );
}

/** May the payer pay part of the invoice, and the smallest part (ADR 075). */
export async function paymentRules() {
  return rpcResult(
    'The rules for paying online (online_payment_rules)',
    paymentRulesSchema,
    await supabase.rpc('online_payment_rules'),
  );
}

/** Admins: Settings → Paying online (ADR 075). */
export async function getPaymentSettings() {
  return rpcResult(
    'The rules for paying online (payment_settings)',
    paymentSettingsSchema,
    await supabase.from('payment_settings').select('partial_allowed, minimum_part').single(),
  );
}

export async function savePaymentSettings(p: { partial_allowed: boolean; minimum_part: string }) {
  return rpcResult(
    'Saving the rules for paying online',
    paymentSettingsSchema,
    await supabase.rpc('set_payment_settings', { p: { ...p, minimum_part: p.minimum_part.trim() || null } }),
  );
}

export function intentStatus(token: string) {
  return invoke(
    'payments-status',
    { token },
    intentStatusSchema,
    'We could not read your payment. Try again.',
  );
}

// ---------------------------------------------------------------- superadmin

export async function listProviders() {
  return rpcResult(
    'Payment providers',
    z.array(providerSchema),
    await supabase
      .from('payment_providers')
      .select('provider, label, enabled, mode, settings, secret_names, last_test_at, last_test_result')
      .order('provider', { ascending: false }),
  );
}

export async function saveProvider(p: {
  provider: string;
  enabled: boolean;
  mode: string;
  settings: Record<string, string>;
  secrets: Record<string, string>;
}) {
  return rpcResult('Saving the provider', providerSchema, await supabase.rpc('set_payment_provider', { p }));
}

const adminAnswer = z.record(z.string(), z.unknown());

export function testConnection(provider: string) {
  return invoke(
    'payments-admin',
    { action: 'test-connection', provider },
    z.object({ ok: z.boolean(), message: z.string() }),
    'The connection could not be tested',
  );
}

export const SCENARIOS = [
  { id: 'success', label: 'Success', hint: 'The payer pays; one signed callback' },
  { id: 'failure', label: 'Failure', hint: 'The card is declined' },
  { id: 'cancel', label: 'Cancel', hint: 'The payer cancels on the provider page' },
  { id: 'duplicate', label: 'Duplicate callback', hint: 'The success is delivered 5 times at once' },
  { id: 'out-of-order', label: 'Out of order', hint: 'A failure arrives after the success' },
  {
    id: 'timeout',
    label: 'Timeout (lost callback)',
    hint: 'The payer paid but no callback comes: check the status',
  },
  { id: 'bad-signature', label: 'Bad signature', hint: 'The callback is signed with a garbled signature' },
  { id: 'wrong-amount', label: 'Wrong amount', hint: 'The provider reports a tenth of the amount' },
  {
    id: 'unknown-reference',
    label: 'Unknown reference',
    hint: 'A callback for a payment that does not exist',
  },
] as const;

export function rehearse(scenario: string, invoiceId?: string) {
  return invoke(
    'payments-admin',
    { action: 'rehearse', scenario, invoice_id: invoiceId || undefined },
    z.object({ intent_id: z.string(), invoice_id: z.string() }).passthrough(),
    'The rehearsal could not run',
  );
}

/** Payment testing's M-Pesa C2B rehearsal (ADR 064): the sandbox posts a pay-bill confirmation. */
export function rehearseC2B(p: { account?: string; amount: string; repeat: number }) {
  return invoke(
    'payments-admin',
    { action: 'c2b', account: p.account || undefined, amount: p.amount, repeat: p.repeat },
    z
      .object({
        trans_id: z.string(),
        account: z.string(),
        intent_id: z.string().nullable(),
        deliveries: z.array(z.object({ status: z.number(), answer: z.unknown() })),
      })
      .passthrough(),
    'The C2B confirmation could not be sent',
  );
}

export function checkStatus(intentId: string) {
  return invoke(
    'payments-admin',
    { action: 'check-status', intent_id: intentId },
    adminAnswer,
    'The status could not be checked',
  );
}

export function replayEvent(eventId: number) {
  return invoke(
    'payments-admin',
    { action: 'replay', event_id: eventId },
    adminAnswer,
    'The callback could not be replayed',
  );
}

export async function getIntent(id: string) {
  return rpcResult(
    'The payment',
    intentRowSchema,
    await supabase
      .from('payment_intents')
      .select(
        'id, status, amount, currency, provider, provider_reference, attempts, failure_reason, payment_id, test, created_at',
      )
      .eq('id', id)
      .single(),
  );
}

export const PAGE_SIZE = 25;

export async function listEvents(f: { intentId?: string; kind?: string; provider?: string; page: number }) {
  let q = supabase
    .from('payment_events')
    .select('id, intent_id, provider, kind, verified, outcome, result, body, at', { count: 'exact' })
    .order('id', { ascending: false })
    .range(f.page * PAGE_SIZE, f.page * PAGE_SIZE + PAGE_SIZE - 1);
  if (f.intentId) q = q.eq('intent_id', f.intentId);
  if (f.kind) q = q.eq('kind', f.kind);
  if (f.provider) q = q.eq('provider', f.provider);
  const answer = await q;
  return { rows: rpcResult('Payment events', z.array(eventSchema), answer), count: answer.count ?? 0 };
}

// ---------------------------------------------------------------- staff (admins, /dashboard/payments; ADR 061)

const STAFF_COLUMNS =
  'id, invoice_id, invoice_number, customer_name, amount, currency, provider, provider_reference, transaction_id, status, failure_reason, phone, attempts, payment_id, receipt_number, payment_amount, payment_reversed_at, test, created_at, resolution, resolution_reason, refunded, refund_in_flight, needs_review, channel, account_reference';

export const STATUS_LABELS: Record<StaffIntent['status'], string> = {
  pending: 'Pending',
  succeeded: 'Succeeded',
  failed: 'Failed',
  cancelled: 'Cancelled',
  expired: 'Expired',
  held: 'Held for review',
};

/** The list: status filter, search in invoice number, provider reference, transaction id, customer, receipt. */
export const fetchStaffIntents: FetchPage<StaffIntent> = async (state, signal) => {
  const query = supabase
    .from('payment_intents_staff')
    .select(STAFF_COLUMNS, { count: 'exact' })
    .abortSignal(signal);
  const result = await applyListState(query, state, {
    searchColumns: ['search_text'],
    filterColumns: { status: 'status' },
    sortColumns: { created: 'created_at', amount: 'amount' },
    tieBreaker: 'id',
  });
  const page = toListPage(
    result as { data: unknown[] | null; error: { message: string } | null; count?: number | null },
  );
  return { ...page, rows: parseResult('Online payments', z.array(staffIntentSchema), page.rows) };
};

export async function getStaffIntent(id: string): Promise<StaffIntent | null> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return null;
  const rows = rpcResult(
    'The online payment',
    z.array(staffIntentSchema),
    await supabase.from('payment_intents_staff').select(STAFF_COLUMNS).eq('id', id).limit(1),
  );
  return rows[0] ?? null;
}

export async function intentEvents(intentId: string) {
  return rpcResult(
    'The payment’s events',
    z.array(eventSchema),
    await supabase
      .from('payment_events')
      .select('id, intent_id, provider, kind, verified, outcome, result, body, at')
      .eq('intent_id', intentId)
      .order('id', { ascending: true })
      .limit(200),
  );
}

const resolveAnswer = z.object({
  resolution: z.enum(['credited', 'refund']),
  duplicate: z.boolean(),
  receipt: z.string().nullable(),
});

export async function resolveHeld(intentId: string, resolution: 'credit' | 'refund', reason?: string) {
  return rpcResult(
    'Resolving the held payment',
    resolveAnswer,
    await supabase.rpc('resolve_held_payment', {
      intent_id: intentId,
      resolution,
      reason: reason ?? undefined,
    }),
  );
}

export function checkNow(intentId: string) {
  return invoke(
    'payments-staff',
    { action: 'check', intent_id: intentId },
    z.object({ status: z.string(), credited: z.boolean(), note: z.string() }),
    'The provider could not be asked. Try again.',
  );
}

export function reconcileNow() {
  return invoke(
    'payments-staff',
    { action: 'reconcile', older_than_minutes: 2 },
    z.object({ checked: z.number(), settled: z.number(), credited: z.number() }),
    'The stuck payments could not be checked. Try again.',
  );
}

export function refundPayment(p: { intentId: string; amount: string; reason: string; key: string }) {
  return invoke(
    'payments-staff',
    { action: 'refund', intent_id: p.intentId, amount: p.amount, reason: p.reason, key: p.key },
    z.object({ message: z.string(), refund: z.object({ status: z.string() }).passthrough() }),
    'The refund could not be made. Try again.',
  );
}

// ---------------------------------------------------------------- a reversal M-Pesa never answered (ADR 079)

const openRefundSchema = z.object({
  id: z.string(),
  requested_at: z.string(),
  no_answer_at: z.string().nullable(),
});
export type OpenRefund = z.infer<typeof openRefundSchema>;

/** The refund of an intent still waiting for its provider's result, if any (admins read payment_refunds). */
export async function openRefund(intentId: string): Promise<OpenRefund | null> {
  const answer = await supabase
    .from('payment_refunds')
    .select('id, requested_at, no_answer_at')
    .eq('intent_id', intentId)
    .eq('status', 'requested')
    .maybeSingle();
  return rpcResult('The refund under way', openRefundSchema.nullable(), answer);
}

/** An admin settles by hand a reversal M-Pesa never answered, after checking Daraja's portal. */
export async function settleUnansweredRefund(refundId: string, outcome: 'done' | 'failed', note: string) {
  return rpcResult(
    'Settling the refund',
    z.object({ status: z.string(), duplicate: z.boolean() }).passthrough(),
    await supabase.rpc('settle_unanswered_refund', { refund_id: refundId, outcome, note }),
  );
}
