// The sales report's breakdowns (issue 25: "sales by day, product, category, cashier and payment method;
// margins"), each a chart and a table with its CSV and Excel export, every figure net of the period's refunds
// (ADR 077). Amounts arrive as exact decimal text and are shown with the company's money format.
import { useFormatters } from '@kit/format/use-company-format.ts';
import { ReportBarChart } from './report-bar-chart.tsx';
import type { NetSalesReport } from './report-shapes.ts';
import { ReportTable } from './report-table.tsx';
import { METHOD_NAMES, salesTables } from './report-tables.ts';
import { SalesChart } from './sales-chart.tsx';

/** By day, product, category, cashier and payment method, for the report's period. */
export function ReportBreakdowns({ report, period }: { report: NetSalesReport; period: string }) {
  const { money } = useFormatters();
  const t = salesTables(report, period);
  return (
    <>
      <ReportTable
        id="by-day"
        data={t.byDay}
        period={period}
        rowKey={(r) => r.day}
        chart={<SalesChart days={report.by_day} total={report.totals.total} />}
      />
      <ReportTable
        id="by-product"
        data={t.byProduct}
        period={period}
        rowKey={(r) => r.item_id}
        chart={
          <ReportBarChart
            kind="by-product"
            summary={`Net sales before VAT of the ${Math.min(10, report.by_product.length)} best-selling products`}
            rows={report.by_product.map((r) => ({ label: r.name, value: r.amount, text: money(r.amount) }))}
          />
        }
      />
      <ReportTable
        id="by-category"
        data={t.byCategory}
        period={period}
        rowKey={(r) => r.category}
        chart={
          <ReportBarChart
            kind="by-category"
            summary="Net sales before VAT and margin per category"
            rows={report.by_category.map((r) => ({
              label: r.category,
              value: r.amount,
              text: `${money(r.amount)} (margin ${money(r.margin)})`,
            }))}
          />
        }
      />
      <ReportTable
        id="by-cashier"
        data={t.byCashier}
        period={period}
        rowKey={(r) => r.user_id ?? r.name}
        chart={
          <ReportBarChart
            kind="by-cashier"
            summary="Net sales with VAT per cashier"
            rows={report.by_cashier.map((r) => ({ label: r.name, value: r.total, text: money(r.total) }))}
          />
        }
      />
      <ReportTable
        id="by-method"
        data={t.byMethod}
        period={period}
        rowKey={(r) => r.method}
        chart={
          <ReportBarChart
            kind="by-method"
            summary="Net amount per payment method"
            rows={report.by_method.map((r) => ({
              label: METHOD_NAMES[r.method] ?? r.method,
              value: r.amount,
              text: money(r.amount),
            }))}
          />
        }
      />
    </>
  );
}
