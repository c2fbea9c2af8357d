// Purchase orders' and stock counts' server calls (ADR 059): lists (FetchPage for the kit's RecordList),
// the order's document, save / send / cancel / receive / draft from low stock, and the count sheet's
// start / type / post. Every write carries an id the screen made, so a double click acts once.
import { rpcResult } from '@kernel/data/parse-result.ts';
import { pluginKeys } from '@kernel/data/query-keys.ts';
import { unwrap } from '@kernel/data/unwrap.ts';
import type { Tables } from '@kernel/database.types.ts';
import { supabase } from '@kernel/supabase.ts';
import { applyListState, toListPage } from '@kit/list/apply-list-state.ts';
import type { FetchPage } from '@kit/list/fetch-page.ts';
import {
  PURCHASE_ORDER_STATUS_LABELS,
  type PurchaseOrder,
  purchaseOrderSchema,
  stockCountAnswerSchema,
} from './purchasing-shapes.ts';

export type { PurchaseOrder } from './purchasing-shapes.ts';

export const purchaseOrderKeys = pluginKeys('pos', 'purchase-orders');
export const stockCountKeys = pluginKeys('pos', 'stock-counts');

export const purchaseOrderStatusOptions = Object.entries(PURCHASE_ORDER_STATUS_LABELS).map(
  ([value, label]) => ({
    value,
    label,
  }),
);

export type PurchaseOrderRow = Pick<
  Tables<'pos_purchase_order_list'>,
  'id' | 'number' | 'status' | 'supplier_name' | 'location_name' | 'created_at' | 'line_count' | 'total'
>;

export const fetchPurchaseOrders: FetchPage<PurchaseOrderRow> = async (state, signal) => {
  const query = supabase
    .from('pos_purchase_order_list')
    .select('id, number, status, supplier_name, location_name, created_at, line_count, total', {
      count: 'exact',
    })
    .abortSignal(signal);
  const result = await applyListState(query, state, {
    searchColumns: ['number', 'supplier_name'],
    filterColumns: { status: 'status', supplier: 'supplier_id' },
    sortColumns: { created_at: 'created_at', number: 'number', total: 'total' },
    tieBreaker: 'id',
  });
  return toListPage(
    result as { data: PurchaseOrderRow[] | null; error: { message: string } | null; count?: number | null },
    'exact',
  );
};

export async function getPurchaseOrder(id: string): Promise<PurchaseOrder> {
  return rpcResult(
    'pos_purchase_order',
    purchaseOrderSchema,
    await supabase.rpc('pos_purchase_order', { p_order: id }),
  );
}

export async function savePurchaseOrder(order: {
  id: string;
  supplier_id: string;
  location_id: string;
  expected_on: string;
  notes: string;
  lines: { catalog_item_id: string; quantity: string; unit_cost: string }[];
}): Promise<PurchaseOrder> {
  return rpcResult(
    'pos_save_purchase_order',
    purchaseOrderSchema,
    await supabase.rpc('pos_save_purchase_order', { p_order: order }),
  );
}

export async function setPurchaseOrderStatus(
  id: string,
  status: 'sent' | 'cancelled',
): Promise<PurchaseOrder> {
  return rpcResult(
    'pos_set_purchase_order_status',
    purchaseOrderSchema,
    await supabase.rpc('pos_set_purchase_order_status', { p_order: id, p_status: status }),
  );
}

export async function receivePurchaseOrder(v: {
  receipt: string;
  order: string;
  lines: { line_no: number; quantity: string }[];
  reference: string;
}): Promise<PurchaseOrder> {
  return rpcResult(
    'pos_receive_purchase_order',
    purchaseOrderSchema,
    await supabase.rpc('pos_receive_purchase_order', {
      p_receipt: v.receipt,
      p_order: v.order,
      p_lines: v.lines,
      p_reference: v.reference || undefined,
    }),
  );
}

