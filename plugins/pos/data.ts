// POS's server calls: the stock views and ledger (FetchPages for the kit's RecordList), the till's
// search and sale, the stock RPCs, suppliers, POS customers and the sales report. Answers of RPCs are
// checked with the schemas in shapes.ts (ADR 046); numbers typed by people go as decimal text.

import { rpcResult } from '@kernel/data/parse-result.ts';
import { pluginKeys } from '@kernel/data/query-keys.ts';
import { unwrap } from '@kernel/data/unwrap.ts';
import type { Tables } from '@kernel/database.types.ts';
import { supabase } from '@kernel/supabase.ts';
import { applyListState, toListPage } from '@kit/list/apply-list-state.ts';
import type { FetchPage } from '@kit/list/fetch-page.ts';
import { numericText } from '@kit/money/decimal-schema.ts';
import { z } from 'zod';
import type { CartLine, Payment } from './cart.ts';
import {
  refundAnswerSchema,
  type SaleReceipt,
  saleReceiptSchema,
  salesReportSchema,
  stockAnswerSchema,
  stockValueSchema,
} from './shapes.ts';

export type { SaleReceipt, SalesReport, StockValue } from './shapes.ts';

export const posKeys = pluginKeys('pos', 'stock');
export const supplierKeys = pluginKeys('pos', 'suppliers');
export const customerKeys = pluginKeys('pos', 'customers');
export const saleKeys = pluginKeys('pos', 'sales');

// ---------------------------------------------------------------- locations and settings

export interface Location {
  id: string;
  code: string;
  name: string;
}

export async function listLocations(): Promise<Location[]> {
  return unwrap(
    await supabase.from('pos_locations').select('id, code, name').eq('is_active', true).order('sort_order'),
  );
}

/** Whether catalogue prices include VAT (Settings → Sales, invoicing's). */
export async function pricesIncludeTax(): Promise<boolean> {
  const row = unwrap(await supabase.from('sales_settings').select('prices_include_tax').single()) as {
    prices_include_tax: boolean;
  };
  return row.prices_include_tax;
}

// ---------------------------------------------------------------- stock levels

export type StockLevel = Pick<
  Tables<'pos_stock_levels'>,
  | 'id'
  | 'name'
  | 'sku'
  | 'unit'
  | 'unit_price'
  | 'barcode'
  | 'category'
  | 'reorder_level'
  | 'is_stocked'
  | 'average_cost'
  | 'on_hand'
  | 'stock_value'
  | 'on_hand_by_location'
  | 'is_low'
>;
const LEVEL_COLUMNS =
  'id, name, sku, unit, unit_price, barcode, category, reorder_level, is_stocked, average_cost, on_hand, stock_value, on_hand_by_location, is_low';

export const stockedOptions = [
  { value: 'true', label: 'Counted' },
  { value: 'false', label: 'Not counted' },
];

function stockLevels(lowOnly: boolean): FetchPage<StockLevel> {
  return async (state, signal) => {
    let query = supabase
      .from('pos_stock_levels')
      .select(LEVEL_COLUMNS, { count: 'exact' })
      .abortSignal(signal);
    if (lowOnly) query = query.eq('is_low', true);
    const result = await applyListState(query, state, {
      searchColumns: ['name', 'sku', 'barcode', 'category'],
      filterColumns: { stocked: 'is_stocked', category: 'category' },
      sortColumns: { on_hand: 'on_hand', reorder_level: 'reorder_level', stock_value: 'stock_value' },
      tieBreaker: 'id',
    });
    return toListPage(
      result as { data: StockLevel[] | null; error: { message: string } | null; count?: number | null },
      'exact',
    );
  };
}
export const fetchStockLevels = stockLevels(false);
export const fetchLowStock = stockLevels(true);

/** On hand at one location, from the view's per-location figures ("0" when none moved there). */
export function onHandAt(level: Pick<StockLevel, 'on_hand_by_location'>, code: string): string {
  const by = level.on_hand_by_location;
  const value = by && typeof by === 'object' && !Array.isArray(by) ? by[code] : undefined;
  return typeof value === 'string' ? value : '0';
}

// ---------------------------------------------------------------- the ledger

