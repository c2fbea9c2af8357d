// Payments' server calls (ADR 028): staff record a payment (record_payment: one
// transaction that allocates it to invoices, the rest is the customer's credit),
// apply credit later (apply_customer_credit); admins reverse (reverse_payment).
// Reads: an invoice's allocations with their payment, a customer's payments
// (payments_list) and credit (customer_credit_balance).
import { pluginKeys } from '@kernel/data/query-keys.ts';
import { unwrap } from '@kernel/data/unwrap.ts';
import { supabase } from '@kernel/supabase.ts';

export const paymentKeys = pluginKeys('invoicing', 'payments');

export type PaymentMethod = 'cash' | 'bank_transfer' | 'mpesa' | 'cheque' | 'card';

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

export interface PaymentRow {
  id: string;
  number: string;
  method: PaymentMethod;
  amount: number | string;
  received_on: string;
  transaction_code: string | null;
  reference: string | null;
  reversed_at: string | null;
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

export interface InvoicePaymentRow {
  id: string;
  amount: number | string;
  kind: 'payment' | 'credit';
  allocated_at: string;
  payment: PaymentRow;
}

/** The payments allocated to one invoice, oldest first. */
export async function listInvoicePayments(invoiceId: string): Promise<InvoicePaymentRow[]> {
  return unwrap(
    await supabase
      .from('payment_allocations')
      .select(
        'id, amount, kind, allocated_at, payment:payments(id, number, method, amount, received_on, transaction_code, reference, reversed_at)',
      )
      .eq('invoice_id', invoiceId)
      .order('allocated_at'),
  ) as unknown as InvoicePaymentRow[];
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
