// Supplier bills' server calls (ADR 083): the bills list (a FetchPage for the kit's RecordList), a bill's
// document, "Create bill" from a purchase order, post, cancel, record a payment, and the suppliers list
// with what each is owed. Every write carries an id the screen made, so a double click acts once.
import { rpcResult } from '@kernel/data/parse-result.ts';
import { pluginKeys } from '@kernel/data/query-keys.ts';
import { unwrap } from '@kernel/data/unwrap.ts';
import type { Tables } from '@kernel/database.types.ts';
import { supabase } from '@kernel/supabase.ts';
import { applyListState, toListPage } from '@kit/list/apply-list-state.ts';
import type { FetchPage } from '@kit/list/fetch-page.ts';
import { numericText } from '@kit/money/decimal-schema.ts';
import { fetchSuppliers, type Supplier } from './data.ts';
import {
  SUPPLIER_BILL_STATUS_LABELS,
  type SupplierBill,
  type SupplierPaymentInput,
  supplierBillSchema,
} from './supplier-bills-shapes.ts';

export type { SupplierBill } from './supplier-bills-shapes.ts';

export const supplierBillKeys = pluginKeys('pos', 'supplier-bills');

export const supplierBillStatusOptions = Object.entries(SUPPLIER_BILL_STATUS_LABELS).map(
  ([value, label]) => ({
    value,
    label,
  }),
);

export type SupplierBillRow = Pick<
  Tables<'pos_supplier_bill_list'>,
  | 'id'
  | 'number'
  | 'status'
  | 'supplier_id'
  | 'supplier_name'
  | 'purchase_order_id'
  | 'purchase_order_number'
  | 'supplier_ref'
  | 'bill_date'
  | 'due_on'
  | 'total'
  | 'paid'
  | 'balance'
  | 'days_to_due'
  | 'is_overdue'
>;

const BILL_COLUMNS =
  'id, number, status, supplier_id, supplier_name, purchase_order_id, purchase_order_number, supplier_ref, bill_date, due_on, total, paid, balance, days_to_due, is_overdue';

export const fetchSupplierBills: FetchPage<SupplierBillRow> = async (state, signal) => {
  const query = supabase
    .from('pos_supplier_bill_list')
    .select(BILL_COLUMNS, { count: 'exact' })
    .abortSignal(signal);
  const result = await applyListState(query, state, {
    searchColumns: ['number', 'supplier_name', 'supplier_ref', 'purchase_order_number'],
    filterColumns: { status: 'status', overdue: 'is_overdue', supplier: 'supplier_id' },
    sortColumns: {
      due_on: 'due_on',
      bill_date: 'bill_date',
      number: 'number',
      total: 'total',
      balance: 'balance',
    },
    tieBreaker: 'id',
  });
  return toListPage(
    result as { data: SupplierBillRow[] | null; error: { message: string } | null; count?: number | null },
    'exact',
  );
};

export async function getSupplierBill(id: string): Promise<SupplierBill> {
  return rpcResult(
    'pos_supplier_bill',
    supplierBillSchema,
    await supabase.rpc('pos_supplier_bill', { p_bill: id }),
  );
}

export async function createBillFromOrder(v: {
  bill: string;
  order: string;
  supplier_ref: string;
  bill_date: string;
  due_on: string;
}): Promise<SupplierBill> {
  return rpcResult(
    'pos_bill_from_purchase_order',
    supplierBillSchema,
    await supabase.rpc('pos_bill_from_purchase_order', {
      p_bill: v.bill,
      p_order: v.order,
      p_supplier_ref: v.supplier_ref,
      p_bill_date: v.bill_date || undefined,
      p_due_on: v.due_on || undefined,
    }),
  );
}

export async function postSupplierBill(id: string): Promise<SupplierBill> {
  return rpcResult(
    'pos_post_supplier_bill',
    supplierBillSchema,
    await supabase.rpc('pos_post_supplier_bill', { p_bill: id }),
  );
}

export async function cancelSupplierBill(id: string, reason: string): Promise<SupplierBill> {
  return rpcResult(
    'pos_cancel_supplier_bill',
    supplierBillSchema,
    await supabase.rpc('pos_cancel_supplier_bill', { p_bill: id, p_reason: reason }),
  );
}

export async function recordSupplierPayment(
  payment: string,
  bill: string,
  values: SupplierPaymentInput,
): Promise<SupplierBill> {
  return rpcResult(
    'pos_record_supplier_payment',
    supplierBillSchema,
    await supabase.rpc('pos_record_supplier_payment', {
      p_payment: payment,
      p_bill: bill,
      // Decimal text: PostgreSQL reads it exactly (the generated type says number).
      p_amount: numericText(values.amount),
      p_paid_on: values.paid_on,
      p_method: values.method,
      p_reference: values.reference || undefined,
    }),
  );
}

// ---------------------------------------------------------------- suppliers with what they are owed

export type SupplierRow = Supplier & { owed: string | null; overdue: string | null; open_bills: number };

/** The suppliers list's page, each row with its open bills' balance and the part of it overdue. */
export const fetchSupplierRows: FetchPage<SupplierRow> = async (state, signal) => {
  const page = await fetchSuppliers(state, signal);
  const ids = page.rows.map((s) => s.id);
  const owed =
    ids.length === 0
      ? []
      : (unwrap(
          await supabase
            .from('pos_supplier_owed')
            .select('supplier_id, open_bills, owed, overdue')
            .in('supplier_id', ids)
            .abortSignal(signal),
        ) as {
          supplier_id: string | null;
          open_bills: number | null;
          owed: number | null;
          overdue: number | null;
        }[]);
  const bySupplier = new Map(owed.map((o) => [o.supplier_id, o]));
  return {
    ...page,
    rows: page.rows.map((s) => {
      const o = bySupplier.get(s.id);
      return {
        ...s,
        owed: o?.owed == null ? null : String(o.owed),
        overdue: o?.overdue == null ? null : String(o.overdue),
        open_bills: o?.open_bills ?? 0,
      };
    }),
  };
};
