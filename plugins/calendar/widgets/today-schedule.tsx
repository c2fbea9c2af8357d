// "Today's schedule" on the dashboard home: the signed-in member's events of
// today in the company's time zone (series expanded by the database, moved and
// cancelled occurrences applied), all-day ones first, each opening its dialog
// on the calendar (?event=…&occurrence=…), and a link to the whole calendar.
import { useLiveInvalidation } from '@kernel/data/use-live-invalidation.ts';
import type { HomeWidgetContext } from '@kernel/registry/extension-points.ts';
import { useSession } from '@kernel/session/use-session.ts';
import { type CompanyFormat, FALLBACK_COMPANY_FORMAT } from '@kit/format/company-format.ts';
import { companyFormatKey } from '@kit/format/company-format-query.ts';
import { useCompanyFormat, useFormatters } from '@kit/format/use-company-format.ts';
import { Badge } from '@kit/ui/badge.tsx';
import { ListCard } from '@kit/ui/list-card.tsx';
import { useQuery } from '@tanstack/react-query';
import { CalendarClock } from 'lucide-react';
import { Link } from 'react-router-dom';
import { calendarKeys, fetchMySchedule, occurrenceHref, type ScheduleItem } from '../data.ts';
import { TYPE_LABELS } from '../schema.ts';
import { fromWall, toWall, wallDate, wallOf } from '../zone.ts';

/** Today in the zone: its date and the instants it starts and ends (a DST day may be 23 or 25 hours). */
export function todayIn(tz: string, now = new Date()) {
  const day = wallDate(toWall(now, tz));
  const next = wallDate(new Date(wallOf(day).getTime() + 86_400_000));
  return { day, from: fromWall(wallOf(day), tz), to: fromWall(wallOf(next), tz) };
}

export function TodayScheduleView(props: {
  items: ScheduleItem[] | undefined;
  /** Today's date in the company zone (YYYY-MM-DD): the links open the calendar on it. */
  day: string;
  error?: Error | null;
  onRetry?: () => void;
}) {
  const { date } = useFormatters();
  return (
    <ListCard
      title="Today's schedule"
      icon={CalendarClock}
      what="Your schedule"
      empty="Nothing on your calendar today."
      items={props.items}
      error={props.error}
      onRetry={props.onRetry}
      renderItem={(item) => (
        <li
          key={`${item.event_id}@${item.occurrence_start}`}
          className="flex flex-wrap items-center justify-between gap-2 text-sm"
        >
          <span className="grid min-w-0">
            <Link to={occurrenceHref(item, props.day)} className="truncate font-medium hover:underline">
              {item.title}
            </Link>
            <span className="truncate text-xs text-muted-foreground">
              {item.all_day ? 'All day' : `${date(item.starts_at, 'time')}–${date(item.ends_at, 'time')}`}
              {item.location ? ` · ${item.location}` : ''}
            </span>
          </span>
          <Badge variant="outline">{TYPE_LABELS[item.type]}</Badge>
        </li>
      )}
      footer={
        <Link
          to={`/dashboard/calendar?view=day&date=${props.day}&who=me`}
          className="text-sm text-primary hover:underline"
        >
          My calendar
        </Link>
      }
    />
  );
}

/** The member's schedule today in the zone: one read, the same whether Home or its prefetch asks. */
function todayQuery(me: string | undefined, tz: string) {
  const today = todayIn(tz);
  return {
    today,
    query: {
      queryKey: [...calendarKeys.all, 'today', me, today.day, tz],
      queryFn: () => fetchMySchedule(today.from, today.to),
      enabled: !!me,
    },
  };
}

/**
 * Home opened: today's schedule is read as soon as the role allows the card, in the zone the card
 * will use (the company's once known, until then the same default as useCompanyFormat).
 */
export function prefetch({ queryClient, userId }: HomeWidgetContext) {
  const format = queryClient.getQueryData<CompanyFormat>(companyFormatKey) ?? FALLBACK_COMPANY_FORMAT;
  void queryClient.prefetchQuery(todayQuery(userId, format.timezone).query);
}

export default function TodayScheduleWidget() {
  const tz = useCompanyFormat().timezone;
  const me = useSession().user?.id;
  const { today, query } = todayQuery(me, tz);
  const items = useQuery(query);
  useLiveInvalidation({ table: 'calendar_events', queryKey: [...calendarKeys.all, 'today'] });
  useLiveInvalidation({ table: 'calendar_event_exceptions', queryKey: [...calendarKeys.all, 'today'] });
  return (
    <TodayScheduleView
      items={items.data}
      day={today.day}
      error={items.error}
      onRetry={() => void items.refetch()}
    />
  );
}
