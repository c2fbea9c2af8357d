// /dashboard/pos/reports: till sales in a period (in the URL: ?from=&to=), per day (a chart and a
// table), per product and per category with cost and margin (the moving-average cost each line was sold
// at), per cashier and per payment method; the stock value at a day's end (?value_at=).
import { useFormatters } from '@kit/format/use-company-format.ts';
import { downloadText, exportFileName, toCsv } from '@kit/list/csv-export.ts';
import type { ListColumn } from '@kit/list/list-column.ts';
import { RecordList } from '@kit/list/record-list.tsx';
import { Button } from '@kit/ui/button.tsx';
import { Input } from '@kit/ui/input.tsx';
import { Label } from '@kit/ui/label.tsx';
import { LoadError } from '@kit/ui/load-error.tsx';
import { PageHeader } from '@kit/ui/page-header.tsx';
import { Skeleton } from '@kit/ui/skeleton.tsx';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@kit/ui/table.tsx';
import { useQuery } from '@tanstack/react-query';
import { Download } from 'lucide-react';
import { useSearchParams } from 'react-router-dom';
import { fetchSales, type SaleRow, type SalesReport, saleKeys, salesReport } from '../data.ts';
import { PosNav } from '../parts/pos-nav.tsx';
import { ReportBreakdowns } from '../parts/report-breakdowns.tsx';
import { SalesChart } from '../parts/sales-chart.tsx';
import { StockValueSection } from '../parts/stock-value-section.tsx';

const iso = (d: Date) => d.toISOString().slice(0, 10);

type ProductRow = SalesReport['by_product'][number];
/** The per-product table as a spreadsheet: exact decimal text, as the database summed it. */
const PRODUCT_CSV: ListColumn<ProductRow>[] = [
  { id: 'name', header: 'Product' },
  { id: 'sku', header: 'SKU' },
  { id: 'quantity', header: 'Quantity' },
  { id: 'amount', header: 'Sales before VAT' },
  { id: 'cost', header: 'Cost' },
  { id: 'margin', header: 'Margin' },
];
const DATE = /^\d{4}-\d{2}-\d{2}$/;

