// The one frame every analytics chart sits in (ADR 060, ADR 066): a figure with the chart
// drawn for the eye (aria-hidden, in a responsive container of a fixed height), an optional
// visible caption, and the same figures as a table for screen readers. With no figures the
// frame shows the empty message instead, so no chart is ever drawn over nothing.
import type { ReactElement, ReactNode } from 'react';
import { ResponsiveContainer } from 'recharts';

/** The chart's figures as a table: column heads, then one row per bar / point (the first cell heads the row). */
export interface FiguresTable {
  caption: string;
  head: readonly string[];
  rows: readonly (readonly (string | number)[])[];
}

export interface ChartFrameProps {
  /** `data-chart` on the figure: what the chart is (tests and styles find it by this). */
  kind: string;
  /** The drawing area's height in pixels. */
  height: number;
  /** Whether there is anything to draw; when not, `empty` is shown (nothing when `empty` is null). */
  hasData: boolean;
  empty?: ReactNode;
  /** A short visible line under the chart. */
  caption?: ReactNode;
  /** For screen readers. Omit only when the same figures are written out as text beside the chart. */
  table?: FiguresTable;
  /** One recharts chart (BarChart, LineChart…): ResponsiveContainer sizes it to the frame. */
  children: ReactElement;
}

export function ChartFrame(props: ChartFrameProps) {
  if (!props.hasData) return props.empty ?? null;
  return (
    <figure className="grid min-w-0 gap-1" data-chart={props.kind}>
      <div aria-hidden="true" style={{ height: props.height }}>
        <ResponsiveContainer width="100%" height="100%">
          {props.children}
        </ResponsiveContainer>
      </div>
      {props.caption && <figcaption className="text-xs text-muted-foreground">{props.caption}</figcaption>}
      {props.table && <ScreenReaderTable {...props.table} />}
    </figure>
  );
}

function ScreenReaderTable(t: FiguresTable) {
  return (
    <table className="sr-only">
      <caption>{t.caption}</caption>
      <thead>
        <tr>
          {t.head.map((h) => (
            <th key={h} scope="col">
              {h}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {t.rows.map((row) => (
          <tr key={String(row[0])}>
            <th scope="row">{row[0]}</th>
            {row.slice(1).map((cell, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a row's cells are fixed columns
              <td key={i}>{cell}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
