// The online shop's calls (issue 27, ADR 057), straight to the database through supabase-js: the site imports no
// plugin (plugins/pos owns the RPCs; its shop-shapes.ts is the server's copy of these shapes). Prices come from
// the database, with VAT included the way Kenyan buyers read them. The product page is a landing (ADR 085): its
// answer is checked by hand here; the order and payment answers by the zod schemas of shop-schemas.ts, loaded
// with the first such call.
import type { ZodType } from 'zod';
import { isProduct, type Product } from './catalog-api.ts';
import type { Order } from './shop-schemas.ts';

/** supabase-js, loaded on first call, not with the page (ADR 080: the product page is a landing). */
const db = () => import('@kernel/supabase.ts');
const schemas = () => import('./shop-schemas.ts');

export { kes, type Product, stockText } from './catalog-api.ts';
export type { Order } from './shop-schemas.ts';

/** One sellable variant: a product without its group's list. */
export type ShopVariant = Omit<Product, 'group' | 'variants'>;
/** The product page's product: its group (a size picker's name) and the group's published variants. */
export interface ShopProduct extends ShopVariant {
  group: { id: string; name: string; option_name: string } | null;
  variants: ShopVariant[];
}

type Row = Record<string, unknown>;
const isRow = (v: unknown): v is Row => typeof v === 'object' && v !== null && !Array.isArray(v);
const text = (v: unknown) => typeof v === 'string';

/** The defaults zod's `.default()` gave a field the answer leaves out (undefined; null stays null). */
const withDefaults = (x: Row): Row => ({
  ...x,
  images: x.images === undefined ? [] : x.images,
  variant_label: x.variant_label === undefined ? null : x.variant_label,
  group: x.group === undefined ? null : x.group,
  variants: x.variants === undefined ? [] : x.variants,
});
const isImage = (i: unknown) => isRow(i) && text(i.id) && text(i.path) && (i.alt === null || text(i.alt));
const isVariant = (x: unknown): x is Row & ShopVariant =>
  isRow(x) && isProduct(x) && (x.variant_label === null || text(x.variant_label)) && x.images.every(isImage);
const isGroup = (g: unknown): g is ShopProduct['group'] =>
  g === null || (isRow(g) && text(g.id) && text(g.name) && text(g.option_name));
const variantOnly = ({ group: _group, variants: _variants, ...variant }: Row & ShopVariant): ShopVariant =>
  variant;

/**
 * `shop_product`'s answer checked by hand (zod stays off the product page, ADR 085), with the defaults the
 * page relies on, or null when it is not a product.
 */
export function toShopProduct(v: unknown): ShopProduct | null {
  if (!isRow(v)) return null;
  const p = withDefaults(v);
  const variants = Array.isArray(p.variants) ? p.variants.map((x) => (isRow(x) ? withDefaults(x) : x)) : null;
  const { group } = p;
  if (!isVariant(p) || !isGroup(group) || !variants?.every(isVariant)) return null;
  return { ...variantOnly(p), group, variants: variants.map(variantOnly) };
}

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

type Answer = { data: unknown; error: { message: string; code?: string; details?: string } | null };

const unexpected = () => new ShopError('The shop answered something unexpected: reload the page.');

function parse<T>(schema: ZodType<T>, r: Answer) {
  if (r.error) throw new ShopError(r.error.message, r.error.code, r.error.details ?? undefined);
  const parsed = schema.safeParse(r.data);
  if (!parsed.success) throw unexpected();
  return parsed.data;
}

export async function readProduct(sku: string): Promise<ShopProduct> {
  const r: Answer = await (await db()).supabase.rpc('shop_product', { p_sku: sku });
  if (r.error) throw new ShopError(r.error.message, r.error.code, r.error.details ?? undefined);
  const product = toShopProduct(r.data);
  if (!product) throw unexpected();
  return product;
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
  const { orderSchema } = await schemas();
  return parse(orderSchema, await (await db()).supabase.rpc('shop_place_order', { p: { ...input } }));
}

export async function readOrder(token: string): Promise<Order> {
  const { orderSchema } = await schemas();
  return parse(orderSchema, await (await db()).supabase.rpc('shop_order', { p_token: token }));
}

export async function paymentOptions() {
  const { optionsSchema } = await schemas();
  return parse(optionsSchema, await (await db()).supabase.rpc('online_payment_options'));
}

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
  const answer = (await schemas()).startSchema.parse(data);
  if (!answer.redirect_path) return answer.status_path;
  return /^https?:\/\//.test(answer.redirect_path)
    ? answer.redirect_path
    : `${supabaseUrl.replace(/\/+$/, '')}${answer.redirect_path}`;
}
