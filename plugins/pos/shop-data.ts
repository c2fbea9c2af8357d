// The back-office's calls for online orders (issue 27, ADR 057): the list (a FetchPage over shop_orders for the
// kit's RecordList), one order with its lines, and moving it on (public.shop_set_order_status).
import { rpcResult } from '@kernel/data/parse-result.ts';
import { pluginKeys } from '@kernel/data/query-keys.ts';
import { unwrap } from '@kernel/data/unwrap.ts';
import { supabase } from '@kernel/supabase.ts';
import { applyListState, toListPage } from '@kit/list/apply-list-state.ts';
import type { FetchPage } from '@kit/list/fetch-page.ts';
import { z } from 'zod';
import { SHOP_ORDER_STATUSES, type ShopOrderStatus, shopOrderSchema } from './shop-shapes.ts';

export const shopOrderKeys = pluginKeys('pos', 'shop-orders');

export interface ShopOrderRow {
  id: string;
  number: string;
  status: ShopOrderStatus;
  buyer_name: string;
  buyer_phone: string;
  buyer_email: string;
  fulfilment: 'delivery' | 'pickup';
  town: string | null;
  county: string | null;
  total: number;
  currency: string;
  created_at: string;
}

const ORDER_COLUMNS =
  'id, number, status, buyer_name, buyer_phone, buyer_email, fulfilment, town, county, total, currency, created_at';

export const fetchShopOrders: FetchPage<ShopOrderRow> = async (state, signal) => {
  const query = supabase.from('shop_orders').select(ORDER_COLUMNS, { count: 'exact' }).abortSignal(signal);
  const result = await applyListState(query, state, {
    searchColumns: ['number', 'buyer_name', 'buyer_phone', 'buyer_email', 'town'],
    filterColumns: { status: 'status', fulfilment: 'fulfilment' },
    tieBreaker: 'id',
  });
  return toListPage(
    result as { data: ShopOrderRow[] | null; error: { message: string } | null; count?: number | null },
    'exact',
  );
};

const num = z.union([z.number(), z.string()]);
const orderDetailSchema = z.object({
  id: z.string(),
  number: z.string(),
  status: z.enum(SHOP_ORDER_STATUSES),
  buyer_name: z.string(),
  buyer_phone: z.string(),
  buyer_email: z.string(),
  customer_user_id: z.string().nullable(),
  fulfilment: z.enum(['delivery', 'pickup']),
  county: z.string().nullable(),
  town: z.string().nullable(),
  address: z.string().nullable(),
  notes: z.string().nullable(),
  currency: z.string(),
  tax: num,
  total: num,
  created_at: z.string(),
  paid_at: z.string().nullable(),
  reserved_until: z.string(),
  cancel_reason: z.string().nullable(),
  lines: z.array(
    z.object({
      line_no: z.number(),
      name: z.string(),
      sku: z.string().nullable(),
      quantity: num,
      total: num,
    }),
  ),
});
export type ShopOrderDetail = z.infer<typeof orderDetailSchema>;

/** One order as staff see it, with its lines (its online payment attempts are the payments console's). */
export async function readShopOrder(id: string) {
  const order = rpcResult(
    'The order',
    orderDetailSchema,
    await supabase
      .from('shop_orders')
      .select('*, lines:shop_order_lines(line_no, name, sku, quantity, total)')
      .eq('id', id)
      .order('line_no', { referencedTable: 'shop_order_lines' })
      .single(),
  );
  return order;
}

export async function setShopOrderStatus(id: string, status: ShopOrderStatus, reason?: string) {
  return rpcResult(
    'The order (shop_set_order_status)',
    shopOrderSchema,
    await supabase.rpc('shop_set_order_status', { p_order: id, p_status: status, p_reason: reason }),
  );
}

export async function setSoldOnline(item: string, soldOnline: boolean) {
  unwrap(await supabase.rpc('pos_set_sold_online', { p_item: item, p_sold_online: soldOnline }));
}

export async function readSoldOnline(item: string): Promise<boolean> {
  const r = await supabase
    .from('pos_stock_items')
    .select('sold_online')
    .eq('catalog_item_id', item)
    .maybeSingle();
  if (r.error) throw new Error(r.error.message);
  return r.data?.sold_online ?? false;
}