export default function ReportsPage() {
  const [params, setParams] = useSearchParams();
  const today = new Date();
  const from = DATE.test(params.get('from') ?? '')
    ? (params.get('from') as string)
    : iso(new Date(today.getTime() - 29 * 86_400_000));
  const to = DATE.test(params.get('to') ?? '') ? (params.get('to') as string) : iso(today);
  const report = useQuery({
    queryKey: [...saleKeys.all, 'report', from, to],
    queryFn: () => salesReport(from, to),
  });
  const { money, date } = useFormatters();
  const set = (key: 'from' | 'to', value: string) =>
    setParams(
      (p) => {
        const n = new URLSearchParams(p);
        if (value) n.set(key, value);
        else n.delete(key);
        return n;
      },
      { replace: true },
    );

  return (
    <div>
      <PosNav />
      <PageHeader
        title="Sales reports"
        description="Till sales per day, product, category, cashier and payment method, with cost and margin; the stock value at a day's end."
      />
      <div className="mb-4 flex flex-wrap items-end gap-4">
        <div className="flex flex-col gap-1">
          <Label htmlFor="report-from">From</Label>
          <Input
            id="report-from"
            type="date"
            value={from}
            max={to}
            onChange={(e) => set('from', e.target.value)}
          />
        </div>
        <div className="flex flex-col gap-1">
          <Label htmlFor="report-to">To</Label>
          <Input
            id="report-to"
            type="date"
            value={to}
            min={from}
            onChange={(e) => set('to', e.target.value)}
          />
        </div>
      </div>
      {report.error ? (
        <LoadError what="The report" error={report.error} onRetry={() => report.refetch()} />
      ) : !report.data ? (
        <Skeleton className="h-64 w-full" />
      ) : report.data.totals.sales === 0 ? (
        <p className="rounded-lg border border-dashed p-8 text-center text-muted-foreground">
          No till sales between {date(from)} and {date(to)}.
        </p>
      ) : (
        <div className="flex flex-col gap-6">
          <p className="text-lg">
            <strong>{report.data.totals.sales}</strong> sales,{' '}
            <strong>{money(report.data.totals.total)}</strong> including {money(report.data.totals.tax)} VAT
            {Number(report.data.totals.refunded) > 0 && <>; refunds {money(report.data.totals.refunded)}</>}
          </p>
          <SalesChart days={report.data.by_day} />
          <section aria-labelledby="by-day">
            <h2 id="by-day" className="mb-2 text-lg font-semibold">
              By day
            </h2>
            <Table>
              <TableHeader>
                <TableRow>
                  <TableHead>Day</TableHead>
                  <TableHead className="text-right">Sales</TableHead>
                  <TableHead className="text-right">Total</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {report.data.by_day.map((d) => (
                  <TableRow key={d.day}>
                    <TableCell>{date(d.day)}</TableCell>
                    <TableCell className="text-right tabular-nums">{d.sales}</TableCell>
                    <TableCell className="text-right tabular-nums">{money(d.total)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </section>
          <section aria-labelledby="by-product">
            <div className="mb-2 flex items-center justify-between gap-2">
              <h2 id="by-product" className="text-lg font-semibold">
                By product
              </h2>
              <Button
                variant="outline"
                size="sm"
                onClick={() =>
                  downloadText(
                    exportFileName(`pos sales by product ${from} ${to}`),
                    toCsv(report.data?.by_product ?? [], PRODUCT_CSV),
                  )
                }
              >
                <Download aria-hidden="true" />
                Export CSV
              </Button>
            </div>
            <Table>
              <TableHeader>
                <TableRow>
                  <TableHead>Product</TableHead>
                  <TableHead className="text-right">Quantity</TableHead>
                  <TableHead className="text-right">Sales before VAT</TableHead>
                  <TableHead className="text-right">Cost</TableHead>
                  <TableHead className="text-right">Margin</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {report.data.by_product.map((p) => (
                  <TableRow key={p.item_id}>
                    <TableCell>{p.name}</TableCell>
                    <TableCell className="text-right tabular-nums">{p.quantity}</TableCell>
                    <TableCell className="text-right tabular-nums">{money(p.amount)}</TableCell>
                    <TableCell className="text-right tabular-nums">{money(p.cost)}</TableCell>
                    <TableCell className="text-right tabular-nums">{money(p.margin)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </section>
          <ReportBreakdowns report={report.data} period={`${from} ${to}`} />
        </div>
      )}
      <StockValueSection />
      <section aria-labelledby="receipts" className="mt-8">
        <h2 id="receipts" className="mb-2 text-lg font-semibold">
          Receipts
        </h2>
        <SalesList />
      </section>
    </div>
  );
}

/** Every till sale, newest first; a receipt number opens it at the till to print again. */
function SalesList() {
  const { money, date } = useFormatters();
  const columns: ListColumn<SaleRow>[] = [
    { id: 'number', header: 'Receipt', priority: 'key' },
    {
      id: 'created_at',
      header: 'When',
      sortable: true,
      value: (s) => (s.created_at ? date(s.created_at, 'datetime') : ''),
    },
    {
      id: 'total',
      header: 'Total',
      align: 'end',
      sortable: true,
      value: (s) => String(s.total),
      cell: (s) => <span className="tabular-nums">{money(String(s.total))}</span>,
    },
  ];
  return (
    <RecordList<SaleRow>
      name="receipts"
      queryKey={[...saleKeys.lists(), 'receipts']}
      columns={columns}
      fetchPage={fetchSales}
      rowId={(s) => s.id}
      rowHref={(s) => `/dashboard/pos?receipt=${s.id}`}
      defaults={{ sort: [{ id: 'created_at', desc: true }], size: 10 }}
      searchPlaceholder="Receipt number…"
    />
  );
}
