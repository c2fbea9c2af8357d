// The projects timeline, presentational: one row per project, a bar from its
// planned start to its due date coloured by health (with its progress inside),
// its milestones as diamonds, a line for the company's today, over day, week
// or month columns (zoom: week / month / quarter). Every bar and diamond is a
// real link (Tab reaches them in order, Enter opens the project, and the
// browser scrolls the focused one into view); the page's Earlier / Today /
// Later buttons scroll the chart too.
// A small CSS grid rather than a library: docs/decisions/021-project-tasks-and-timeline.md.
import { useFormatters } from '@kit/format/use-company-format.ts';
import { cn } from '@kit/ui/cn.ts';
import { type Ref, useImperativeHandle, useRef } from 'react';
import { Link } from 'react-router-dom';
import { HEALTH_LABELS, isMilestoneLate, type ProjectHealth, type TimelineProject } from '../tasks-data.ts';

export type Zoom = 'week' | 'month' | 'quarter';
export const ZOOMS: readonly Zoom[] = ['week', 'month', 'quarter'];
export const ZOOM_LABELS: Record<Zoom, string> = { week: 'Week', month: 'Month', quarter: 'Quarter' };
/** Pixels per day at each zoom. */
export const DAY_WIDTH: Record<Zoom, number> = { week: 36, month: 10, quarter: 3.5 };

const DAY_MS = 86_400_000;
const toMs = (d: string) => Date.parse(`${d}T00:00:00Z`);
export const toIso = (ms: number) => new Date(ms).toISOString().slice(0, 10);
export const addDays = (d: string, n: number) => toIso(toMs(d) + n * DAY_MS);
/** Whole days from `from` to `to` (negative when `to` is earlier). */
export const daysBetween = (from: string, to: string) => Math.round((toMs(to) - toMs(from)) / DAY_MS);

/** The Monday on or before a date. */
export function mondayOf(d: string) {
  const day = new Date(toMs(d)).getUTCDay(); // 0 = Sunday
  return addDays(d, -((day + 6) % 7));
}

/** The header's columns at a zoom: days (week zoom), weeks from Monday (month), months (quarter). */
export function columnsOf(from: string, days: number, zoom: Zoom): { start: string; days: number }[] {
  const out: { start: string; days: number }[] = [];
  const end = addDays(from, days);
  let start = from;
  while (start < end) {
    let next: string;
    if (zoom === 'week') next = addDays(start, 1);
    else if (zoom === 'month') next = addDays(mondayOf(start), 7);
    else {
      const d = new Date(toMs(start));
      next = toIso(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1));
    }
    if (next > end) next = end;
    out.push({ start, days: daysBetween(start, next) });
    start = next;
  }
  return out;
}

/** The window the chart shows: from a little before the earliest start (or today) to after the latest end. */
export function windowOf(projects: readonly TimelineProject[], today: string, zoom: Zoom) {
  const starts = projects.map((p) => p.start_on).filter((d): d is string => Boolean(d));
  const ends = projects.flatMap((p) => [p.due_on, p.start_on, ...p.milestones.map((m) => m.due_on)]);
  const earliest = [today, ...starts].sort()[0] ?? today;
  const latest = [today, ...ends.filter((d): d is string => Boolean(d))].sort().at(-1) ?? today;
  const pad = zoom === 'week' ? 7 : zoom === 'month' ? 14 : 31;
  const from = mondayOf(addDays(earliest, -pad));
  return { from, days: Math.max(daysBetween(from, addDays(latest, pad * 2)), zoom === 'quarter' ? 365 : 90) };
}

export const HEALTH_BAR: Record<ProjectHealth, string> = {
  // Solid colours: the bar's number must stay readable (WCAG AA contrast) over them and the progress shade.
  on_track: 'bg-emerald-700 text-white',
  at_risk: 'bg-amber-400 text-black',
  off_track: 'bg-red-700 text-white',
};

export interface TimelineHandle {
  /** Scrolls so that today sits a little right of the names. */
  scrollToToday: () => void;
  scrollBy: (screens: number) => void;
}