export type Movement = Pick<
  Tables<'pos_movement_list'>,
  | 'id'
  | 'created_at'
  | 'kind'
  | 'quantity'
  | 'unit_cost'
  | 'reason'
  | 'reference'
  | 'item_name'
  | 'sku'
  | 'location_name'
  | 'sale_number'
  | 'supplier_name'
  | 'created_by_name'
>;
export const MOVEMENT_LABELS: Record<string, string> = {
  receipt: 'Received',
  sale: 'Sold',
  return: 'Returned',
  adjustment: 'Adjusted',
  transfer_out: 'Transferred out',
  transfer_in: 'Transferred in',
  // The online shop (ADR 057): an order takes its stock at once; cancelled or unpaid, it comes back.
  order: 'Online order',
  order_release: 'Online order released',
};
export const movementKindOptions = Object.entries(MOVEMENT_LABELS).map(([value, label]) => ({
  value,
  label,
}));

export const fetchMovements: FetchPage<Movement> = async (state, signal) => {
  const query = supabase
    .from('pos_movement_list')
    .select(
      'id, created_at, kind, quantity, unit_cost, reason, reference, item_name, sku, location_name, sale_number, supplier_name, created_by_name',
      { count: 'exact' },
    )
    .abortSignal(signal);
  const result = await applyListState(query, state, {
    searchColumns: ['item_name', 'sku', 'reason', 'reference', 'sale_number'],
    filterColumns: { kind: 'kind' },
    sortColumns: { created_at: 'created_at' },
    tieBreaker: 'id',
  });
  return toListPage(
    result as { data: Movement[] | null; error: { message: string } | null; count?: number | null },
    'exact',
  );
};

// ---------------------------------------------------------------- stock RPCs

export async function receiveStock(v: {
  item: string;
  location: string;
  quantity: string;
  unitCost: string;
  supplier: string | null;
  reference: string;
}) {
  return rpcResult(
    'pos_receive_stock',
    stockAnswerSchema,
    await supabase.rpc('pos_receive_stock', {
      p_item: v.item,
      p_location: v.location,
      p_quantity: numericText(v.quantity),
      p_unit_cost: numericText(v.unitCost),
      p_supplier: v.supplier,
      p_reference: v.reference,
    }),
  );
}

export async function transferStock(v: { item: string; from: string; to: string; quantity: string }) {
  return rpcResult(
    'pos_transfer_stock',
    stockAnswerSchema,
    await supabase.rpc('pos_transfer_stock', {
      p_item: v.item,
      p_from: v.from,
      p_to: v.to,
      p_quantity: numericText(v.quantity),
    }),
  );
}

/** `quantity` is signed decimal text: "-2" takes two away. */
export async function adjustStock(v: { item: string; location: string; quantity: string; reason: string }) {
  return rpcResult(
    'pos_adjust_stock',
    stockAnswerSchema,
    await supabase.rpc('pos_adjust_stock', {
      p_item: v.item,
      p_location: v.location,
      p_quantity: numericText(v.quantity),
      p_reason: v.reason,
    }),
  );
}

export async function saveStockItem(v: {
  item: string;
  barcode: string;
  category: string;
  reorderLevel: string;
  isStocked: boolean;
}) {
  unwrap(
    await supabase.rpc('pos_save_stock_item', {
      p_item: v.item,
      p_barcode: v.barcode.trim() || undefined,
      p_category: v.category.trim() || undefined,
      p_reorder_level: numericText(v.reorderLevel || '0'),
      p_is_stocked: v.isStocked,
    }),
  );
}

/** Catalogue products not stocked yet (the "Stock a product" choice). */
export async function listUnstockedProducts(): Promise<{ id: string; name: string; sku: string | null }[]> {
  const [products, stocked] = await Promise.all([
    supabase
      .from('catalog_items')
      .select('id, name, sku')
      .eq('kind', 'product')
      .eq('is_active', true)
      .order('name'),
    supabase.from('pos_stock_items').select('catalog_item_id'),
  ]);
  const have = new Set(unwrap(stocked).map((s) => s.catalog_item_id));
  return unwrap(products).filter((p) => !have.has(p.id));
}

// ---------------------------------------------------------------- the till

