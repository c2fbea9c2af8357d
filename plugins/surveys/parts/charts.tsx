// Small charts for the analytics page, drawn with plain elements: horizontal bars with
// their counts written out (readable without colour, and by screen readers as a list),
// and a column chart of responses per day. Recharts is the choice and is not
// installed yet (ADR 052): these keep the same inputs so it can replace them.
import { cn } from '@kit/ui/cn.ts';

export function BarList(props: {
  label: string;
  data: { label: string; count: number; tone?: 'good' | 'neutral' | 'bad' }[];
}) {
  const max = Math.max(1, ...props.data.map((d) => d.count));
  const total = props.data.reduce((s, d) => s + d.count, 0);
  return (
    <ul aria-label={props.label} className="grid gap-1.5">
      {props.data.map((d) => {
        const share = total ? Math.round((100 * d.count) / total) : 0;
        return (
          <li
            key={d.label}
            className="grid grid-cols-[minmax(4rem,10rem)_1fr_auto] items-center gap-2 text-sm"
          >
            <span className="truncate" title={d.label}>
              {d.label}
            </span>
            <span className="h-4 overflow-hidden rounded bg-muted" aria-hidden="true">
              <span
                className={cn(
                  'block h-full rounded',
                  d.tone === 'good'
                    ? 'bg-emerald-500'
                    : d.tone === 'bad'
                      ? 'bg-rose-500'
                      : d.tone === 'neutral'
                        ? 'bg-amber-400'
                        : 'bg-primary',
                )}
                style={{ width: `${(100 * d.count) / max}%` }}
              />
            </span>
            <span className="tabular-nums text-muted-foreground">
              {d.count} <span className="text-xs">({share}%)</span>
            </span>
          </li>
        );
      })}
    </ul>
  );
}

export function ColumnChart(props: { label: string; data: { label: string; count: number }[] }) {
  const max = Math.max(1, ...props.data.map((d) => d.count));
  if (props.data.length === 0) return <p className="text-sm text-muted-foreground">No responses yet.</p>;
  return (
    <figure className="grid gap-2">
      <div className="flex h-32 items-end gap-1 overflow-x-auto" aria-hidden="true">
        {props.data.map((d) => (
          <div
            key={d.label}
            className="flex h-full min-w-3 flex-1 flex-col items-center justify-end"
            title={`${d.label}: ${d.count}`}
          >
            <div className="w-full rounded-t bg-primary" style={{ height: `${(100 * d.count) / max}%` }} />
          </div>
        ))}
      </div>
      <figcaption className="sr-only">
        {props.label}: {props.data.map((d) => `${d.label} ${d.count}`).join(', ')}
      </figcaption>
      <div className="flex justify-between text-xs text-muted-foreground" aria-hidden="true">
        <span>{props.data[0]?.label}</span>
        <span>{props.data[props.data.length - 1]?.label}</span>
      </div>
    </figure>
  );
}