export function TimelineChart(props: {
  projects: readonly TimelineProject[];
  today: string;
  zoom: Zoom;
  ref?: Ref<TimelineHandle>;
}) {
  const { date, format } = useFormatters();
  const scroller = useRef<HTMLElement>(null);
  const { from, days } = windowOf(props.projects, props.today, props.zoom);
  const px = DAY_WIDTH[props.zoom];
  const width = Math.ceil(days * px);
  const x = (d: string) => daysBetween(from, d) * px;
  const columns = columnsOf(from, days, props.zoom);
  const todayX = x(props.today);
  useImperativeHandle(
    props.ref,
    () => ({
      scrollToToday: () => {
        if (scroller.current) scroller.current.scrollLeft = Math.max(todayX - 120, 0);
      },
      scrollBy: (screens) => {
        const el = scroller.current;
        if (el) el.scrollLeft += screens * Math.max(el.clientWidth - 240, 120);
      },
    }),
    [todayX],
  );
  const label = (c: { start: string }) => {
    const d = new Date(toMs(c.start));
    if (props.zoom === 'quarter')
      return d.toLocaleDateString(format.locale, { month: 'short', year: 'numeric', timeZone: 'UTC' });
    const short = d.toLocaleDateString(format.locale, { day: 'numeric', month: 'short', timeZone: 'UTC' });
    return props.zoom === 'month' ? `w/c ${short}` : short;
  };

  return (
    <section
      ref={scroller}
      aria-label="Projects timeline, scrolls sideways"
      className="relative max-w-full overflow-x-auto rounded-lg border focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
    >
      <div className="grid" style={{ gridTemplateColumns: `14rem ${width}px` }}>
        <div className="sticky left-0 z-20 border-b border-r bg-background px-2 py-1 text-xs font-medium">
          Project
        </div>
        <div className="relative h-7 border-b" aria-hidden="true">
          {columns.map((c) => (
            <div
              key={c.start}
              className="absolute top-0 h-full truncate border-l px-1 py-1 text-[11px] text-muted-foreground"
              style={{ left: x(c.start), width: c.days * px }}
            >
              {c.days * px >= 28 ? label(c) : ''}
            </div>
          ))}
        </div>
        {props.projects.map((p) => {
          const start = p.start_on ?? props.today;
          const end = p.due_on ?? start;
          const left = x(start);
          const barWidth = Math.max((daysBetween(start, end) + 1) * px, 8);
          const health = HEALTH_LABELS[p.health];
          return (
            <div key={p.id} className="contents">
              <div className="sticky left-0 z-10 grid min-w-0 border-b border-r bg-background px-2 py-1.5 text-sm">
                <span className="truncate font-medium" title={p.title}>
                  {p.title}
                </span>
                <span className="truncate text-xs text-muted-foreground">
                  {p.number}
                  {p.customer_name ? ` · ${p.customer_name}` : ''}
                </span>
              </div>
              <div className="relative h-12 border-b" data-project={p.number}>
                <Link
                  to={`/dashboard/projects/${p.id}`}
                  data-health={p.health}
                  aria-label={`${p.number} ${p.title}: ${date(start)} to ${p.due_on ? date(p.due_on) : 'no due date'}, ${health}, ${p.progress}% done`}
                  title={`${p.number} ${p.title} · ${health} · ${p.progress}%`}
                  className={cn(
                    'absolute top-2.5 flex h-7 items-center overflow-hidden rounded-md text-xs font-medium shadow-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2',
                    HEALTH_BAR[p.health],
                    !p.due_on && 'border-2 border-dashed',
                  )}
                  style={{ left, width: barWidth }}
                >
                  <span
                    className="absolute inset-y-0 left-0 bg-black/20"
                    style={{ width: `${p.progress}%` }}
                  />
                  <span className="relative truncate px-2">{barWidth > 60 ? p.number : ''}</span>
                </Link>
                {p.milestones.map((m) => {
                  if (!m.due_on) return null;
                  const late = isMilestoneLate(m, props.today);
                  const state = m.done_on ? `reached ${date(m.done_on)}` : late ? 'late' : 'open';
                  return (
                    <Link
                      key={m.id}
                      to={`/dashboard/projects/${p.id}?tab=tasks`}
                      aria-label={`Milestone ${m.title} of ${p.number}, due ${date(m.due_on)}, ${state}`}
                      title={`${m.title} · ${date(m.due_on)} · ${state}`}
                      data-milestone={m.title}
                      className={cn(
                        'absolute top-3.5 z-[5] size-3.5 rotate-45 border-2 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
                        m.done_on
                          ? 'border-foreground/60 bg-muted-foreground'
                          : late
                            ? 'border-red-700 bg-red-100'
                            : 'border-foreground bg-background',
                      )}
                      style={{ left: x(m.due_on) + px / 2 - 7 }}
                    />
                  );
                })}
              </div>
            </div>
          );
        })}
      </div>
      {todayX >= 0 && todayX <= width && (
        <div
          className="pointer-events-none absolute inset-y-0 z-[4] w-0.5 bg-primary"
          style={{ left: `calc(14rem + ${todayX + px / 2}px)` }}
          data-testid="today-line"
        >
          <span className="absolute top-0 left-1 rounded bg-primary px-1 text-[10px] text-primary-foreground">
            Today
          </span>
        </div>
      )}
    </section>
  );
}