const tillItemSchema = z.object({
  id: z.string(),
  name: z.string(),
  sku: z.string().nullable(),
  barcode: z.string().nullable(),
  unit: z.string(),
  unit_price: z.union([z.number(), z.string()]),
  tax_code: z.string(),
  kind: z.string(),
  is_stocked: z.boolean(),
  on_hand: z.union([z.number(), z.string()]).nullable(),
  exact: z.boolean().nullable(),
  // The primary image and the variant (ADR 078).
  image_path: z.string().nullable().optional(),
  group_name: z.string().nullable().optional(),
  variant_label: z.string().nullable().optional(),
});
export type TillItem = z.infer<typeof tillItemSchema>;

export async function tillSearch(
  query: string,
  location: string | null,
  signal?: AbortSignal,
): Promise<TillItem[]> {
  let request = supabase.rpc('pos_till_search', { p_query: query, p_location: location ?? undefined });
  if (signal) request = request.abortSignal(signal);
  return rpcResult('pos_till_search', z.array(tillItemSchema), await request);
}

/** A paid sale as the till sends it; `id` is made by the till and is the idempotency key. */
export interface SaleToRecord {
  id: string;
  location_id: string;
  customer_user_id: string | null;
  cart_discount_percent: string;
  lines: readonly CartLine[];
  payments: readonly Payment[];
}

export async function recordSale(sale: SaleToRecord): Promise<SaleReceipt> {
  return rpcResult(
    'pos_record_sale',
    saleReceiptSchema,
    await supabase.rpc('pos_record_sale', {
      p_sale: {
        id: sale.id,
        location_id: sale.location_id,
        customer_user_id: sale.customer_user_id,
        cart_discount_percent: sale.cart_discount_percent || '0',
        lines: sale.lines.map((l) => ({
          catalog_item_id: l.id,
          quantity: l.quantity,
          discount_percent: l.discount_percent || '0',
        })),
        payments: sale.payments.map((p) => ({
          method: p.method,
          amount: p.amount,
          reference: p.reference || null,
        })),
      },
    }),
  );
}

export async function getReceipt(id: string): Promise<SaleReceipt> {
  return rpcResult(
    'pos_sale_receipt',
    saleReceiptSchema,
    await supabase.rpc('pos_sale_receipt', { p_sale: id }),
  );
}

export async function refundSale(refund: {
  id: string;
  sale_id: string;
  method: string;
  restock: boolean;
  reason: string;
  lines: { line_no: number; quantity: string }[];
}) {
  return rpcResult(
    'pos_refund_sale',
    refundAnswerSchema,
    await supabase.rpc('pos_refund_sale', { p_refund: refund }),
  );
}

// ---------------------------------------------------------------- sales (reprint)

export type SaleRow = Pick<Tables<'pos_sales'>, 'id' | 'number' | 'created_at' | 'total' | 'change_due'>;

export const fetchSales: FetchPage<SaleRow> = async (state, signal) => {
  const query = supabase
    .from('pos_sales')
    .select('id, number, created_at, total, change_due', { count: 'exact' })
    .abortSignal(signal);
  const result = await applyListState(query, state, {
    searchColumns: ['number'],
    sortColumns: { created_at: 'created_at', total: 'total' },
    tieBreaker: 'id',
  });
  return toListPage(
    result as { data: SaleRow[] | null; error: { message: string } | null; count?: number | null },
    'exact',
  );
};

// ---------------------------------------------------------------- reports

export async function salesReport(from: string, to: string) {
  return rpcResult(
    'pos_sales_report',
    salesReportSchema,
    await supabase.rpc('pos_sales_report', { p_from: from, p_to: to }),
  );
}

/** The stock at the end of a company day at the average cost it then had (today when `at` is empty). */
export async function stockValue(at: string | null) {
  return rpcResult(
    'pos_stock_value',
    stockValueSchema,
    await supabase.rpc('pos_stock_value', at ? { p_at: at } : {}),
  );
}

// ---------------------------------------------------------------- suppliers

export type Supplier = Pick<
  Tables<'pos_suppliers'>,
  'id' | 'name' | 'contact_name' | 'phone' | 'email' | 'tax_pin' | 'address' | 'notes' | 'is_active'
