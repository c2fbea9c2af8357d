// The online shop's calls (issue 27, ADR 057), straight to the database through supabase-js: the site imports no
// plugin (plugins/pos owns the RPCs; its shop-shapes.ts is the server's copy of these shapes). Prices come from
// the database, with VAT included the way Kenyan buyers read them.
import { z } from 'zod';

/** supabase-js, loaded on first call, not with the page (ADR 080: the product page is a landing). */
const db = () => import('@kernel/supabase.ts');

const decimal = z.string();

export { kes, type Product, stockText } from './catalog-api.ts';

const variantSchema = z.object({
  id: z.string(),
  name: z.string(),
  sku: z.string(),
  description: z.string().nullable(),
  unit: z.string(),
  category: z.string(),
  price: decimal,
  vat_rate: decimal,
  vat: decimal,
  currency: z.string(),
  stock: z.enum(['in_stock', 'low', 'out']),
  available: z.number().nullable(),
  // Product images and variants (ADR 078): paths in the public product-images bucket, the primary first.
  images: z.array(z.object({ id: z.string(), path: z.string(), alt: z.string().nullable() })).default([]),
  variant_label: z.string().nullable().default(null),
});

export const productSchema = variantSchema.extend({
  group: z.object({ id: z.string(), name: z.string(), option_name: z.string() }).nullable().default(null),
  variants: z.array(variantSchema).default([]),
});
export type ShopProduct = z.infer<typeof productSchema>;
export type ShopVariant = z.infer<typeof variantSchema>;

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

/** A refusal in the database's words; `field` and `sku` when it names one. */
export class ShopError extends Error {
  readonly code?: string;
  readonly detail?: string;
  constructor(message: string, code?: string, detail?: string) {
    super(message);
    this.code = code;
    this.detail = detail;
  }
}

function parse<T>(
  schema: z.ZodType<T>,
  r: { data: unknown; error: { message: string; code?: string; details?: string } | null },
) {
  if (r.error) throw new ShopError(r.error.message, r.error.code, r.error.details ?? undefined);
  const parsed = schema.safeParse(r.data);
  if (!parsed.success) throw new ShopError('The shop answered something unexpected: reload the page.');
  return parsed.data;
}

export async function readProduct(sku: string) {
  return parse(productSchema, await (await db()).supabase.rpc('shop_product', { p_sku: sku }));
}

export interface OrderInput {
  id: string;
  name: string;
  phone: string;
  email: string;
  fulfilment: 'delivery' | 'pickup';
  county?: string;
  town?: string;
  address?: string;
  notes?: string;
  lines: { sku: string; quantity: number }[];
}

export async function placeOrder(input: OrderInput): Promise<Order> {
  return parse(orderSchema, await (await db()).supabase.rpc('shop_place_order', { p: { ...input } }));
}

export async function readOrder(token: string): Promise<Order> {
  return parse(orderSchema, await (await db()).supabase.rpc('shop_order', { p_token: token }));
}

const optionsSchema = z.array(z.object({ provider: z.string(), label: z.string() }));
export async function paymentOptions() {
  return parse(optionsSchema, await (await db()).supabase.rpc('online_payment_options'));
}

const startSchema = z.object({
  token: z.string(),
  status_path: z.string(),
  redirect_path: z.string().optional(),
});
/** payments-start for an order (ADR 057): where the browser goes next (the provider's page, or the status page). */
export async function startOrderPayment(
  orderToken: string,
  provider: string,
  phone?: string,
): Promise<string> {
  const { supabase, supabaseUrl } = await db();
  const { data, error } = await supabase.functions.invoke('payments-start', {
    body: { order_token: orderToken, provider, phone },
  });
  if (error) {
    let message = 'The payment could not be started: try again.';
    try {
      const body = (await (error as { context?: Response }).context?.json()) as
        | { error?: string }
        | undefined;
      if (body?.error) message = body.error;
    } catch {
      /* keep the general message */
    }
    throw new ShopError(message);
  }
  const answer = startSchema.parse(data);
  if (!answer.redirect_path) return answer.status_path;
  return /^https?:\/\//.test(answer.redirect_path)
    ? answer.redirect_path
    : `${supabaseUrl.replace(/\/+$/, '')}${answer.redirect_path}`;
}
