// Home's "Money owed" card: receivables_summary() (migration 20261127095300) —
// what customers owe now, overdue, received this month (per currency), and the
// five invoices longest overdue. Amounts arrive as decimal strings.

import { rpcResult } from '@kernel/data/parse-result.ts';
import { pluginKeys } from '@kernel/data/query-keys.ts';
import { supabase } from '@kernel/supabase.ts';
import { decimalText } from '@kit/money/decimal-schema.ts';
import { z } from 'zod';

export const receivablesKeys = pluginKeys('invoicing', 'receivables');

const receivablesByCurrencySchema = z.object({
  currency: z.string(),
  owed: decimalText,
  overdue: decimalText,
  overdue_count: z.number(),
  open_count: z.number(),
  received_this_month: decimalText,
});
export type ReceivablesByCurrency = z.infer<typeof receivablesByCurrencySchema>;

const overdueInvoiceSchema = z.object({
  id: z.string(),
  number: z.string(),
  customer_id: z.string(),
  customer_name: z.string(),
  currency: z.string(),
  amount_due: decimalText,
  due_date: z.string(),
  days_overdue: z.number(),
});
export type OverdueInvoice = z.infer<typeof overdueInvoiceSchema>;

export const receivablesSummarySchema = z.object({
  as_of: z.string(),
  currencies: z.array(receivablesByCurrencySchema),
  most_overdue: z.array(overdueInvoiceSchema),
});
export type ReceivablesSummary = z.infer<typeof receivablesSummarySchema>;

export async function receivablesSummary(): Promise<ReceivablesSummary> {
  return rpcResult(
    'What customers owe (receivables_summary)',
    receivablesSummarySchema,
    await supabase.rpc('receivables_summary'),
  );
}
