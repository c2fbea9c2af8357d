// Payments' server calls (ADR 028): staff record a payment (record_payment: one
// transaction that allocates it to invoices, the rest is the customer's credit),
// apply credit later (apply_customer_credit); admins reverse (reverse_payment).
// Reads: an invoice's allocations with their payment, a customer's payments
// (payments_list) and credit (customer_credit_balance).
import { rpcResult } from '@kernel/data/parse-result.ts';
import { pluginKeys } from '@kernel/data/query-keys.ts';
import { unwrap } from '@kernel/data/unwrap.ts';
import { supabase } from '@kernel/supabase.ts';
import { applyListState, toListPage } from '@kit/list/apply-list-state.ts';
import type { FetchPage } from '@kit/list/fetch-page.ts';
import { z } from 'zod';
import { periodRange } from './invoices-data.ts';
import {
  type InvoicePaymentRow,
  invoicePaymentRowSchema,
  type PaymentMethod,
  type PaymentRow,
  type Receipt,
  receiptSchema,
} from './shapes.ts';

export type { InvoicePaymentRow, PaymentMethod, PaymentRow, Receipt } from './shapes.ts';
export { PAYMENT_METHODS } from './shapes.ts';

export const paymentKeys = pluginKeys('invoicing', 'payments');

export const METHOD_LABELS: Record<PaymentMethod, string> = {
  mpesa: 'M-Pesa',
  bank_transfer: 'Bank transfer',
  cash: 'Cash',
  cheque: 'Cheque',
  card: 'Card',
};
export const methodOptions = (Object.keys(METHOD_LABELS) as PaymentMethod[]).map((value) => ({
  value,
  label: METHOD_LABELS[value],
}));

/** An M-Pesa transaction code: 10 letters and digits (SKL4XB2M9Q); any case is accepted and upper-cased. */
export const MPESA_CODE = /^[A-Z0-9]{10}$/;
export const normaliseMpesaCode = (code: string) => code.trim().toUpperCase();

export interface PaymentInput {
  customer_id: string;
  method: PaymentMethod;
  amount: string;
  received_on: string;
  transaction_code?: string;
  reference?: string;
  payer?: string;
  notes?: string;
  allocations: { invoice_id: string; amount: string }[];
}

export async function recordPayment(input: PaymentInput): Promise<PaymentRow> {
  return unwrap(await supabase.rpc('record_payment', { payload: input as never })) as PaymentRow;
}

export async function applyCustomerCredit(invoiceId: string, amount: string) {
  return unwrap(
    await supabase.rpc('apply_customer_credit', { invoice_id: invoiceId, amount: Number(amount) }),
  );
}

export async function reversePayment(paymentId: string, reason: string) {
  return unwrap(await supabase.rpc('reverse_payment', { payment_id: paymentId, reason }));
}

/** The payments allocated to one invoice, oldest first. */
export async function listInvoicePayments(invoiceId: string): Promise<InvoicePaymentRow[]> {
  return rpcResult(
    "An invoice's payments (payment_allocations)",
    z.array(invoicePaymentRowSchema),
    await supabase
      .from('payment_allocations')
      .select(
        'id, amount, kind, allocated_at, payment:payments(id, number, method, amount, received_on, transaction_code, reference, reversed_at)',
      )
      .eq('invoice_id', invoiceId)
      .order('allocated_at'),
  );
}

export async function customerCredit(customerId: string): Promise<number> {
  return Number(unwrap(await supabase.rpc('customer_credit_balance', { customer_id: customerId })) ?? 0);
}

export interface CustomerPaymentRow extends PaymentRow {
  allocated: number | string;
  credit_left: number | string;
}

/** One customer's payments, newest first (the customer page's "Payments" tab). */
export async function listCustomerPayments(customerId: string): Promise<CustomerPaymentRow[]> {
  return unwrap(
    await supabase
      .from('payments_list')
      .select(
        'id, number, method, amount, received_on, transaction_code, reference, reversed_at, allocated, credit_left',
      )
      .eq('customer_id', customerId)
      .order('received_on', { ascending: false })
      .order('recorded_at', { ascending: false })
      .limit(200),
  ) as CustomerPaymentRow[];
}

