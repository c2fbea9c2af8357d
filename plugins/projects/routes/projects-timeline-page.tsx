// The projects timeline (/dashboard/projects/timeline): every project that is
// not archived or cancelled, as a bar from planned start to due date coloured
// by health, with its milestones, over weeks; zoom week / month / quarter
// (kept in the URL as ?zoom=), scroll sideways, jump back to today. Live:
// a project or milestone changed elsewhere redraws.
import { useLiveInvalidation } from '@kernel/data/use-live-invalidation.ts';
import { calendarDate } from '@kit/format/dates.ts';
import { useCompanyFormat } from '@kit/format/use-company-format.ts';
import { Button } from '@kit/ui/button.tsx';
import { EmptyState } from '@kit/ui/empty-state.tsx';
import { LoadError } from '@kit/ui/load-error.tsx';
import { PageHeader } from '@kit/ui/page-header.tsx';
import { Skeleton } from '@kit/ui/skeleton.tsx';
import { useQuery } from '@tanstack/react-query';
import { CalendarRange, ChevronLeft, ChevronRight, Crosshair } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  addDays,
  HEALTH_BAR,
  TimelineChart,
  type TimelineHandle,
  ZOOM_LABELS,
  ZOOMS,
  type Zoom,
} from '../parts/timeline-chart.tsx';
import { HEALTH_LABELS, listTimeline, timelineKeys } from '../tasks-data.ts';

export default function ProjectsTimelinePage() {
  const format = useCompanyFormat();
  const today = calendarDate(new Date(), format);
  const [params, setParams] = useSearchParams();
  const zoom: Zoom = ZOOMS.find((z) => z === params.get('zoom')) ?? 'month';
  // A year back, two years ahead: enough for any engagement this firm runs, in one read.
  const from = addDays(today, -365);
  const to = addDays(today, 730);
  const projects = useQuery({
    queryKey: timelineKeys.list({ from, to }),
    queryFn: () => listTimeline(from, to),
  });
  useLiveInvalidation({ table: 'projects', queryKey: timelineKeys.all });
  useLiveInvalidation({ table: 'project_milestones', queryKey: timelineKeys.all });
  const chart = useRef<TimelineHandle>(null);
  const loaded = Boolean(projects.data);
  // biome-ignore lint/correctness/useExhaustiveDependencies: scroll to today once the chart first shows, and after a zoom
  useEffect(() => {
    if (loaded) chart.current?.scrollToToday();
  }, [loaded, zoom]);

  const setZoom = (z: Zoom) =>
    setParams(
      (p) => {
        const copy = new URLSearchParams(p);
        copy.set('zoom', z);
        return copy;
      },
      { replace: true },
    );

  let body: React.ReactNode;
  if (projects.error)
    body = <LoadError what="The timeline" error={projects.error} onRetry={() => void projects.refetch()} />;
  else if (!projects.data)
    body = (
      <div role="status" aria-label="Loading the timeline" className="grid gap-2">
        <Skeleton className="h-10 w-full" />
        <Skeleton className="h-10 w-full" />
        <Skeleton className="h-10 w-full" />
      </div>
    );
  else if (projects.data.length === 0)
    body = (
      <EmptyState
        icon={CalendarRange}
        title="Nothing planned"
        description="Projects with a planned start date show here as bars from start to due date."
      />
    );
  else body = <TimelineChart ref={chart} projects={projects.data} today={today} zoom={zoom} />;

  return (
    <>
      <PageHeader
        title="Timeline"
        description="Projects from planned start to due date, coloured by health, with their milestones."
        actions={
          <fieldset className="flex rounded-md border p-0.5" aria-label="Zoom">
            {ZOOMS.map((z) => (
              <Button
                key={z}
                size="sm"
                variant={zoom === z ? 'secondary' : 'ghost'}
                aria-pressed={zoom === z}
                onClick={() => setZoom(z)}
              >
                {ZOOM_LABELS[z]}
              </Button>
            ))}
          </fieldset>
        }
      />
      <div className="mb-3 flex flex-wrap items-center justify-between gap-3">
        <div className="flex gap-2">
          <Button
            size="sm"
            variant="outline"
            onClick={() => chart.current?.scrollBy(-1)}
            aria-label="Earlier"
          >
            <ChevronLeft aria-hidden="true" />
          </Button>
          <Button size="sm" variant="outline" onClick={() => chart.current?.scrollToToday()}>
            <Crosshair aria-hidden="true" />
            Today
          </Button>
          <Button size="sm" variant="outline" onClick={() => chart.current?.scrollBy(1)} aria-label="Later">
            <ChevronRight aria-hidden="true" />
          </Button>
        </div>
        <ul className="flex flex-wrap items-center gap-3 text-xs text-muted-foreground" aria-label="Legend">
          {(['on_track', 'at_risk', 'off_track'] as const).map((h) => (
            <li key={h} className="flex items-center gap-1">
              <span className={`inline-block h-3 w-5 rounded ${HEALTH_BAR[h]}`} aria-hidden="true" />
              {HEALTH_LABELS[h]}
            </li>
          ))}
          <li className="flex items-center gap-1">
            <span className="inline-block size-2.5 rotate-45 border-2 border-foreground" aria-hidden="true" />
            Milestone
          </li>
          <li className="flex items-center gap-1">
            <span
              className="inline-block size-2.5 rotate-45 border-2 border-red-700 bg-red-100"
              aria-hidden="true"
            />
            Late milestone
          </li>
        </ul>
      </div>
      {body}
    </>
  );
}
