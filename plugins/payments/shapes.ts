// The shapes of payments' answers (ADR 046): checked once per response, money as decimal text.
import { z } from 'zod';

export const intentStatusSchema = z.object({
  status: z.enum(['pending', 'succeeded', 'failed', 'cancelled', 'expired', 'held']),
  provider: z.string(),
  amount: z.string(),
  currency: z.string(),
  reason: z.string().nullable(),
  invoice_number: z.string().nullable(),
  invoice_path: z.string().nullable(),
  amount_due: z.string().nullable(),
  receipt_number: z.string().nullable(),
});
export type IntentStatus = z.infer<typeof intentStatusSchema>;

/** What the pay page needs of invoicing's public_invoice answer (invoicing owns the rest). */
export const payableInvoiceSchema = z.object({
  number: z.string(),
  currency: z.string(),
  amount_due: z.coerce.string(),
  status: z.string(),
  company: z.object({
    name: z.string(),
    trading_name: z.string().nullable().optional(),
    locale: z.string().nullable().optional(),
  }),
});
export type PayableInvoice = z.infer<typeof payableInvoiceSchema>;

/** The firm's part-payment rules (online_payment_rules, ADR 075); minimum_part in `currency`. */
export const paymentRulesSchema = z.object({
  partial_allowed: z.boolean(),
  minimum_part: z.string().nullable(),
  currency: z.string().nullable(),
});
export type PaymentRules = z.infer<typeof paymentRulesSchema>;

/** The row admins change (payment_settings through set_payment_settings). */
export const paymentSettingsSchema = z.object({
  partial_allowed: z.boolean(),
  minimum_part: z.coerce.string().nullable(),
});
export type PaymentSettings = z.infer<typeof paymentSettingsSchema>;

export const providerSchema = z.object({
  provider: z.string(),
  label: z.string(),
  enabled: z.boolean(),
  mode: z.enum(['sandbox', 'production']),
  settings: z.record(z.string(), z.unknown()),
  secret_names: z.array(z.string()),
  last_test_at: z.string().nullable(),
  last_test_result: z.string().nullable(),
});
export type Provider = z.infer<typeof providerSchema>;

export const startAnswerSchema = z.object({
  token: z.string(),
  status_path: z.string(),
  redirect_path: z.string().optional(),
  message: z.string().optional(),
});

export const eventSchema = z.object({
  id: z.number(),
  intent_id: z.string().nullable(),
  provider: z.string(),
  kind: z.string(),
  verified: z.boolean(),
  outcome: z.string().nullable(),
  result: z.string(),
  body: z.unknown(),
  at: z.string(),
});
export type PaymentEvent = z.infer<typeof eventSchema>;

export const intentRowSchema = z.object({
  id: z.string(),
  status: z.string(),
  amount: z.coerce.string(),
  currency: z.string(),
  provider: z.string(),
  provider_reference: z.string().nullable(),
  attempts: z.number(),
  failure_reason: z.string().nullable(),
  payment_id: z.string().nullable(),
  test: z.boolean(),
  created_at: z.string(),
});
export type IntentRow = z.infer<typeof intentRowSchema>;

/** A row of public.payment_intents_staff (ADR 061): the staff list of online payments. */
export const staffIntentSchema = z.object({
  id: z.string(),
  invoice_id: z.string().nullable(),
  invoice_number: z.string().nullable(),
  customer_name: z.string().nullable(),
  amount: z.coerce.string(),
  currency: z.string(),
  provider: z.string(),
  provider_reference: z.string().nullable(),
  transaction_id: z.string().nullable(),
  status: z.enum(['pending', 'succeeded', 'failed', 'cancelled', 'expired', 'held']),
  failure_reason: z.string().nullable(),
  phone: z.string().nullable(),
  attempts: z.number(),
  payment_id: z.string().nullable(),
  receipt_number: z.string().nullable(),
  payment_amount: z.coerce.string().nullable(),
  payment_reversed_at: z.string().nullable(),
  test: z.boolean(),
  created_at: z.string(),
  resolution: z.enum(['credited', 'refund']).nullable(),
  resolution_reason: z.string().nullable(),
  refunded: z.coerce.string(),
  refund_in_flight: z.string().nullable(),
  needs_review: z.boolean(),
  // M-Pesa pay-bill payments (ADR 064): the account number typed; one for no known invoice has no target.
  channel: z.enum(['checkout', 'c2b']).default('checkout'),
  account_reference: z.string().nullable().default(null),
});
export type StaffIntent = z.infer<typeof staffIntentSchema>;
