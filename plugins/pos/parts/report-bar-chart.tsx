// A report's figures as horizontal bars, drawn with recharts (ADR 059): one bar per row, labelled on the
// left, its formatted figure at its end. Like the per-day chart, the drawing is aria-hidden: the table under
// it has every figure, and the figure's label sums it up for screen readers. Bar lengths are only drawn from
// the numbers (Number of the exact text): the figures written anywhere are the database's own text.
import { Bar, BarChart, Cell, LabelList, ResponsiveContainer, XAxis, YAxis } from 'recharts';

export interface BarRow {
  label: string;
  /** Exact decimal text (or a count); negative rows are drawn as nothing. */
  value: string | number;
  /** What is written at the bar's end. */
  text: string;
}

const PRIMARY = 'var(--color-primary, currentColor)';
const MUTED = 'var(--color-muted-foreground, currentColor)';

export function ReportBarChart(props: {
  rows: readonly BarRow[];
  summary: string;
  kind: string;
  max?: number;
}) {
  const rows = props.rows.slice(0, props.max ?? 10).map((r) => ({
    label: r.label.length > 28 ? `${r.label.slice(0, 27)}…` : r.label,
    value: Math.max(0, Number(r.value)),
    text: r.text,
  }));
  if (rows.length === 0) return null;
  const longest = Math.max(4, ...rows.map((r) => r.label.length));
  return (
    <figure className="rounded-lg border p-3" aria-label={props.summary} data-chart={props.kind}>
      <div aria-hidden="true" style={{ height: rows.length * 30 + 16 }}>
        <ResponsiveContainer width="100%" height="100%" minWidth={240}>
          <BarChart
            data={rows}
            layout="vertical"
            margin={{ top: 4, right: 112, bottom: 4, left: 4 }}
            accessibilityLayer={false}
          >
            <XAxis type="number" hide domain={[0, 'dataMax']} />
            <YAxis
              type="category"
              dataKey="label"
              width={Math.min(200, longest * 7 + 8)}
              tick={{ fill: MUTED, fontSize: 12 }}
              tickLine={false}
              axisLine={false}
              interval={0}
            />
            <Bar dataKey="value" radius={3} isAnimationActive={false} minPointSize={2} maxBarSize={22}>
              {rows.map((r) => (
                <Cell key={r.label} fill={PRIMARY} />
              ))}
              <LabelList dataKey="text" position="right" fill={MUTED} fontSize={12} />
            </Bar>
          </BarChart>
        </ResponsiveContainer>
      </div>
      <figcaption className="mt-1 text-xs text-muted-foreground">
        {props.summary} (the table below has every figure)
      </figcaption>
    </figure>
  );
}
