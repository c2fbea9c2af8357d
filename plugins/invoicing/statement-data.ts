// Statements of account (ADR 029): a customer's statement for a period
// (public.customer_statement — staff only; every amount computed by the
// database), its PDF (edge function statement-pdf) and e-mailing it
// (statement-send: stores a copy, queues the 'statement' e-mail). Who to send it
// to comes from the customer's primary contact and the customer's own address.
import { pluginKeys } from '@kernel/data/query-keys.ts';
import { unwrap, unwrapFunction } from '@kernel/data/unwrap.ts';
import { supabase } from '@kernel/supabase.ts';

export const statementKeys = pluginKeys('invoicing', 'statements');

export type StatementLineKind = 'invoice' | 'credit_note' | 'payment' | 'reversal' | 'void';

export interface StatementLine {
  date: string;
  kind: StatementLineKind;
  reference: string;
  description: string;
  /** Decimal strings ("1234.50"); balance < 0 is money held for the customer. */
  debit: string;
  credit: string;
  balance: string;
  record_id: string;
  link: string;
}

export interface StatementAgeing {
  current: string;
  days_1_30: string;
  days_31_60: string;
  days_61_90: string;
  days_90_plus: string;
  total: string;
  overdue_count: number;
  open_count: number;
}

export interface Statement {
  customer: {
    id: string;
    name: string;
    kra_pin: string | null;
    email: string | null;
    address: string | null;
  };
  company: { name: string };
  currency: string;
  from: string;
  to: string;
  today: string;
  opening_balance: string;
  lines: StatementLine[];
  total_debits: string;
  total_credits: string;
  closing_balance: string;
  ageing: StatementAgeing;
  unapplied_credit: string;
}

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
  return unwrap(
    await supabase.rpc('customer_statement', { customer_id: customerId, from_date: from, to_date: to }),
  ) as unknown as Statement;
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
