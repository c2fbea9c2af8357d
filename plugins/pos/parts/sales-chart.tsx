// Net sales per day (refunds of the day taken off, ADR 077) as bars, drawn with recharts (ADR 059; the
// stack's chart library). The figure has a text summary for screen readers, and every number is also in the
// per-day table on the page, which is what assistive technology reads; the chart itself is decoration for
// sighted users (aria-hidden). The summary's total is the report's own (exact text), never summed here.
import { useFormatters } from '@kit/format/use-company-format.ts';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { NetSalesReport } from './report-shapes.ts';

export function SalesChart({ days, total }: { days: NetSalesReport['by_day']; total: string }) {
  const { money, date } = useFormatters();
  if (days.length === 0) return null;
  const data = days.map((d) => ({ day: d.day, total: Number(d.total), sales: d.sales }));
  const summary = `Net sales per day over ${days.length} days with sales or refunds, ${money(total)} in all`;
  return (
    <figure className="rounded-lg border p-3" aria-label={summary}>
      <div className="h-48 w-full" aria-hidden="true" data-testid="sales-chart">
        <ResponsiveContainer width="100%" height="100%" minWidth={240}>
          <BarChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: 8 }} accessibilityLayer={false}>
            <CartesianGrid vertical={false} strokeDasharray="3 3" className="stroke-border" />
            <XAxis
              dataKey="day"
              tickFormatter={(d: string) => d.slice(8, 10)}
              tickLine={false}
              fontSize={11}
            />
            <YAxis
              tickFormatter={(v: number) => money(String(v), 'none')}
              width={72}
              tickLine={false}
              fontSize={11}
            />
            <Tooltip
              formatter={(v) => money(String(v))}
              labelFormatter={(d) => date(String(d))}
              cursor={{ fillOpacity: 0.1 }}
            />
            <Bar
              dataKey="total"
              name="Net sales"
              fill="var(--color-primary, currentColor)"
              radius={[2, 2, 0, 0]}
            />
          </BarChart>
        </ResponsiveContainer>
      </div>
      <figcaption className="mt-1 text-xs text-muted-foreground">
        {summary} (day of the month under each bar; the table below has every figure)
      </figcaption>
    </figure>
  );
}
