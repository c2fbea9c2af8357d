// Slow movers (issue 25, ADR 077): the stocked products with something on hand that sold none or fewest in
// the report's period (net of refunds), fewest first, with days since the last sale and the money tied up at
// the average cost — a chart of the page's stock values and the table, paged (?slow_page=) in the URL. The
// exports read every page.
import { useFormatters } from '@kit/format/use-company-format.ts';
import { LoadError } from '@kit/ui/load-error.tsx';
import { Pagination } from '@kit/ui/pagination.tsx';
import { Skeleton } from '@kit/ui/skeleton.tsx';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { saleKeys } from '../data.ts';
import { ReportBarChart } from './report-bar-chart.tsx';
import { type ReportFilter, slowMovers } from './report-data.ts';
import type { SlowMovers } from './report-shapes.ts';
import { ReportTable } from './report-table.tsx';
import { slowMoversTable } from './report-tables.ts';

export const SLOW_PAGE_SIZE = 10;
/** What one export call reads (the RPC's most). */
const EXPORT_PAGE = 100;

/** Every slow mover of the filter, page by page. */
export async function allSlowMovers(filter: ReportFilter): Promise<SlowMovers> {
  const first = await slowMovers(filter, 1, EXPORT_PAGE);
  const items = [...first.items];
  for (let page = 2; items.length < first.total; page++) {
    const next = await slowMovers(filter, page, EXPORT_PAGE);
    if (next.items.length === 0) break;
    items.push(...next.items);
  }
  return { ...first, items };
}

export function SlowMoversSection({ filter, period }: { filter: ReportFilter; period: string }) {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number.parseInt(params.get('slow_page') ?? '1', 10) || 1);
  const query = useQuery({
    queryKey: [...saleKeys.all, 'slow-movers', filter, page],
    queryFn: () => slowMovers(filter, page, SLOW_PAGE_SIZE),
    placeholderData: keepPreviousData,
  });
  const { money, date } = useFormatters();
  const setPage = (n: number) =>
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        if (n > 1) next.set('slow_page', String(n));
        else next.delete('slow_page');
        return next;
      },
      { replace: true },
    );

  if (query.error)
    return <LoadError what="The slow movers" error={query.error} onRetry={() => void query.refetch()} />;
  if (!query.data) return <Skeleton className="h-48 w-full" aria-label="Loading the slow movers" />;
  const data = query.data;
  return (
    <div className="flex flex-col gap-2">
      <ReportTable
        id="slow-movers"
        data={slowMoversTable(data, period)}
        period={period}
        rowKey={(r) => r.item_id}
        empty="No stocked product has anything on hand here."
        exportAll={async () => slowMoversTable(await allSlowMovers(filter), period)}
        chart={
          <>
            <p>
              {data.total} stocked products on hand, {money(data.stock_value)} at average cost; fewest sold
              between {date(data.from)} and {date(data.to)} first, refunds taken off.
            </p>
            <ReportBarChart
              kind="slow-movers"
              summary={`Stock value of the ${data.items.length} slowest movers on this page`}
              rows={data.items.map((r) => ({
                label: r.name,
                value: r.stock_value,
                text: `${money(r.stock_value)}, ${r.days_since_sale === null ? 'never sold' : `${r.days_since_sale} d`}`,
              }))}
            />
          </>
        }
        footer={
          <Pagination
            label="Slow movers pages"
            page={page}
            pageSize={SLOW_PAGE_SIZE}
            total={data.total}
            onPageChange={setPage}
          />
        }
      />
    </div>
  );
}