export async function draftPurchaseOrder(v: {
  id: string;
  supplier: string;
  location: string;
  items: string[] | null;
}): Promise<PurchaseOrder> {
  return rpcResult(
    'pos_draft_purchase_order',
    purchaseOrderSchema,
    await supabase.rpc('pos_draft_purchase_order', {
      p_order: v.id,
      p_supplier: v.supplier,
      p_location: v.location,
      p_items: v.items ?? undefined,
    }),
  );
}

// ---------------------------------------------------------------- stock counts

export type StockCountRow = Pick<
  Tables<'pos_stock_count_list'>,
  | 'id'
  | 'number'
  | 'status'
  | 'location_name'
  | 'created_at'
  | 'posted_at'
  | 'created_by_name'
  | 'line_count'
  | 'counted_count'
  | 'difference_count'
>;

export const fetchStockCounts: FetchPage<StockCountRow> = async (state, signal) => {
  const query = supabase
    .from('pos_stock_count_list')
    .select(
      'id, number, status, location_name, created_at, posted_at, created_by_name, line_count, counted_count, difference_count',
      { count: 'exact' },
    )
    .abortSignal(signal);
  const result = await applyListState(query, state, {
    searchColumns: ['number', 'location_name'],
    filterColumns: { status: 'status' },
    sortColumns: { created_at: 'created_at' },
    tieBreaker: 'id',
  });
  return toListPage(
    result as { data: StockCountRow[] | null; error: { message: string } | null; count?: number | null },
    'exact',
  );
};

export interface CountLine {
  catalog_item_id: string;
  name: string;
  sku: string | null;
  expected: string;
  counted: string | null;
  posted_difference: string | null;
}

export async function getStockCount(id: string) {
  const head = unwrap(
    await supabase
      .from('pos_stock_count_list')
      .select('id, number, status, location_name, created_at, posted_at')
      .eq('id', id)
      .single(),
  ) as Pick<StockCountRow, 'id' | 'number' | 'status' | 'location_name' | 'created_at' | 'posted_at'>;
  const rows = unwrap(
    await supabase
      .from('pos_stock_count_line_list')
      .select('catalog_item_id, name, sku, expected, counted, posted_difference')
      .eq('count_id', id)
      .order('name'),
  ) as {
    catalog_item_id: string;
    name: string;
    sku: string | null;
    expected: number | string;
    counted: number | string | null;
    posted_difference: number | string | null;
  }[];
  const lines: CountLine[] = rows.map((r) => ({
    catalog_item_id: r.catalog_item_id,
    name: r.name,
    sku: r.sku,
    expected: String(r.expected),
    counted: r.counted === null ? null : String(r.counted),
    posted_difference: r.posted_difference === null ? null : String(r.posted_difference),
  }));
  return { ...head, lines };
}

export async function startStockCount(id: string, location: string) {
  return rpcResult(
    'pos_start_stock_count',
    stockCountAnswerSchema,
    await supabase.rpc('pos_start_stock_count', { p_count: id, p_location: location }),
  );
}

export async function setStockCount(id: string, lines: { catalog_item_id: string; counted: string }[]) {
  return rpcResult(
    'pos_set_stock_count',
    stockCountAnswerSchema,
    await supabase.rpc('pos_set_stock_count', { p_count: id, p_lines: lines }),
  );
}

export async function postStockCount(id: string) {
  return rpcResult(
    'pos_post_stock_count',
    stockCountAnswerSchema,
    await supabase.rpc('pos_post_stock_count', { p_count: id }),
  );
}

/** Stocked (counted) items a purchase order can list, with their average cost as the default price. */
export async function listOrderableItems(): Promise<
  { id: string; name: string; sku: string | null; average_cost: string }[]
> {
  const rows = unwrap(
    await supabase
      .from('pos_stock_levels')
      .select('id, name, sku, average_cost')
      .eq('is_stocked', true)
      .eq('is_active', true)
      .order('name')
      .limit(1000),
  ) as { id: string; name: string; sku: string | null; average_cost: number | string }[];
  return rows.map((r) => ({ ...r, average_cost: String(r.average_cost) }));
}
