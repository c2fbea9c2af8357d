// The shapes POS's RPCs answer (ADR 046): one zod schema per answer, its type from z.infer. Pure (zod
// and decimalText only, by relative path) so the server tests check them against the SQL. Amounts and
// quantities are decimal text.
import { z } from 'zod';
import { decimalText } from '../../kit/money/decimal-schema.ts';

export const PAYMENT_METHODS = ['cash', 'mpesa', 'card'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** What public.pos_record_sale and public.pos_sale_receipt answer: the receipt. */
export const saleReceiptSchema = z.object({
  id: z.string(),
  number: z.string(),
  created_at: z.string(),
  already: z.boolean(),
  location: z.string(),
  cashier: z.string(),
  customer: z.string().nullable(),
  /** The POS customer's e-mail, offered when the receipt is e-mailed (ADR 076). */
  customer_email: z.string().nullable().optional(),
  company: z.string(),
  subtotal: decimalText,
  discount: decimalText,
  tax: decimalText,
  total: decimalText,
  paid: decimalText,
  change_due: decimalText,
  lines: z.array(
    z.object({
      line_no: z.number(),
      /** Quantity already refunded. */
      refunded: decimalText,
      name: z.string(),
      sku: z.string().nullable(),
      quantity: decimalText,
      unit_price: decimalText,
      discount_percent: decimalText,
      tax_code: z.string(),
      tax_rate: decimalText,
      amount: decimalText,
      tax: decimalText,
      total: decimalText,
    }),
  ),
  payments: z.array(
    z.object({
      method: z.enum(PAYMENT_METHODS),
      amount: decimalText,
      tendered: decimalText.nullable(),
      reference: z.string().nullable(),
    }),
  ),
  refunds: z.array(
    z.object({
      number: z.string(),
      total: decimalText,
      method: z.enum(PAYMENT_METHODS),
      reason: z.string(),
      created_at: z.string(),
    }),
  ),
});
export type SaleReceipt = z.infer<typeof saleReceiptSchema>;

/** What the stock RPCs (receive, adjust, transfer, return) answer. */
export const stockAnswerSchema = z.object({
  movement_id: z.number(),
  item_id: z.string(),
  on_hand: decimalText,
  on_hand_by_location: z.record(z.string(), decimalText),
  average_cost: decimalText,
});
export type StockAnswer = z.infer<typeof stockAnswerSchema>;

/** What public.pos_sales_report answers. */
export const salesReportSchema = z.object({
  from: z.string(),
  to: z.string(),
  totals: z.object({ sales: z.number(), total: decimalText, tax: decimalText, refunded: decimalText }),
  by_day: z.array(z.object({ day: z.string(), sales: z.number(), total: decimalText })),
  by_product: z.array(
    z.object({
      item_id: z.string(),
      name: z.string(),
      sku: z.string().nullable(),
      quantity: decimalText,
      amount: decimalText,
      cost: decimalText,
      margin: decimalText,
    }),
  ),
  by_cashier: z.array(
    z.object({
      user_id: z.string().nullable(),
      name: z.string(),
      sales: z.number(),
      total: decimalText,
    }),
  ),
  by_category: z.array(
    z.object({
      category: z.string(),
      quantity: decimalText,
      amount: decimalText,
      cost: decimalText,
      margin: decimalText,
    }),
  ),
  by_method: z.array(
    z.object({ method: z.enum(PAYMENT_METHODS), payments: z.number(), amount: decimalText }),
  ),
});
export type SalesReport = z.infer<typeof salesReportSchema>;

/** What public.pos_stock_value answers: the stock at the end of a company day at the average cost it then had. */
export const stockValueSchema = z.object({
  at: z.string(),
  total: decimalText,
  items: z.array(
    z.object({
      item_id: z.string(),
      name: z.string(),
      sku: z.string().nullable(),
      category: z.string().nullable(),
      quantity: decimalText,
      unit_cost: decimalText,
      value: decimalText,
    }),
  ),
});
export type StockValue = z.infer<typeof stockValueSchema>;

/** What public.pos_refund_sale answers. */
export const refundAnswerSchema = z.object({
  id: z.string(),
  number: z.string(),
  total: decimalText,
  method: z.enum(PAYMENT_METHODS),
  already: z.boolean(),
});
export type RefundAnswer = z.infer<typeof refundAnswerSchema>;

/** One row of public.pos_pin_admins: an active admin who may approve a discount (with a PIN or not yet). */
export const pinAdminSchema = z.object({
  user_id: z.string(),
  full_name: z.string(),
  has_pin: z.boolean(),
  pin_set_at: z.string().nullable(),
});
export type PinAdmin = z.infer<typeof pinAdminSchema>;

/** What public.pos_set_pin answers. */
export const pinSetSchema = z.object({ has_pin: z.literal(true), updated_at: z.string() });

/**
 * What public.pos_approve_discount answers: the approval, or a wrong PIN (counted; `locked` once it was
 * the fifth). A locked PIN is an error (PT429), not an answer.
 */
export const discountApprovalSchema = z.discriminatedUnion('approved', [
  z.object({
    approved: z.literal(true),
    sale_id: z.string(),
    approved_by: z.string(),
    approver: z.string(),
    max_percent: decimalText,
  }),
  z.object({
    approved: z.literal(false),
    locked: z.boolean(),
    tries_left: z.number(),
    message: z.string(),
  }),
]);
export type DiscountApproval = z.infer<typeof discountApprovalSchema>;

/** The till's firm-wide settings (public.pos_settings, public.pos_set_settings; ADR 091). */
export const posSettingsSchema = z.object({
  /** The highest discount on a line or the cart, percent, whoever sells or approves. */
  max_discount_percent: decimalText,
});
export type PosSettings = z.infer<typeof posSettingsSchema>;

/** What the pos-create-customer function answers (201), and its refusals' bodies. */
export const newCustomerSchema = z.object({
  user: z.object({
    id: z.string(),
    full_name: z.string(),
    email: z.string().nullable(),
    phone: z.string().nullable(),
  }),
});
export const newCustomerRefusalSchema = z.object({
  error: z.string(),
  field: z.string().nullish(),
  code: z.string().optional(),
  user_id: z.string().optional(),
});
