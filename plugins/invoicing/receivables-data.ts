// Home's "Money owed" card: receivables_summary() (migration 20261127095300) —
// what customers owe now, overdue, received this month (per currency), and the
// five invoices longest overdue. Amounts arrive as decimal strings.
import { pluginKeys } from '@kernel/data/query-keys.ts';
import { unwrap } from '@kernel/data/unwrap.ts';
import { supabase } from '@kernel/supabase.ts';

export const receivablesKeys = pluginKeys('invoicing', 'receivables');

export interface ReceivablesByCurrency {
  currency: string;
  owed: string;
  overdue: string;
  overdue_count: number;
  open_count: number;
  received_this_month: string;
}

export interface OverdueInvoice {
  id: string;
  number: string;
  customer_id: string;
  customer_name: string;
  currency: string;
  amount_due: string;
  due_date: string;
  days_overdue: number;
}

export interface ReceivablesSummary {
  as_of: string;
  currencies: ReceivablesByCurrency[];
  most_overdue: OverdueInvoice[];
}

export async function receivablesSummary(): Promise<ReceivablesSummary> {
  return unwrap(await supabase.rpc('receivables_summary')) as unknown as ReceivablesSummary;
}
