// Home's "Money owed" card: receivables_summary() (migration 20261127095300) —
// what customers owe now, overdue, received this month (per currency), and the
// five invoices longest overdue. Amounts arrive as decimal strings.

import { rpcResult } from '@kernel/data/parse-result.ts';
import { pluginKeys } from '@kernel/data/query-keys.ts';
import { supabase } from '@kernel/supabase.ts';
import { type ReceivablesSummary, receivablesSummarySchema } from './shapes.ts';

export type { OverdueInvoice, ReceivablesByCurrency, ReceivablesSummary } from './shapes.ts';

export const receivablesKeys = pluginKeys('invoicing', 'receivables');

export async function receivablesSummary(): Promise<ReceivablesSummary> {
  return rpcResult(
    'What customers owe (receivables_summary)',
    receivablesSummarySchema,
    await supabase.rpc('receivables_summary'),
  );
}
