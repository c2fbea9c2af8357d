// /dashboard/pos/reports: till sales in a period at a location (in the URL: ?from=&to=&location=), net of the
// refunds given in it (ADR 077) — per day, product, category (cost and margin at the moving-average cost each
// line was sold at), cashier and payment method, each a chart and a table with CSV and Excel; the slow movers;
// the stock value at a day's end (?value_at=); every receipt.
import { addDays } from '@kit/format/dates.ts';
import { companyToday, useFormatters } from '@kit/format/use-company-format.ts';
import type { ListColumn } from '@kit/list/list-column.ts';
import { RecordList } from '@kit/list/record-list.tsx';
import { Input } from '@kit/ui/input.tsx';
import { Label } from '@kit/ui/label.tsx';
import { LoadError } from '@kit/ui/load-error.tsx';
import { NativeSelect } from '@kit/ui/native-select.tsx';
import { PageHeader } from '@kit/ui/page-header.tsx';
import { Skeleton } from '@kit/ui/skeleton.tsx';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { fetchSales, listLocations, posKeys, type SaleRow, saleKeys } from '../data.ts';
import { PosNav } from '../parts/pos-nav.tsx';
import { ReportBreakdowns } from '../parts/report-breakdowns.tsx';
import { netSalesReport, type ReportFilter } from '../parts/report-data.ts';
import { allSlowMovers, SlowMoversSection } from '../parts/report-slow-movers.tsx';
import { ReportExportButtons } from '../parts/report-table.tsx';
import { salesTables, slowMoversTable } from '../parts/report-tables.ts';
import { StockValueSection } from '../parts/stock-value-section.tsx';

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export default function ReportsPage() {
  const [params, setParams] = useSearchParams();
  const { money, date, format } = useFormatters();
  // The last 30 of the firm's days (the report's days are its dates, ADR 077), not UTC's: after Nairobi's midnight
  // UTC's "today" is still yesterday, and a sale made a minute ago fell outside the period.
  const today = companyToday(format);
  const from = DATE.test(params.get('from') ?? '') ? (params.get('from') as string) : addDays(today, -29);
  const to = DATE.test(params.get('to') ?? '') ? (params.get('to') as string) : today;
  const location = UUID.test(params.get('location') ?? '') ? (params.get('location') as string) : null;
  const filter: ReportFilter = { from, to, location };
  const locations = useQuery({ queryKey: [...posKeys.all, 'locations'], queryFn: listLocations });
  const place = locations.data?.find((l) => l.id === location)?.name ?? '';
  const period = `${from} ${to}${place ? ` ${place}` : ''}`;
  const report = useQuery({
    queryKey: [...saleKeys.all, 'report', from, to, location],
    queryFn: () => netSalesReport(filter),
    placeholderData: keepPreviousData,
  });
  const set = (key: 'from' | 'to' | 'location', value: string) =>
    setParams(
      (p) => {
        const n = new URLSearchParams(p);
        if (value) n.set(key, value);
        else n.delete(key);
        // Another period or place starts the slow movers from their first page.
        n.delete('slow_page');
        return n;
      },
      { replace: true },
    );
  const everything = async () => {
    const data = report.data ?? (await netSalesReport(filter));
    const t = salesTables(data, period);
    return [
      t.byDay,
      t.byProduct,
      t.byCategory,
      t.byCashier,
      t.byMethod,
      slowMoversTable(await allSlowMovers(filter), period),
    ];
  };
  const totals = report.data?.totals;

  return (
    <div>
      <PosNav />
      <PageHeader
        title="Sales reports"
        description="Till sales per day, product, category, cashier and payment method, net of refunds, with cost and margin; slow movers; the stock value at a day's end."
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
        <div className="flex flex-col gap-1">
          <Label htmlFor="report-location">Location</Label>
          <NativeSelect
            id="report-location"
            value={location ?? ''}
            onChange={(e) => set('location', e.target.value)}
          >
            <option value="">Every location</option>
            {(locations.data ?? []).map((l) => (
              <option key={l.id} value={l.id}>
                {l.name}
              </option>
            ))}
          </NativeSelect>
        </div>
        {report.data && (
          <div className="flex flex-col gap-1">
            <span className="text-sm font-medium">Every report</span>
            <ReportExportButtons
              tables={[]}
              load={everything}
              csv={false}
              what="every report of the period, one sheet each"
              title={`Sales reports, ${period}`}
              file={`pos reports ${period}`}
            />
          </div>
        )}
      </div>
      {report.error ? (
        <LoadError what="The report" error={report.error} onRetry={() => report.refetch()} />
      ) : !report.data || !totals ? (
        <Skeleton className="h-64 w-full" aria-label="Loading the report" />
      ) : totals.sales === 0 && totals.refunds === 0 ? (
        <p className="rounded-lg border border-dashed p-8 text-center text-muted-foreground">
          No till sales or refunds {place ? `at ${place} ` : ''}between {date(from)} and {date(to)}.
        </p>
      ) : (
        <div className="flex flex-col gap-6" aria-busy={report.isPlaceholderData}>
          <p className="text-lg">
            <strong>{totals.sales}</strong> sales, <strong>{money(totals.total)}</strong> net including{' '}
            {money(totals.tax)} VAT
            {totals.refunds > 0 && (
              <>
                {' '}
                ({money(totals.gross)} sold less {totals.refunds}{' '}
                {totals.refunds === 1 ? 'refund' : 'refunds'} of {money(totals.refunded)})
              </>
            )}
          </p>
          <ReportBreakdowns report={report.data} period={period} />
        </div>
      )}
      <div className="mt-8">
        <SlowMoversSection filter={filter} period={period} />
      </div>
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
