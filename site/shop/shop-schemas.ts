// The shapes of the shop's order and payment answers (issue 27, ADR 057), in zod: loaded by shop-api.ts on the
// first order call, not with the product page (ADR 085: zod is 25 kB gzip, the product page a landing).
import { z } from 'zod';

const decimal = z.string();

export const orderSchema = z.object({
  id: z.string(),
  number: z.string(),
  token: z.string(),
  status: z.enum(['new', 'paid', 'packed', 'delivered', 'collected', 'cancelled']),
  buyer_name: z.string(),
  buyer_phone: z.string(),
  buyer_email: z.string(),
  fulfilment: z.enum(['delivery', 'pickup']),
  county: z.string().nullable(),
  town: z.string().nullable(),
  currency: z.string(),
  tax: decimal,
  total: decimal,
  reserved_until: z.string(),
  cancel_reason: z.string().nullable(),
  payable: z.boolean().optional(),
  lines: z.array(
    z.object({
      line_no: z.number(),
      name: z.string(),
      sku: z.string().nullable(),
      quantity: decimal,
      total: decimal,
    }),
  ),
});
export type Order = z.infer<typeof orderSchema>;

export const optionsSchema = z.array(z.object({ provider: z.string(), label: z.string() }));

export const startSchema = z.object({
  token: z.string(),
  status_path: z.string(),
  redirect_path: z.string().optional(),
});
