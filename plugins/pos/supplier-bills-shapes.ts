// The shapes of supplier bills' answers (ADR 083): a bill's document (public.pos_supplier_bill,
// pos_bill_from_purchase_order, pos_post_supplier_bill, pos_cancel_supplier_bill, pos_record_supplier_payment),
// the statuses and payment methods in words, and the "Record payment" form's schema. Pure (zod and the kit's
// schemas by relative path) for the server tests.
import { z } from 'zod';
import { decimalText, typedDecimal } from '../../kit/money/decimal-schema.ts';
import { letterheadSchema } from '../../kit/money/document-schema.ts';
import { documentItemLineFields, documentSupplierSchema } from './supplier-document-shapes.ts';

export const SUPPLIER_BILL_STATUSES = ['draft', 'open', 'paid', 'cancelled'] as const;
export type SupplierBillStatus = (typeof SUPPLIER_BILL_STATUSES)[number];
export const SUPPLIER_BILL_STATUS_LABELS: Record<SupplierBillStatus, string> = {
  draft: 'Draft',
  open: 'Open',
  paid: 'Paid',
  cancelled: 'Cancelled',
};

export const SUPPLIER_PAYMENT_METHODS = ['bank_transfer', 'mpesa', 'cheque', 'cash'] as const;
export type SupplierPaymentMethod = (typeof SUPPLIER_PAYMENT_METHODS)[number];
export const SUPPLIER_PAYMENT_METHOD_LABELS: Record<SupplierPaymentMethod, string> = {
  bank_transfer: 'Bank transfer',
  mpesa: 'M-Pesa',
  cheque: 'Cheque',
  cash: 'Cash',
};

export const supplierBillSchema = z.object({
  id: z.string(),
  number: z.string(),
  status: z.enum(SUPPLIER_BILL_STATUSES),
  supplier_ref: z.string(),
  bill_date: z.string(),
  due_on: z.string(),
  /** Open bills: days until the due date (negative: overdue); otherwise null. */
  days_to_due: z.number().nullable(),
  notes: z.string().nullable(),
  posted_at: z.string().nullable(),
  cancelled_at: z.string().nullable(),
  cancel_reason: z.string().nullable(),
  created_at: z.string(),
  supplier: documentSupplierSchema,
  purchase_order: z.object({ id: z.string(), number: z.string(), status: z.string() }),
  lines: z.array(
    z.object({
      ...documentItemLineFields,
      tax_code: z.string(),
      tax_rate: decimalText,
      amount: decimalText,
      tax: decimalText,
      total: decimalText,
    }),
  ),
  subtotal: decimalText,
  tax: decimalText,
  total: decimalText,
  paid: decimalText,
  balance: decimalText,
  payments: z.array(
    z.object({
      id: z.string(),
      paid_on: z.string(),
      method: z.enum(SUPPLIER_PAYMENT_METHODS),
      reference: z.string().nullable(),
      amount: decimalText,
      created_at: z.string(),
    }),
  ),
  company: letterheadSchema,
  already: z.boolean().optional(),
});
export type SupplierBill = z.infer<typeof supplierBillSchema>;

/** A purchase order's bills as its document lists them (app.pos_purchase_order_document). */
export const orderBillSchema = z.object({
  id: z.string(),
  number: z.string(),
  status: z.enum(SUPPLIER_BILL_STATUSES),
  supplier_ref: z.string(),
  bill_date: z.string(),
  due_on: z.string(),
  total: decimalText,
  paid: decimalText,
});

/** "Due in 5 days", "Due today", "Overdue by 3 days" for an open bill; null for the others. */
export function dueText(daysToDue: number | null | undefined): string | null {
  if (daysToDue === null || daysToDue === undefined) return null;
  if (daysToDue === 0) return 'Due today';
  if (daysToDue > 0) return `Due in ${daysToDue} day${daysToDue === 1 ? '' : 's'}`;
  return `Overdue by ${-daysToDue} day${daysToDue === -1 ? '' : 's'}`;
}

const isoDate = /^\d{4}-\d{2}-\d{2}$/;

/** The "Record payment" form: typed text in, what pos_record_supplier_payment takes out. */
export function supplierPaymentSchema(today: string) {
  return z.object({
    amount: typedDecimal('The amount', { positive: true, places: 2 }),
    paid_on: z
      .string()
      .regex(isoDate, 'Enter the date it was paid')
      .refine((d) => d <= today, 'The payment date cannot be after today'),
    method: z.enum(SUPPLIER_PAYMENT_METHODS, { message: 'Say how it was paid' }),
    reference: z.string().trim().max(100, 'At most 100 characters'),
  });
}
export type SupplierPaymentValues = z.input<ReturnType<typeof supplierPaymentSchema>>;
export type SupplierPaymentInput = z.output<ReturnType<typeof supplierPaymentSchema>>;

/** "Create bill" on a purchase order: the supplier's invoice number, the bill date and (optional) due date. */
export function createBillSchema(today: string) {
  return z
    .object({
      supplier_ref: z
        .string()
        .trim()
        .min(1, "Type the supplier's invoice number, as printed on their invoice")
        .max(60, 'At most 60 characters'),
      bill_date: z
        .string()
        .regex(isoDate, 'Enter the date on their invoice')
        .refine((d) => d <= today, 'The bill date cannot be after today'),
      due_on: z.union([z.literal(''), z.string().regex(isoDate, 'Enter a date, or leave it empty')]),
    })
    .refine((v) => v.due_on === '' || v.due_on >= v.bill_date, {
      path: ['due_on'],
      message: 'The due date cannot be before the bill date',
    });
}
export type CreateBillValues = z.input<ReturnType<typeof createBillSchema>>;
export type CreateBillInput = z.output<ReturnType<typeof createBillSchema>>;