>;
const SUPPLIER_COLUMNS = 'id, name, contact_name, phone, email, tax_pin, address, notes, is_active';

export const fetchSuppliers: FetchPage<Supplier> = async (state, signal) => {
  let query = supabase.from('pos_suppliers').select(SUPPLIER_COLUMNS, { count: 'exact' }).abortSignal(signal);
  if (!state.filters.active?.length) query = query.eq('is_active', true);
  const result = await applyListState(query, state, {
    searchColumns: ['name', 'contact_name', 'phone', 'email', 'tax_pin'],
    filterColumns: { active: 'is_active' },
    tieBreaker: 'id',
  });
  return toListPage(
    result as { data: Supplier[] | null; error: { message: string } | null; count?: number | null },
    'exact',
  );
};

export async function listSupplierOptions(): Promise<{ value: string; label: string }[]> {
  const rows = unwrap(
    await supabase.from('pos_suppliers').select('id, name').eq('is_active', true).order('name'),
  );
  return rows.map((r) => ({ value: r.id, label: r.name }));
}

const optional = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .transform((v) => (v === '' ? null : v));

export const supplierSchema = z.object({
  name: z.string().trim().min(1, 'Give the supplier a name').max(200, 'At most 200 characters'),
  contact_name: optional(200, 'At most 200 characters'),
  phone: optional(31, 'At most 31 characters').refine(
    (v) => v === null || /^\+?[0-9][0-9 ()-]{5,30}$/.test(v),
    'A phone number, e.g. +254 722 410 118',
  ),
  email: optional(254, 'At most 254 characters').refine(
    (v) => v === null || /^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(v),
    'An e-mail address, e.g. orders@supplier.co.ke',
  ),
  tax_pin: optional(20, 'At most 20 characters').refine(
    (v) => v === null || /^[A-Za-z0-9]{6,20}$/.test(v),
    'The KRA PIN: letters and digits, e.g. P051234567Q',
  ),
  address: optional(500, 'At most 500 characters'),
  notes: optional(2000, 'At most 2,000 characters'),
  is_active: z.enum(['true', 'false']).transform((v) => v === 'true'),
});
export type SupplierValues = z.input<typeof supplierSchema>;
export type SupplierInput = z.output<typeof supplierSchema>;

export const emptySupplier: SupplierValues = {
  name: '',
  contact_name: '',
  phone: '',
  email: '',
  tax_pin: '',
  address: '',
  notes: '',
  is_active: 'true',
};
export function supplierValues(s: Supplier): SupplierValues {
  return {
    name: s.name,
    contact_name: s.contact_name ?? '',
    phone: s.phone ?? '',
    email: s.email ?? '',
    tax_pin: s.tax_pin ?? '',
    address: s.address ?? '',
    notes: s.notes ?? '',
    is_active: s.is_active ? 'true' : 'false',
  };
}

export async function saveSupplier(id: string | null, values: SupplierInput): Promise<Supplier> {
  const query = id
    ? supabase.from('pos_suppliers').update(values).eq('id', id)
    : supabase.from('pos_suppliers').insert(values);
  return unwrap(await query.select(SUPPLIER_COLUMNS).single()) as Supplier;
}

// ---------------------------------------------------------------- POS customers

export interface PosCustomer {
  user_id: string;
  email: string | null;
  full_name: string | null;
  phone: string | null;
  created_at: string | null;
  last_sign_in_at: string | null;
  sales_count: number | null;
  sales_total: number | string | null;
  last_sale_at: string | null;
}

export const fetchPosCustomers: FetchPage<PosCustomer> = async (state, signal) => {
  const query = supabase.rpc('pos_customers', {}, { count: 'exact' }).select('*').abortSignal(signal);
  const result = await applyListState(query, state, {
    searchColumns: ['email', 'full_name', 'phone'],
    sortColumns: { sales_total: 'sales_total', last_sale_at: 'last_sale_at', created_at: 'created_at' },
    tieBreaker: 'user_id',
  });
  return toListPage(
    result as { data: PosCustomer[] | null; error: { message: string } | null; count?: number | null },
    'exact',
  );
};
