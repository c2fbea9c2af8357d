// The shapes invoicing's RPCs and embedded reads answer (ADR 046): one zod schema per document, its
// type from z.infer. Pure (zod only), so the server tests check them against the SQL on the demo
// data; the data files parse answers with them and re-export the types. Amounts are decimal text.
import { z } from 'zod';
import { decimalText } from '../../kit/money/decimal-schema.ts';
import { letterheadSchema, taxSummarySchema } from '../../kit/money/document-schema.ts';

export const STATEMENT_LINE_KINDS = ['invoice', 'credit_note', 'payment', 'reversal', 'void'] as const;
export type StatementLineKind = (typeof STATEMENT_LINE_KINDS)[number];

/** One line; amounts are decimal strings ("1234.50"); balance < 0 is money held for the customer. */
export const statementLineSchema = z.object({
  date: z.string(),
  kind: z.enum(STATEMENT_LINE_KINDS),
  reference: z.string(),
  description: z.string(),
  debit: decimalText,
  credit: decimalText,
  balance: decimalText,
  record_id: z.string(),
  link: z.string(),
});
export type StatementLine = z.infer<typeof statementLineSchema>;

export const statementAgeingSchema = z.object({
  current: decimalText,
  days_1_30: decimalText,
  days_31_60: decimalText,
  days_61_90: decimalText,
  days_90_plus: decimalText,
  total: decimalText,
  overdue_count: z.number(),
  open_count: z.number(),
});
export type StatementAgeing = z.infer<typeof statementAgeingSchema>;

/** What public.customer_statement answers. */
export const statementSchema = z.object({
  customer: z.object({
    id: z.string(),
    name: z.string(),
    kra_pin: z.string().nullable(),
    email: z.string().nullable(),
    address: z.string().nullable(),
  }),
  company: letterheadSchema,
  currency: z.string(),
  from: z.string(),
  to: z.string(),
  today: z.string(),
  opening_balance: decimalText,
  lines: z.array(statementLineSchema),
  total_debits: decimalText,
  total_credits: decimalText,
  closing_balance: decimalText,
  ageing: statementAgeingSchema,
  unapplied_credit: decimalText,
});
export type Statement = z.infer<typeof statementSchema>;

export const PAYMENT_METHODS = ['cash', 'bank_transfer', 'mpesa', 'cheque', 'card'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** A numeric column read through PostgREST: a JSON number (display only; sums are the database's). */
const numericColumn = z.union([z.number(), z.string()]);

export const paymentRowSchema = z.object({
  id: z.string(),
  number: z.string(),
  method: z.enum(PAYMENT_METHODS),
  amount: numericColumn,
  received_on: z.string(),
  transaction_code: z.string().nullable(),
  reference: z.string().nullable(),
  reversed_at: z.string().nullable(),
});
export type PaymentRow = z.infer<typeof paymentRowSchema>;

export const invoicePaymentRowSchema = z.object({
  id: z.string(),
  amount: numericColumn,
  kind: z.enum(['payment', 'credit']),
  allocated_at: z.string(),
  payment: paymentRowSchema,
});
export type InvoicePaymentRow = z.infer<typeof invoicePaymentRowSchema>;

/** What public.payment_receipt answers: the receipt as a document. */
export const receiptSchema = z.object({
  id: z.string(),
  number: z.string(),
  customer_id: z.string(),
  method: z.enum(PAYMENT_METHODS),
  currency: z.string(),
  amount: decimalText,
  received_on: z.string(),
  transaction_code: z.string().nullable(),
  reference: z.string().nullable(),
  payer: z.string().nullable(),
  notes: z.string().nullable(),
  recorded_at: z.string(),
  reversed_at: z.string().nullable(),
  allocated: decimalText,
  credit_left: decimalText,
  reversal: z.object({ reference: z.string(), reason: z.string(), reversed_at: z.string() }).nullable(),
  invoices: z.array(
    z.object({
      invoice_id: z.string(),
      number: z.string(),
      issue_date: z.string(),
      total: decimalText,
      amount: decimalText,
      kind: z.enum(['payment', 'credit']),
    }),
  ),
  company: letterheadSchema,
  customer: z.object({
    id: z.string(),
    name: z.string(),
    kra_pin: z.string().nullable(),
    email: z.string().nullable(),
    phone: z.string().nullable(),
    postal_address: z.string().nullable(),
    physical_address: z.string().nullable(),
    contact_name: z.string().nullable(),
    send_to: z.string().nullable(),
  }),
});
export type Receipt = z.infer<typeof receiptSchema>;

/** What public_invoice(token) answers: the one invoice a link opens, and nothing else. */
export const publicInvoiceSchema = z.object({
  number: z.string(),
  status: z.enum(['issued', 'partially_paid', 'paid', 'void']),
  overdue: z.boolean(),
  issue_date: z.string(),
  due_date: z.string(),
  currency: z.string(),
  document_discount: decimalText,
  notes: z.string().nullable(),
  terms: z.string().nullable(),
  subtotal: decimalText,
  discount_total: decimalText,
  tax_total: decimalText,
  total: decimalText,
  amount_paid: decimalText,
  amount_credited: decimalText,
  amount_due: decimalText,
  tax_summary: taxSummarySchema,
  voided_on: z.string().nullable(),
  lines: z.array(
    z.object({
      position: z.number(),
      description: z.string(),
      quantity: decimalText,
      unit: z.string().nullable(),
      unit_price: decimalText,
      discount_percent: decimalText,
      tax_code: z.string(),
      tax_rate: decimalText,
      tax_kind: z.enum(['standard', 'zero_rated', 'exempt']),
      amount: decimalText,
    }),
  ),
  credit_notes: z.array(
    z.object({
      number: z.string(),
      issue_date: z.string(),
      total: decimalText,
    }),
  ),
  company: letterheadSchema,
  payment: z.object({
    mpesa: z
      .object({
        paybill: z.string(),
        account: z.string(),
      })
      .nullable(),
    bank: z
      .object({
        bank_name: z.string(),
        branch: z.string().nullable(),
        account_name: z.string(),
        account_number: z.string(),
        swift: z.string().nullable(),
      })
      .nullable(),
  }),
  customer: z.object({
    name: z.string(),
    kra_pin: z.string().nullable(),
    postal_address: z.string().nullable(),
    physical_address: z.string().nullable(),
    attention: z.string().nullable(),
  }),
  public_url: z.string().nullable(),
});
export type PublicInvoice = z.infer<typeof publicInvoiceSchema>;

export const invoiceLinkSchema = z.object({ path: z.string(), url: z.string().nullable() });

export const receivablesByCurrencySchema = z.object({
  currency: z.string(),
  owed: decimalText,
  overdue: decimalText,
  overdue_count: z.number(),
  open_count: z.number(),
  received_this_month: decimalText,
});
export type ReceivablesByCurrency = z.infer<typeof receivablesByCurrencySchema>;

export const overdueInvoiceSchema = z.object({
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
