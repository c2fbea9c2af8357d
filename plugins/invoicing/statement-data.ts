// Statements of account (ADR 029): a customer's statement for a period
// (public.customer_statement — staff only; every amount computed by the
// database), its PDF (edge function statement-pdf) and e-mailing it
// (statement-send: stores a copy, queues the 'statement' e-mail). Who to send it
// to comes from the customer's primary contact and the customer's own address.
import { rpcResult } from '@kernel/data/parse-result.ts';
import { pluginKeys } from '@kernel/data/query-keys.ts';
import { unwrapFunction } from '@kernel/data/unwrap.ts';
import { supabase } from '@kernel/supabase.ts';
import { type Statement, type StatementAgeing, type StatementLineKind, statementSchema } from './shapes.ts';

export type { Statement, StatementAgeing, StatementLine, StatementLineKind } from './shapes.ts';

export const statementKeys = pluginKeys('invoicing', 'statements');

export const KIND_LABELS: Record<StatementLineKind, string> = {
  invoice: 'Invoice',
  credit_note: 'Credit note',
  payment: 'Payment',
  reversal: 'Reversal',
  void: 'Void',
};

export const AGEING_BUCKETS: {
  key: keyof Omit<StatementAgeing, 'total' | 'overdue_count' | 'open_count'>;
  label: string;
}[] = [
  { key: 'current', label: 'Current' },
  { key: 'days_1_30', label: '1–30 days' },
  { key: 'days_31_60', label: '31–60 days' },
  { key: 'days_61_90', label: '61–90 days' },
  { key: 'days_90_plus', label: '90+ days' },
];

const ISO = /^\d{4}-\d{2}-\d{2}$/;

/** The default period: the first day of the month three months back, to today (both YYYY-MM-DD). */
export function defaultPeriod(today: string): { from: string; to: string } {
  const [y, m] = today.split('-').map(Number);
  const first = new Date(Date.UTC(y, m - 1 - 3, 1));
  return { from: first.toISOString().slice(0, 10), to: today };
}

/** The period in the URL (?from=&to=) when it is two valid dates, else the default. */
export function periodFrom(params: URLSearchParams, today: string): { from: string; to: string } {
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  const fallback = defaultPeriod(today);
  return {
    from: ISO.test(from) ? from : fallback.from,
    to: ISO.test(to) ? to : fallback.to,
  };
}

export async function getStatement(customerId: string, from: string, to: string): Promise<Statement> {
  return rpcResult(
    'The statement of account (customer_statement)',
    statementSchema,
    await supabase.rpc('customer_statement', { customer_id: customerId, from_date: from, to_date: to }),
  );
}

/** Downloads the statement PDF (edge function statement-pdf, as the caller). */
export async function downloadStatementPdf(customerId: string, from: string, to: string) {
  const { data, error, response } = await supabase.functions.invoke<Blob>('statement-pdf', {
    body: { customer_id: customerId, from, to },
  });
  if (error || !(data instanceof Blob)) {
    await unwrapFunction({ data: null, error: error ?? new Error('The PDF could not be made. Try again.') });
    return;
  }
  const name =
    /filename="([^"]+)"/.exec(response?.headers.get('Content-Disposition') ?? '')?.[1] ?? 'statement.pdf';
  const url = URL.createObjectURL(data);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** E-mails the statement (statement-send): stores the PDF, queues the 'statement' e-mail. */
export async function sendStatement(input: {
  customerId: string;
  from: string;
  to: string;
  toAddresses: string[];
  cc: string[];
}) {
  return (await unwrapFunction(
    await supabase.functions.invoke('statement-send', {
      body: {
        customer_id: input.customerId,
        from: input.from,
        to: input.to,
        to_addresses: input.toAddresses,
        cc: input.cc,
      },
    }),
  )) as { email_id: string; pdf_path: string };
}
