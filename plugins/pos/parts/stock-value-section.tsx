// "Stock value at a date" (issue 25): what the stock was worth at the end of a chosen company day, at the
// moving-average cost it then had (pos_stock_value); the day in the URL (?value_at=), today by default; every
// location (the ledger values the firm's stock as one); CSV and Excel (ADR 077).
import { useFormatters } from '@kit/format/use-company-format.ts';
import { Input } from '@kit/ui/input.tsx';
import { Label } from '@kit/ui/label.tsx';
import { LoadError } from '@kit/ui/load-error.tsx';
import { Skeleton } from '@kit/ui/skeleton.tsx';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { saleKeys, stockValue } from '../data.ts';
import { ReportTable } from './report-table.tsx';

const DATE = /^\d{4}-\d{2}-\d{2}$/;

export function StockValueSection() {
  const [params, setParams] = useSearchParams();
  const given = params.get('value_at') ?? '';
  const at = DATE.test(given) ? given : null;
  const value = useQuery({ queryKey: [...saleKeys.all, 'stock-value', at], queryFn: () => stockValue(at) });
  const { money, date } = useFormatters();
  return (
    <section aria-labelledby="stock-value" className="mt-8 flex flex-col gap-3">
      <h2 id="stock-value" className="text-lg font-semibold">
        Stock value
      </h2>
      <div className="flex flex-col gap-1">
        <Label htmlFor="value-at">At the end of</Label>
        <Input
          id="value-at"
          type="date"
          className="w-fit"
          value={at ?? value.data?.at ?? ''}
          max={value.data && !at ? value.data.at : undefined}
          onChange={(e) =>
            setParams(
              (p) => {
                const n = new URLSearchParams(p);
                if (e.target.value) n.set('value_at', e.target.value);
                else n.delete('value_at');
                return n;
              },
              { replace: true },
            )
          }
        />
      </div>
      {value.error ? (
        <LoadError what="The stock value" error={value.error} onRetry={() => value.refetch()} />
      ) : !value.data ? (
        <Skeleton className="h-32 w-full" />
      ) : value.data.items.length === 0 ? (
        <p className="rounded-lg border border-dashed p-6 text-center text-muted-foreground">
          Nothing was in stock at the end of {date(value.data.at)}.
        </p>
      ) : (
        <>
          <p className="text-lg">
            <strong>{money(value.data.total)}</strong> at the end of {date(value.data.at)}, at the average
            cost then
          </p>
          <ReportTable
            id="stock-value-items"
            period={`at the end of ${value.data.at}`}
            rowKey={(r) => r.item_id}
            data={{
              title: 'Per item',
              file: `stock value ${value.data.at}`,
              rows: value.data.items,
              columns: [
                { id: 'name', header: 'Item', kind: 'text', value: (r) => r.name },
                { id: 'category', header: 'Category', kind: 'text', value: (r) => r.category },
                { id: 'quantity', header: 'On hand', kind: 'quantity', value: (r) => r.quantity },
                { id: 'unit_cost', header: 'Average cost', kind: 'money', value: (r) => r.unit_cost },
                { id: 'value', header: 'Value', kind: 'money', value: (r) => r.value },
              ],
            }}
          />
        </>
      )}
    </section>
  );
}
