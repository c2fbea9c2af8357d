// Invoices' server calls (ADR 027): the list's FetchPage over public.invoices_list
// (ADR 015), one invoice with its lines and credit notes, and the RPCs — staff
// save and delete drafts; admins issue, void and credit (the database refuses
// anyone else). Totals are never sent: the database computes and stores them.
import { rpcResult } from '@kernel/data/parse-result.ts';
import { pluginKeys } from '@kernel/data/query-keys.ts';
import { unwrap } from '@kernel/data/unwrap.ts';
import type { Tables } from '@kernel/database.types.ts';
import { supabase } from '@kernel/supabase.ts';
import { applyListState, toListPage } from '@kit/list/apply-list-state.ts';
import type { FetchPage } from '@kit/list/fetch-page.ts';
import { type Letterhead, letterheadSchema } from '@kit/money/document-schema.ts';
import { z } from 'zod';

export const invoiceKeys = pluginKeys('invoicing', 'invoices');

export interface InvoiceListRow {
  id: string;
  number: string | null;
  status: string;
  display_status: string;
  is_overdue: boolean;
  customer_id: string;
  customer_name: string;
  issue_date: string;
  due_date: string;
  currency: string;
  total: number | string;
  amount_due: number | string;
}
const LIST_COLUMNS =
  'id, number, status, display_status, is_overdue, customer_id, customer_name, issue_date, due_date, currency, total, amount_due';

export const STATUS_LABELS: Record<string, string> = {
  draft: 'Draft',
  issued: 'Issued',
  partially_paid: 'Partly paid',
  paid: 'Paid',
  void: 'Void',
  overdue: 'Overdue',
};
export const statusOptions = ['draft', 'issued', 'partially_paid', 'paid', 'void'].map((value) => ({
  value,
  label: STATUS_LABELS[value] ?? value,
}));
export const overdueOptions = [
  { value: 'yes', label: 'Overdue' },
  { value: 'no', label: 'Not overdue' },
];
export const periodOptions = [
  { value: 'this-month', label: 'This month' },
  { value: 'last-month', label: 'Last month' },
  { value: 'last-90', label: 'Last 90 days' },
  { value: 'this-year', label: 'This year' },
  { value: 'last-year', label: 'Last year' },
];

