// The shapes the online shop's RPCs answer (issue 27, ADR 057; ADR 046: one zod schema per answer). Pure, so the
// server tests check them against the SQL. The public site keeps its own copy of what it reads
// (site/shop/shop-api.ts): the site imports no plugin.
import { z } from 'zod';
import { decimalText } from '../../kit/money/decimal-schema.ts';

export const SHOP_ORDER_STATUSES = ['new', 'paid', 'packed', 'delivered', 'collected', 'cancelled'] as const;
export type ShopOrderStatus = (typeof SHOP_ORDER_STATUSES)[number];

/** public.shop_place_order, public.shop_order and public.shop_set_order_status (app.shop_order_json). */
export const shopOrderSchema = z.object({
  id: z.string(),
  number: z.string(),
  token: z.string(),
  status: z.enum(SHOP_ORDER_STATUSES),
  buyer_name: z.string(),
  buyer_phone: z.string(),
  buyer_email: z.string(),
  fulfilment: z.enum(['delivery', 'pickup']),
  county: z.string().nullable(),
  town: z.string().nullable(),
  address: z.string().nullable(),
  notes: z.string().nullable(),
  currency: z.string(),
  subtotal: decimalText,
  discount: decimalText,
  tax: decimalText,
  total: decimalText,
  prices_include_tax: z.boolean(),
  reserved_until: z.string(),
  paid_at: z.string().nullable(),
  cancelled_at: z.string().nullable(),
  cancel_reason: z.string().nullable(),
  created_at: z.string(),
  status_changed_at: z.string(),
  signed_in: z.boolean(),
  already: z.boolean(),
  payable: z.boolean().optional(),
  lines: z.array(
    z.object({
      line_no: z.number(),
      catalog_item_id: z.string(),
      name: z.string(),
      sku: z.string().nullable(),
      quantity: decimalText,
      unit_price: decimalText,
      tax_rate: decimalText,
      amount: decimalText,
      tax: decimalText,
      total: decimalText,
    }),
  ),
});
export type ShopOrder = z.infer<typeof shopOrderSchema>;