/** The customer's other invoices that still owe something (the payment dialog's "Also pay"), oldest first. */
export async function listOtherOpenInvoices(
  customerId: string,
  exceptId: string,
): Promise<{ id: string; number: string | null; amount_due: number | string }[]> {
  return unwrap(
    await supabase
      .from('invoices_list')
      .select('id, number, amount_due')
      .eq('customer_id', customerId)
      .in('status', ['issued', 'partially_paid'])
      .gt('amount_due', 0)
      .neq('id', exceptId)
      .order('issue_date')
      .limit(20),
  ) as { id: string; number: string | null; amount_due: number | string }[];
}

// ---------------------------------------------------------------- the payments list and receipts (ADR 032)

export interface PaymentListRow extends CustomerPaymentRow {
  customer_id: string;
  customer_name: string;
  currency: string;
  payer: string | null;
  recorded_at: string;
}
const PAYMENT_LIST_COLUMNS =
  'id, number, customer_id, customer_name, method, currency, amount, received_on, transaction_code, reference, payer, recorded_at, reversed_at, allocated, credit_left';

export const reversedOptions = [
  { value: 'no', label: 'Not reversed' },
  { value: 'yes', label: 'Reversed' },
];

/** /dashboard/invoicing/payments: payments_list with search, method · received period · reversed filters. */
export const fetchPayments: FetchPage<PaymentListRow> = async (state, signal) => {
  let query = supabase
    .from('payments_list')
    .select(PAYMENT_LIST_COLUMNS, { count: 'exact' })
    .abortSignal(signal);
  const reversed = state.filters.reversed ?? [];
  if (reversed.length === 1)
    query = reversed[0] === 'yes' ? query.not('reversed_at', 'is', null) : query.is('reversed_at', null);
  const periods = (state.filters.period ?? []).map((p) => periodRange(p)).filter((r) => r !== null);
  if (periods.length > 0) {
    const from = periods.map((r) => r[0]).sort()[0] as string;
    const to = periods
      .map((r) => r[1])
      .sort()
      .reverse()[0] as string;
    query = query.gte('received_on', from).lte('received_on', to);
  }
  const result = await applyListState(query, state, {
    searchColumns: ['number', 'transaction_code', 'reference', 'customer_name', 'payer'],
    filterColumns: { method: 'method', customer: 'customer_id' },
    sortColumns: { number: 'number', received: 'received_on', amount: 'amount', credit: 'credit_left' },
    tieBreaker: 'id',
  });
  return toListPage(
    result as { data: PaymentListRow[] | null; error: { message: string } | null; count?: number | null },
    'exact',
  );
};

export async function getReceipt(paymentId: string): Promise<Receipt> {
  return rpcResult(
    'The payment receipt (payment_receipt)',
    receiptSchema,
    await supabase.rpc('payment_receipt', { payment_id: paymentId }),
  );
}

async function functionError(error: unknown, fallback: string): Promise<Error> {
  try {
    const body = (await (
      (error as { context?: Response } | null)?.context as Response | undefined
    )?.json()) as { error?: string; message?: string } | undefined;
    return new Error(body?.error ?? body?.message ?? fallback);
  } catch {
    return new Error(fallback);
  }
}

/** Downloads RCT-….pdf from the `payment-receipt` function (staff). */
export async function downloadReceiptPdf(paymentId: string) {
  const { data, error, response } = await supabase.functions.invoke<Blob>('payment-receipt', {
    body: { payment_id: paymentId },
  });
  if (error || !(data instanceof Blob))
    throw await functionError(error, 'The receipt could not be made. Try again.');
  const name =
    /filename="([^"]+)"/.exec(response?.headers.get('Content-Disposition') ?? '')?.[1] ?? 'receipt.pdf';
  const url = URL.createObjectURL(data);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** E-mails the receipt (stored once, attached); answers the outbox id. */
export async function sendReceipt(paymentId: string, to: string[], cc: string[]): Promise<string> {
  const { data, error } = await supabase.functions.invoke<{ email_id: string }>('payment-receipt', {
    body: { payment_id: paymentId, send: { to, cc } },
  });
  if (error || !data) throw await functionError(error, 'The receipt could not be sent. Try again.');
  return data.email_id;
}
