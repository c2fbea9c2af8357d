// The analytics page's charts, drawn with recharts (ADR 060): bars per choice, the
// distribution of stars and scores, the NPS split into promoters / passives / detractors,
// responses over time, where respondents stopped and a text question's most frequent words (ADR 071). Each sits in the one `ChartFrame`
// (chart-frame.tsx: aria-hidden drawing, its figures as a table for screen readers, the
// empty message). Only the analytics page imports this file and that page is a lazily
// loaded route, so recharts stays in its chunk and never in the app's first download.
import {
  Bar,
  BarChart,
  CartesianGrid,
  Cell,
  LabelList,
  Line,
  LineChart,
  ReferenceLine,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { ChartFrame } from './chart-frame.tsx';

export type Tone = 'good' | 'neutral' | 'bad';
export interface Datum {
  label: string;
  count: number;
  tone?: Tone;
}

const TONE_FILL: Record<Tone, string> = { good: '#059669', neutral: '#d97706', bad: '#e11d48' };
const PRIMARY = 'var(--color-primary)';
const MUTED = 'var(--color-muted-foreground)';
const fillOf = (d: Datum) => (d.tone ? TONE_FILL[d.tone] : PRIMARY);
const share = (n: number, total: number) => (total ? Math.round((100 * n) / total) : 0);
const noAnswers = <p className="text-sm text-muted-foreground">No answers yet.</p>;

/** Count and share of each datum, for the screen readers' table. */
function countTable(caption: string, head: string, data: readonly Datum[]) {
  const total = data.reduce((s, d) => s + d.count, 0);
  return {
    caption,
    head: [head, 'Count', 'Share'],
    rows: data.map((d) => [d.label, d.count, `${share(d.count, total)}%`]),
  };
}

/** One horizontal bar per row, labelled on the left, with its text written at its end (choices, pages, words). */
function HorizontalBars(props: {
  rows: { label: string; value: number; text: string; fill?: string }[];
  /** Room at the right for the text after the longest bar. */
  textRoom: number;
  labelWidthMax: number;
  barMax: number;
  dense?: boolean;
}) {
  const longest = Math.max(4, ...props.rows.map((d) => d.label.length));
  const edge = props.dense ? 0 : 4;
  return (
    <BarChart
      data={props.rows}
      layout="vertical"
      margin={{ top: edge, right: props.textRoom, bottom: edge, left: 4 }}
      accessibilityLayer={false}
    >
      <XAxis type="number" hide allowDecimals={false} domain={[0, 'dataMax']} />
      <YAxis
        type="category"
        dataKey="label"
        width={Math.min(props.labelWidthMax, longest * 7 + 8)}
        tick={{ fill: MUTED, fontSize: 12 }}
        tickLine={false}
        axisLine={false}
        interval={0}
      />
      <Bar dataKey="value" radius={3} isAnimationActive={false} minPointSize={2} maxBarSize={props.barMax}>
        {props.rows.map((d) => (
          <Cell key={d.label} fill={d.fill ?? PRIMARY} />
        ))}
        <LabelList dataKey="text" position="right" fill={MUTED} fontSize={12} />
      </Bar>
    </BarChart>
  );
}

/** Horizontal bars, one per choice, each with its count and share written at its end. */
export function ChoiceBars(props: { label: string; data: Datum[] }) {
  const total = props.data.reduce((s, d) => s + d.count, 0);
  const rows = props.data.map((d) => ({
    label: d.label,
    value: d.count,
    text: `${d.count} (${share(d.count, total)}%)`,
    fill: fillOf(d),
  }));
  return (
    <ChartFrame
      kind="choices"
      height={Math.max(80, rows.length * 32 + 16)}
      hasData={rows.length > 0}
      empty={noAnswers}
      table={countTable(props.label, 'Answer', props.data)}
    >
      <HorizontalBars rows={rows} textRoom={96} labelWidthMax={140} barMax={28} />
    </ChartFrame>
  );
}

/** Columns for a scale (stars, 0–10 scores, numbers): the distribution, with counts on top. */
export function Distribution(props: { label: string; data: Datum[] }) {
  return (
    <ChartFrame
      kind="distribution"
      height={160}
      hasData={props.data.length > 0}
      empty={noAnswers}
      table={countTable(props.label, 'Answer', props.data)}
    >
      <BarChart
        data={props.data}
        margin={{ top: 16, right: 4, bottom: 0, left: 4 }}
        accessibilityLayer={false}
      >
        <XAxis dataKey="label" tick={{ fill: MUTED, fontSize: 12 }} tickLine={false} interval={0} />
        <YAxis hide allowDecimals={false} />
        <Bar dataKey="count" radius={[3, 3, 0, 0]} isAnimationActive={false} minPointSize={1} maxBarSize={48}>
          {props.data.map((d) => (
            <Cell key={d.label} fill={fillOf(d)} />
          ))}
          <LabelList dataKey="count" position="top" fill={MUTED} fontSize={12} />
        </Bar>
      </BarChart>
    </ChartFrame>
  );
}

/**
 * The NPS split: one bar, detractors | passives | promoters, each part its share. No table:
 * the page writes the three figures out beside it.
 */
export function NpsSplit(props: { promoters: number; passives: number; detractors: number }) {
  const total = props.promoters + props.passives + props.detractors;
  const row = [
    {
      name: 'NPS',
      detractors: share(props.detractors, total),
      passives: share(props.passives, total),
      promoters: share(props.promoters, total),
    },
  ];
  const parts = [
    { key: 'detractors', fill: TONE_FILL.bad },
    { key: 'passives', fill: TONE_FILL.neutral },
    { key: 'promoters', fill: TONE_FILL.good },
  ] as const;
  return (
    <ChartFrame kind="nps" height={40} hasData={total > 0}>
      <BarChart
        data={row}
        layout="vertical"
        margin={{ top: 0, right: 0, bottom: 0, left: 0 }}
        accessibilityLayer={false}
      >
        <XAxis type="number" hide domain={[0, 100]} />
        <YAxis type="category" dataKey="name" hide />
        {parts.map((p) => (
          <Bar key={p.key} dataKey={p.key} stackId="nps" fill={p.fill} isAnimationActive={false} />
        ))}
      </BarChart>
    </ChartFrame>
  );
}

/** Responses per day as columns (a tooltip names the day), with the days as a table for screen readers. */
export function ResponsesOverTime(props: { label: string; data: { label: string; count: number }[] }) {
  const total = props.data.reduce((s, d) => s + d.count, 0);
  return (
    <ChartFrame
      kind="over-time"
      height={144}
      hasData={props.data.length > 0}
      empty={<p className="text-sm text-muted-foreground">No responses yet.</p>}
      caption={`${props.data.length === 1 ? '1 day' : `${props.data.length} days`} with responses, ${total} in all`}
      table={countTable(props.label, 'Day', props.data)}
    >
      <BarChart
        data={props.data}
        margin={{ top: 8, right: 4, bottom: 0, left: 0 }}
        accessibilityLayer={false}
      >
        <CartesianGrid vertical={false} strokeDasharray="3 3" />
        <XAxis dataKey="label" tick={{ fill: MUTED, fontSize: 11 }} tickLine={false} minTickGap={24} />
        <YAxis
          allowDecimals={false}
          width={28}
          tick={{ fill: MUTED, fontSize: 11 }}
          tickLine={false}
          axisLine={false}
        />
        <Tooltip cursor={{ fill: 'var(--color-muted)' }} formatter={(v) => [String(v), 'Responses']} />
        <Bar dataKey="count" fill={PRIMARY} radius={[3, 3, 0, 0]} isAnimationActive={false} maxBarSize={48} />
      </BarChart>
    </ChartFrame>
  );
}

/** The NPS week by week (−100..100), drawn once there are two weeks. */
export function NpsTrend(props: { label: string; data: { week: string; answers: number; score: number }[] }) {
  return (
    <ChartFrame
      kind="nps-trend"
      height={128}
      hasData={props.data.length >= 2}
      caption="NPS week by week"
      table={{
        caption: props.label,
        head: ['Week of', 'NPS', 'Answers'],
        rows: props.data.map((d) => [d.week, d.score, d.answers]),
      }}
    >
      <LineChart
        data={props.data}
        margin={{ top: 8, right: 8, bottom: 0, left: 0 }}
        accessibilityLayer={false}
      >
        <CartesianGrid vertical={false} strokeDasharray="3 3" />
        <XAxis dataKey="week" tick={{ fill: MUTED, fontSize: 11 }} tickLine={false} minTickGap={24} />
        <YAxis
          domain={[-100, 100]}
          ticks={[-100, 0, 100]}
          width={36}
          tick={{ fill: MUTED, fontSize: 11 }}
          tickLine={false}
          axisLine={false}
        />
        <ReferenceLine y={0} stroke={MUTED} />
        <Tooltip formatter={(v) => [String(v), 'NPS']} labelFormatter={(w) => `Week of ${String(w)}`} />
        <Line
          type="monotone"
          dataKey="score"
          stroke={PRIMARY}
          strokeWidth={2}
          dot
          isAnimationActive={false}
        />
      </LineChart>
    </ChartFrame>
  );
}

/**
 * Where respondents stopped (ADR 066): per page, how many reached it (bars) and how many
 * stopped there without sending (written after the count), with both as a table.
 */
export function DropOffBars(props: {
  label: string;
  pages: { page: number; title: string | null; reached: number; stopped: number }[];
}) {
  const rows = props.pages.map((p) => ({
    label: `${p.page}. ${p.title ?? 'First page'}`,
    value: p.reached,
    text: p.stopped ? `${p.reached} · ${p.stopped} stopped` : String(p.reached),
  }));
  return (
    <ChartFrame
      kind="drop-off"
      height={Math.max(80, rows.length * 32 + 16)}
      hasData={props.pages.some((p) => p.reached > 0)}
      empty={<p className="text-sm text-muted-foreground">No visits recorded yet.</p>}
      table={{
        caption: props.label,
        head: ['Page', 'Reached', 'Stopped here'],
        rows: rows.map((r, i) => [r.label, r.value, props.pages[i]?.stopped ?? 0]),
      }}
    >
      <HorizontalBars rows={rows} textRoom={112} labelWidthMax={160} barMax={28} />
    </ChartFrame>
  );
}

/**
 * A text question's most frequent words (ADR 071): one bar per word, its number of answers written at its
 * end and, for screen readers, the words as a table with how many answers used each and their share of
 * the question's answers.
 */
export function WordBars(props: { label: string; words: { word: string; n: number }[]; answers: number }) {
  const rows = props.words.map((w) => ({ label: w.word, value: w.n, text: String(w.n) }));
  return (
    <ChartFrame
      kind="words"
      height={Math.max(64, rows.length * 24 + 8)}
      hasData={rows.length > 0}
      empty={<p className="text-sm text-muted-foreground">No words to count yet.</p>}
      caption="Most frequent words, each counted once per answer"
      table={{
        caption: props.label,
        head: ['Word', 'Answers', 'Share of answers'],
        rows: props.words.map((w) => [w.word, w.n, `${share(w.n, props.answers)}%`]),
      }}
    >
      <HorizontalBars rows={rows} textRoom={40} labelWidthMax={140} barMax={18} dense />
    </ChartFrame>
  );
}