const iso = (d: Date) =>
  `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;

/** An issue-date range [from, to] for a period option, relative to `today`. */
export function periodRange(period: string, today = new Date()): [string, string] | null {
  const y = today.getFullYear();
  const m = today.getMonth();
  switch (period) {
    case 'this-month':
      return [iso(new Date(y, m, 1)), iso(new Date(y, m + 1, 0))];
    case 'last-month':
      return [iso(new Date(y, m - 1, 1)), iso(new Date(y, m, 0))];
    case 'last-90':
      return [iso(new Date(y, m, today.getDate() - 89)), iso(today)];
    case 'this-year':
      return [`${y}-01-01`, `${y}-12-31`];
    case 'last-year':
      return [`${y - 1}-01-01`, `${y - 1}-12-31`];
    default:
      return null;
  }
}

export const fetchInvoices: FetchPage<InvoiceListRow> = async (state, signal) => {
  let query = supabase.from('invoices_list').select(LIST_COLUMNS, { count: 'exact' }).abortSignal(signal);
  const overdue = state.filters.overdue ?? [];
  if (overdue.length === 1) query = query.eq('is_overdue', overdue[0] === 'yes');
  const periods = (state.filters.period ?? []).map((p) => periodRange(p)).filter((r) => r !== null);
  if (periods.length > 0) {
    const from = periods.map((r) => r[0]).sort()[0] as string;
    const to = periods
      .map((r) => r[1])
      .sort()
      .reverse()[0] as string;
    query = query.gte('issue_date', from).lte('issue_date', to);
  }
  const result = await applyListState(query, state, {
    searchColumns: ['number', 'customer_name'],
    filterColumns: { status: 'status', customer: 'customer_id' },
    sortColumns: {
      number: 'number',
      issued: 'issue_date',
      due: 'due_date',
      total: 'total',
      owing: 'amount_due',
    },
    tieBreaker: 'id',
  });
  return toListPage(
    result as { data: InvoiceListRow[] | null; error: { message: string } | null; count?: number | null },
    'exact',
  );
};

export type Invoice = Tables<'invoices'>;
export type InvoiceLine = Tables<'invoice_lines'>;
export type CreditNote = Tables<'credit_notes'> & { credit_note_lines: Tables<'credit_note_lines'>[] };
export type InvoiceDetail = Invoice & {
  customer: { id: string; name: string; kra_pin: string | null } | null;
  invoice_lines: InvoiceLine[];
  credit_notes: CreditNote[];
};

/** The firm's letterhead as the invoice prints it (invoice_document's company: the one the PDF prints). */
export async function invoiceLetterhead(id: string): Promise<Letterhead> {
  return rpcResult(
    'The invoice’s letterhead (invoice_document)',
    z.object({ company: letterheadSchema }),
    await supabase.rpc('invoice_document', { invoice_id: id }),
  ).company;
}

export async function getInvoice(id: string): Promise<InvoiceDetail | null> {
  const row = unwrap(
    await supabase
      .from('invoices')
      .select(
        '*, customer:customers(id, name, kra_pin), invoice_lines(*), credit_notes(*, credit_note_lines(*))',
      )
      .eq('id', id)
      .order('position', { referencedTable: 'invoice_lines' })
      .order('created_at', { referencedTable: 'credit_notes' })
      .maybeSingle(),
  ) as InvoiceDetail | null;
  return row;
}

export interface DraftLine {
  catalog_item_id?: string | null;
  description: string;
  unit: string;
  quantity: string;
  unit_price: string;
  discount_percent: string;
  tax_code: string;
  tax_rate?: string | null;
}

export interface DraftInput {
  customer_id: string;
  issue_date: string;
  due_date: string;
  document_discount: string;
  prices_include_tax: boolean;
  notes: string;
  lines: DraftLine[];
}

export async function saveInvoiceDraft(invoiceId: string | null, draft: DraftInput): Promise<Invoice> {
  return unwrap(
    await supabase.rpc('save_invoice_draft', {
      invoice_id: invoiceId as string,
      draft: {
        ...draft,
        lines: draft.lines.map((l) => ({ ...l, catalog_item_id: l.catalog_item_id || null })),
      } as never,
    }),
  ) as Invoice;
}

export async function deleteInvoiceDraft(id: string) {
  unwrap(await supabase.rpc('delete_invoice_draft', { invoice_id: id }));
}

export async function issueInvoice(id: string): Promise<Invoice> {
  return unwrap(await supabase.rpc('issue_invoice', { invoice_id: id })) as Invoice;
}

export async function voidInvoice(id: string, reason: string): Promise<Invoice> {
  return unwrap(await supabase.rpc('void_invoice', { invoice_id: id, reason })) as Invoice;
}

export async function issueCreditNote(
  invoiceId: string,
  lines: { invoice_line_id: string; quantity: string }[],
  reason: string,
) {
  return unwrap(
    await supabase.rpc('issue_credit_note', { invoice_id: invoiceId, lines: lines as never, reason }),
  ) as Tables<'credit_notes'>;
}

/** Active catalogue items for a line picker; the price as text (a decimal, never a float). */
/** Tax codes with today's rate, for new lines' live totals. */
export async function listTaxRates(): Promise<{ code: string; name: string; rate: string }[]> {
  const codes = unwrap(
    await supabase.from('tax_codes').select('code, name').eq('is_active', true).order('sort_order'),
  ) as { code: string; name: string }[];
  return Promise.all(
    codes.map(async (c) => ({
      ...c,
      rate: String(unwrap(await supabase.rpc('tax_rate_on', { code: c.code })) ?? '0'),
    })),
  );
}

export async function salesDefaults(): Promise<{ payment_terms_days: number; prices_include_tax: boolean }> {
  return unwrap(
    await supabase.from('sales_settings').select('payment_terms_days, prices_include_tax').single(),
  ) as { payment_terms_days: number; prices_include_tax: boolean };
}

/** The invoices of one customer (the customer page's "Invoices" tab). */
export async function listCustomerInvoices(customerId: string): Promise<InvoiceListRow[]> {
  return unwrap(
    await supabase
      .from('invoices_list')
      .select(LIST_COLUMNS)
      .eq('customer_id', customerId)
      .order('issue_date', { ascending: false })
      .limit(200),
  ) as InvoiceListRow[];
}
