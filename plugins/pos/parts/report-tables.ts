// The reports' tables as data (ADR 077): the columns and rows the page shows and both exports write, one
// builder per report. Every figure is the database's exact text, net of refunds where the report says so.
import type { ReportTableData } from './report-export.ts';
import type { NetSalesReport, SlowMovers } from './report-shapes.ts';

export const METHOD_NAMES: Record<string, string> = { cash: 'Cash', mpesa: 'M-Pesa', card: 'Card' };

type R = NetSalesReport;

/** The per-product and per-category figures: quantities, sales before VAT, cost and margin, net of refunds. */
function netSalesColumns<
  T extends Pick<
    R['by_product'][number],
    'quantity' | 'refunded_quantity' | 'amount' | 'refunded_amount' | 'cost' | 'margin'
  >,
>(): ReportTableData<T>['columns'] {
  return [
    { id: 'quantity', header: 'Quantity (net)', kind: 'quantity', value: (r) => r.quantity },
    { id: 'refunded_quantity', header: 'Refunded', kind: 'quantity', value: (r) => r.refunded_quantity },
    { id: 'amount', header: 'Sales before VAT (net)', kind: 'money', value: (r) => r.amount },
    { id: 'refunded_amount', header: 'Refunded before VAT', kind: 'money', value: (r) => r.refunded_amount },
    { id: 'cost', header: 'Cost', kind: 'money', value: (r) => r.cost },
    { id: 'margin', header: 'Margin', kind: 'money', value: (r) => r.margin },
  ];
}

/** The sales report's five tables for a period ("2026-11-01 2026-11-30") and a place ("shop" or ""). */
export function salesTables(report: R, period: string) {
  const byDay: ReportTableData<R['by_day'][number]> = {
    title: 'By day',
    file: `pos sales by day ${period}`,
    rows: report.by_day,
    columns: [
      { id: 'day', header: 'Day', kind: 'date', value: (r) => r.day },
      { id: 'sales', header: 'Sales', kind: 'integer', value: (r) => r.sales },
      { id: 'gross', header: 'Sold with VAT', kind: 'money', value: (r) => r.gross },
      { id: 'refunded', header: 'Refunded', kind: 'money', value: (r) => r.refunded },
      { id: 'total', header: 'Net with VAT', kind: 'money', value: (r) => r.total },
    ],
  };
  const byProduct: ReportTableData<R['by_product'][number]> = {
    title: 'By product',
    file: `pos sales by product ${period}`,
    rows: report.by_product,
    columns: [
      { id: 'name', header: 'Product', kind: 'text', value: (r) => r.name },
      { id: 'sku', header: 'SKU', kind: 'text', value: (r) => r.sku },
      ...netSalesColumns<R['by_product'][number]>(),
    ],
  };
  const byCategory: ReportTableData<R['by_category'][number]> = {
    title: 'By category',
    file: `pos sales by category ${period}`,
    rows: report.by_category,
    columns: [
      { id: 'category', header: 'Category', kind: 'text', value: (r) => r.category },
      ...netSalesColumns<R['by_category'][number]>(),
    ],
  };
  const byCashier: ReportTableData<R['by_cashier'][number]> = {
    title: 'By cashier',
    file: `pos sales by cashier ${period}`,
    rows: report.by_cashier,
    columns: [
      { id: 'name', header: 'Cashier', kind: 'text', value: (r) => r.name },
      { id: 'sales', header: 'Sales', kind: 'integer', value: (r) => r.sales },
      { id: 'gross', header: 'Sold with VAT', kind: 'money', value: (r) => r.gross },
      { id: 'refunds', header: 'Refunds given', kind: 'integer', value: (r) => r.refunds },
      { id: 'refunded', header: 'Refunded', kind: 'money', value: (r) => r.refunded },
      { id: 'total', header: 'Net with VAT', kind: 'money', value: (r) => r.total },
    ],
  };
  const byMethod: ReportTableData<R['by_method'][number]> = {
    title: 'By payment method',
    file: `pos sales by payment method ${period}`,
    rows: report.by_method,
    columns: [
      { id: 'method', header: 'Method', kind: 'text', value: (r) => METHOD_NAMES[r.method] ?? r.method },
      { id: 'payments', header: 'Payments', kind: 'integer', value: (r) => r.payments },
      { id: 'gross', header: 'Taken', kind: 'money', value: (r) => r.gross },
      { id: 'refunds', header: 'Refunds', kind: 'integer', value: (r) => r.refunds },
      { id: 'refunded', header: 'Given back', kind: 'money', value: (r) => r.refunded },
      { id: 'amount', header: 'Net', kind: 'money', value: (r) => r.amount },
    ],
  };
  return { byDay, byProduct, byCategory, byCashier, byMethod };
}

export function slowMoversTable(s: SlowMovers, period: string): ReportTableData<SlowMovers['items'][number]> {
  return {
    title: 'Slow movers',
    file: `pos slow movers ${period}`,
    rows: s.items,
    columns: [
      { id: 'name', header: 'Product', kind: 'text', value: (r) => r.name },
      { id: 'sku', header: 'SKU', kind: 'text', value: (r) => r.sku },
      { id: 'category', header: 'Category', kind: 'text', value: (r) => r.category },
      { id: 'sold', header: 'Sold in the period', kind: 'quantity', value: (r) => r.sold },
      { id: 'on_hand', header: 'On hand', kind: 'quantity', value: (r) => r.on_hand },
      { id: 'last_sold_on', header: 'Last sale', kind: 'date', value: (r) => r.last_sold_on },
      { id: 'days_since_sale', header: 'Days since', kind: 'integer', value: (r) => r.days_since_sale },
      { id: 'average_cost', header: 'Average cost', kind: 'money', value: (r) => r.average_cost },
      { id: 'stock_value', header: 'Stock value', kind: 'money', value: (r) => r.stock_value },
    ],
  };
}
