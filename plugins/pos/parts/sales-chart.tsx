// Sales per day as bars (plain SVG, no chart library yet: recharts is not among the project's
// dependencies — ADR 054). The numbers are also in the table beside it, which is what screen readers
// get; the figure is labelled as a summary.
import { useFormatters } from '@kit/format/use-company-format.ts';
import type { SalesReport } from '../shapes.ts';

export function SalesChart({ days }: { days: SalesReport['by_day'] }) {
  const { money, date } = useFormatters();
  if (days.length === 0) return null;
  const max = Math.max(...days.map((d) => Number(d.total)), 1);
  const width = Math.max(days.length * 28, 280);
  const height = 160;
  const total = days.reduce((s, d) => s + Number(d.total), 0);
  return (
    <figure className="overflow-x-auto rounded-lg border p-3">
      <svg
        role="img"
        aria-label={`Sales per day over ${days.length} days with sales, ${money(total.toFixed(2))} in all`}
        width={width}
        height={height + 20}
        viewBox={`0 0 ${width} ${height + 20}`}
      >
        {days.map((d, i) => {
          const h = Math.max((Number(d.total) / max) * height, 1);
          return (
            <g key={d.day}>
              <title>{`${date(d.day)}: ${money(d.total)} (${d.sales} sales)`}</title>
              <rect x={i * 28 + 4} y={height - h} width={20} height={h} rx={2} className="fill-primary" />
              <text
                x={i * 28 + 14}
                y={height + 14}
                textAnchor="middle"
                className="fill-muted-foreground text-[10px]"
              >
                {d.day.slice(8, 10)}
              </text>
            </g>
          );
        })}
      </svg>
      <figcaption className="mt-1 text-xs text-muted-foreground">
        Sales per day (day of the month under each bar)
      </figcaption>
    </figure>
  );
}
