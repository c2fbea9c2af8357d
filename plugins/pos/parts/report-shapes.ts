// What the reports page's RPCs answer (ADR 046, ADR 077): public.pos_sales_report with refunds taken off
// (each row's net figures, what they were before refunds and what was refunded) and public.pos_slow_movers.
// Pure (zod and decimalText only, by relative path) so the server tests check them against the SQL.
import { z } from 'zod';
import { decimalText } from '../../../kit/money/decimal-schema.ts';
import { PAYMENT_METHODS } from '../shapes.ts';

const location = z.object({ id: z.string(), name: z.string() }).nullable();

const margins = {
  /** Sold less refunded. */
  quantity: decimalText,
  /** Before VAT, net of refunds. */
  amount: decimalText,
  cost: decimalText,
  margin: decimalText,
  refunded_quantity: decimalText,
  refunded_amount: decimalText,
};

export const netSalesReportSchema = z.object({
  from: z.string(),
  to: z.string(),
  location,
  totals: z.object({
    sales: z.number(),
    gross: decimalText,
    refunds: z.number(),
    refunded: decimalText,
    /** With VAT, net of refunds. */
    total: decimalText,
    tax: decimalText,
  }),
  by_day: z.array(
    z.object({
      day: z.string(),
      sales: z.number(),
      gross: decimalText,
      refunded: decimalText,
      total: decimalText,
    }),
  ),
  by_product: z.array(
    z.object({ item_id: z.string(), name: z.string(), sku: z.string().nullable(), ...margins }),
  ),
  by_category: z.array(z.object({ category: z.string(), ...margins })),
  by_cashier: z.array(
    z.object({
      user_id: z.string().nullable(),
      name: z.string(),
      sales: z.number(),
      gross: decimalText,
      refunds: z.number(),
      refunded: decimalText,
      total: decimalText,
    }),
  ),
  by_method: z.array(
    z.object({
      method: z.enum(PAYMENT_METHODS),
      payments: z.number(),
      gross: decimalText,
      refunds: z.number(),
      refunded: decimalText,
      amount: decimalText,
    }),
  ),
});
export type NetSalesReport = z.infer<typeof netSalesReportSchema>;

export const slowMoversSchema = z.object({
  from: z.string(),
  to: z.string(),
  location,
  /** Every stocked product with something on hand (the pages' total). */
  total: z.number(),
  stock_value: decimalText,
  items: z.array(
    z.object({
      item_id: z.string(),
      name: z.string(),
      sku: z.string().nullable(),
      category: z.string().nullable(),
      /** Sold in the period less refunded in it. */
      sold: decimalText,
      on_hand: decimalText,
      last_sold_on: z.string().nullable(),
      days_since_sale: z.number().nullable(),
      average_cost: decimalText,
      stock_value: decimalText,
    }),
  ),
});
export type SlowMovers = z.infer<typeof slowMoversSchema>;
