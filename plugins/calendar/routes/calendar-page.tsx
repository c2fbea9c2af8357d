// /dashboard/calendar: the team's events in month, week, day and agenda views
// (FullCalendar, ADR 020), on the company's wall clock. The view, the date and
// the filters live in the URL (?view=week&date=2026-11-25&who=me&person=…&type=site_visit,call).
// `&event=<id>&occurrence=<original start, ISO>` opens that occurrence's dialog (a reminder's or the Home
// widget's link); closing the dialog takes them off the URL.
// Drag to move or resize (one occurrence of a series becomes an exception),
// with Undo; click a free slot to add, an event to edit.

import type { DatesSetArg, EventClickArg, EventDropArg, EventInput } from '@fullcalendar/core';
import dayGridPlugin from '@fullcalendar/daygrid';
import interactionPlugin, { type EventResizeDoneArg } from '@fullcalendar/interaction';
import listPlugin from '@fullcalendar/list';
import FullCalendar from '@fullcalendar/react';
import timeGridPlugin from '@fullcalendar/timegrid';
import { useLiveInvalidation } from '@kernel/data/use-live-invalidation.ts';
import { hasRole } from '@kernel/roles.ts';
import { useProfile } from '@kernel/session/use-profile.ts';
import { useSession } from '@kernel/session/use-session.ts';
import { useCompanyFormat, useFormatters } from '@kit/format/use-company-format.ts';
import { useConfirmedAction } from '@kit/forms/use-confirmed-action.tsx';
import { useStaffMembers } from '@kit/pickers/staff-members.ts';
import { Button } from '@kit/ui/button.tsx';
import { LoadError } from '@kit/ui/load-error.tsx';
import { NativeCheckbox } from '@kit/ui/native-choice.tsx';
import { NativeSelect } from '@kit/ui/native-select.tsx';
import { PageHeader } from '@kit/ui/page-header.tsx';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { ChevronLeft, ChevronRight, Link2, Plus, Printer } from 'lucide-react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { toast } from 'sonner';
import {
  type CalendarEvent,
  calendarKeys,
  createEvent,
  deleteEvent,
  deleteException,
  fetchConflicts,
  fetchEvents,
  fetchProjectLayer,
  type ProjectDue,
  saveException,
  splitSeries,
  updateEvent,
} from '../data.ts';
import { capPerDay } from '../day-cap.ts';
import { dueGroupTitle, groupDues, useHiddenDues } from '../due-layer.ts';
import { expandEvents, type Occurrence } from '../recurrence.ts';
import { EVENT_TYPES, eventValues, newEventValues, type Scope, TYPE_LABELS } from '../schema.ts';
import { fromWall, toWall, wallDate, wallOf } from '../zone.ts';
import { type DialogTarget, EventDialog } from './event-dialog.tsx';
import { FeedDialog } from './feed-dialog.tsx';
import './calendar-print.css';

const VIEWS = {
  month: 'dayGridMonth',
  week: 'timeGridWeek',
  day: 'timeGridDay',
  agenda: 'listWeek',
} as const;
type ViewId = keyof typeof VIEWS;
/** At most this many occurrences a day are drawn; the rest are one "+N more" (day-cap.ts). */
const PER_DAY: Record<ViewId, number> = { month: 4, week: 24, day: 120, agenda: Number.POSITIVE_INFINITY };
const VIEW_LABELS: Record<ViewId, string> = { month: 'Month', week: 'Week', day: 'Day', agenda: 'Agenda' };

export const TYPE_COLOURS: Record<string, string> = {
  site_visit: '#0f766e',
  training: '#7c3aed',
  meeting: '#2563eb',
  call: '#c2410c',
  other: '#475569',
};

type Occ = Occurrence<CalendarEvent>;
type Move = { occ: Occ; start: Date; end: Date };
type Removal = { occ: Occ; scope: Scope };

/** What an event looked like before a change, to put it back (Undo). */
type Snapshot = { event: CalendarEvent };

async function restore(snapshot: Snapshot) {
  const e = snapshot.event;
  const fields = {
    title: e.title,
    type: e.type,
    all_day: e.all_day,
    starts_at: e.starts_at,
    ends_at: e.ends_at,
    location: e.location,
    notes: e.notes,
    customer_id: e.customer_id,
    site_id: e.site_id,
    lead_id: e.lead_id,
    project_id: e.project_id,
    rrule: e.rrule,
    reminder_minutes: e.reminder_minutes,
  };
  const members = e.attendees.map((a) => a.member_id);
  try {
    await updateEvent(e.id, fields, members);
  } catch {
    await createEvent(fields, members, e.id);
  }
  for (const x of e.exceptions) await saveException(e.id, x);
}

export default function CalendarPage() {
  const [params, setParams] = useSearchParams();
  const fmt = useCompanyFormat();
  const tz = fmt.timezone;
  const { date: formatDate } = useFormatters();
  const { user } = useSession();
  const { profile } = useProfile();
  const me = user?.id;
  const isAdmin = hasRole(profile?.role ?? null, 'admin');
  const staff = useStaffMembers().data ?? [];
  const queryClient = useQueryClient();
  const calendar = useRef<FullCalendar>(null);

  const view: ViewId = (params.get('view') as ViewId) in VIEWS ? (params.get('view') as ViewId) : 'month';
  const anchor = /^\d{4}-\d{2}-\d{2}$/.test(params.get('date') ?? '')
    ? (params.get('date') as string)
    : undefined;
  const who = params.get('who') === 'me' ? 'me' : 'team';
  const person = params.get('person') ?? '';
  const types = (params.get('type') ?? '').split(',').filter((t) => t in TYPE_LABELS);
  const showProjects = params.get('projects') !== 'off';
  const navigate = useNavigate();

  const [range, setRange] = useState<{ from: Date; to: Date; title: string } | null>(null);
  const [target, setTarget] = useState<DialogTarget | null>(null);
  const [feedOpen, setFeedOpen] = useState(false);
  const linkedEvent = params.get('event');
  const linkedOccurrence = params.get('occurrence');
  /** The linked occurrence already opened (so closing it, or a re-read, does not open it again). */
  const openedLink = useRef<string | null>(null);

  const setParam = useCallback(
    (changes: Record<string, string | null>) =>
      setParams(
        (p) => {
          const next = new URLSearchParams(p);
          for (const [k, v] of Object.entries(changes)) {
            if (v) next.set(k, v);
            else next.delete(k);
          }
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );

  const rangeKey = range ? { from: range.from.toISOString(), to: range.to.toISOString() } : null;
  const eventsKey = [...calendarKeys.lists(), rangeKey] as const;
  const events = useQuery({
    queryKey: eventsKey,
    queryFn: ({ signal }) => (range ? fetchEvents(range.from, range.to, signal) : Promise.resolve([])),
    enabled: !!range,
    placeholderData: keepPreviousData,
  });
  const layer = useQuery({
    queryKey: [...calendarKeys.all, 'project-layer', rangeKey],
    queryFn: ({ signal }) =>
      range
        ? fetchProjectLayer(
            wallDate(toWall(range.from, tz)),
            wallDate(toWall(new Date(range.to.getTime() - 1), tz)),
            signal,
          )
        : Promise.resolve([]),
    enabled: !!range && showProjects,
    placeholderData: keepPreviousData,
  });
  useLiveInvalidation({ table: 'calendar_events', queryKey: calendarKeys.lists() });
  useLiveInvalidation({ table: 'calendar_event_exceptions', queryKey: calendarKeys.lists() });
  const reload = useCallback(
    () => queryClient.invalidateQueries({ queryKey: calendarKeys.lists() }),
    [queryClient],
  );

  const canEdit = useCallback(
    (e: CalendarEvent) => isAdmin || e.created_by === me || e.attendees.some((a) => a.member_id === me),
    [isAdmin, me],
  );

  const occurrences = useMemo(() => {
    if (!range || !events.data) return [];
    return expandEvents(events.data, range.from, range.to, tz).filter((o) => {
      const people = o.event.attendees.map((a) => a.member_id);
      if (people.length === 0 && o.event.created_by) people.push(o.event.created_by);
      if (who === 'me' && (!me || !people.includes(me))) return false;
      if (person && !people.includes(person)) return false;
      if (types.length > 0 && !types.includes(o.event.type)) return false;
      return true;
    });
  }, [events.data, range, tz, who, me, person, types]);

  // A link to one occurrence (?event=…&occurrence=…): open its dialog once the range around it is read.
  useEffect(() => {
    if (!linkedEvent || !range || !events.data || events.isPlaceholderData) return;
    const link = `${linkedEvent}@${linkedOccurrence ?? ''}`;
    if (openedLink.current === link) return;
    openedLink.current = link;
    const wanted = linkedOccurrence ? new Date(linkedOccurrence).getTime() : Number.NaN;
    const candidates = expandEvents(
      events.data.filter((e) => e.id === linkedEvent),
      range.from,
      range.to,
      tz,
    );
    const occ = Number.isNaN(wanted)
      ? candidates[0]
      : candidates.find((o) => new Date(o.occurrenceStart).getTime() === wanted);
    if (occ) {
      setTarget({ kind: 'edit', occurrence: occ, values: eventValues(occ.event, occ, tz) });
    } else {
      toast.info('That event is no longer on the calendar here: it was moved, cancelled or deleted.');
      setParam({ event: null, occurrence: null });
    }
  }, [linkedEvent, linkedOccurrence, range, events.data, events.isPlaceholderData, tz, setParam]);

  const closeDialog = () => {
    setTarget(null);
    if (linkedEvent || linkedOccurrence) setParam({ event: null, occurrence: null });
  };

  const capped = useMemo(() => capPerDay(occurrences, PER_DAY[view], tz), [occurrences, view, tz]);
  const fcEvents: EventInput[] = useMemo(
    () => [
      ...capped.shown.map((o) => {
        const colour = TYPE_COLOURS[o.event.type];
        return {
          id: o.key,
          title: o.title,
          start: o.event.all_day ? wallDate(toWall(o.start, tz)) : toWall(o.start, tz),
          end: o.event.all_day ? wallDate(toWall(o.end, tz)) : toWall(o.end, tz),
          allDay: o.event.all_day,
          backgroundColor: colour,
          borderColor: colour,
          editable: canEdit(o.event),
          extendedProps: { occ: o },
        };
      }),
      ...capped.more.map((m) => ({
        id: `more-${m.date}`,
        title: `+${m.count} more`,
        start: m.date,
        allDay: true,
        editable: false,
        backgroundColor: 'transparent',
        borderColor: 'transparent',
        textColor: '#334155',
        extendedProps: { more: m.date },
      })),
    ],
    [capped, tz, canEdit],
  );

  // Project milestones and task due dates: a read-only layer of all-day items linking to the project.
  // In month and week views a day's tasks are one "7 tasks due" item that opens the day; each person
  // may hide task or milestone dates (due-layer.ts).
  const [hiddenDues, setHiddenDue] = useHiddenDues(me);
  const layerEvents: EventInput[] = useMemo(() => {
    if (!showProjects) return [];
    const personId = who === 'me' ? me : person || null;
    const dues = (layer.data ?? [])
      .filter((d) => !hiddenDues.has(d.kind))
      .filter((d) => !personId || (d.kind === 'task' && d.assignee_id === personId));
    const { singles, groups } =
      view === 'month' || view === 'week' ? groupDues(dues) : { singles: dues, groups: [] };
    return [
      ...singles.map((d: ProjectDue) => ({
        id: `${d.kind}-${d.id}`,
        title: `${d.kind === 'milestone' ? 'Milestone' : 'Task due'}: ${d.title} (${d.project})`,
        start: d.due_on,
        allDay: true,
        editable: false,
        backgroundColor: d.done ? '#f1f5f9' : '#fef3c7',
        borderColor: '#94a3b8',
        textColor: '#0f172a',
        classNames: d.done ? ['line-through'] : [],
        extendedProps: { due: d },
      })),
      ...groups.map((g) => ({
        id: `tasks-due-${g.date}`,
        title: dueGroupTitle(g),
        start: g.date,
        allDay: true,
        editable: false,
        backgroundColor: g.done ? '#f1f5f9' : '#fef3c7',
        borderColor: '#94a3b8',
        textColor: '#0f172a',
        extendedProps: { more: g.date },
      })),
    ];
  }, [layer.data, showProjects, who, me, person, hiddenDues, view]);

  const warnConflicts = async (occ: Occ, start: Date, end: Date) => {
    const members = occ.event.attendees.map((a) => a.member_id);
    const conflicts = await fetchConflicts(
      members,
      start.toISOString(),
      end.toISOString(),
      occ.event.id,
    ).catch(() => []);
    if (conflicts.length > 0) {
      toast.warning(
        `Already booked then: ${conflicts.map((c) => `${c.member_name ?? 'someone'} (${c.title})`).join(', ')}`,
      );
    }
  };

  const move = useConfirmedAction<Move>({
    title: () => '',
    description: () => '',
    confirmLabel: 'Move',
    run: async ({ occ, start, end }) => {
      const e = occ.event;
      if (e.rrule) {
        const previous = e.exceptions.find((x) => x.occurrence_start === occ.occurrenceStart);
        await saveException(e.id, {
          occurrence_start: occ.occurrenceStart,
          cancelled: false,
          starts_at: start.toISOString(),
          ends_at: end.toISOString(),
          title: previous?.title ?? null,
          location: previous?.location ?? null,
          notes: previous?.notes ?? null,
        });
      } else {
        await updateEvent(e.id, { starts_at: start.toISOString(), ends_at: end.toISOString() });
      }
      await reload();
      void warnConflicts(occ, start, end);
    },
    undo: async ({ occ }) => {
      const e = occ.event;
      if (e.rrule) {
        const previous = e.exceptions.find((x) => x.occurrence_start === occ.occurrenceStart);
        if (previous) await saveException(e.id, previous);
        else await deleteException(e.id, occ.occurrenceStart);
      } else {
        await updateEvent(e.id, { starts_at: e.starts_at, ends_at: e.ends_at });
      }
      await reload();
    },
    done: ({ occ, start }) =>
      `${occ.title} moved to ${formatDate(start, occ.event.all_day ? 'date' : 'datetime')}`,
    undone: ({ occ }) => `${occ.title} is back where it was`,
    onSettled: () => void reload(),
  });

  const removal = useConfirmedAction<Removal>({
    title: ({ occ, scope }) =>
      scope === 'this' && occ.recurring
        ? `Delete ${occ.title} on ${formatDate(occ.start, 'date')}?`
        : scope === 'following'
          ? `Delete ${occ.title} from ${formatDate(occ.start, 'date')} on?`
          : `Delete ${occ.title}?`,
    description: ({ occ, scope }) =>
      occ.recurring && scope === 'all'
        ? 'Every occurrence of this series goes from everyone’s calendar.'
        : 'It goes from everyone’s calendar.',
    confirmLabel: 'Delete',
    run: async ({ occ, scope }) => {
      const e = occ.event;
      if (e.rrule && scope === 'this') {
        await saveException(e.id, {
          occurrence_start: occ.occurrenceStart,
          cancelled: true,
          starts_at: null,
          ends_at: null,
          title: null,
          location: null,
          notes: null,
        });
      } else if (e.rrule && scope === 'following') {
        await splitSeries(e.id, occ.occurrenceStart, {}, true);
      } else {
        await deleteEvent(e.id);
      }
      closeDialog();
    },
    undo: ({ occ }) => restore({ event: occ.event }),
    done: ({ occ }) => `${occ.title} deleted`,
    undone: ({ occ }) => `${occ.title} restored`,
    onSettled: () => void reload(),
  });

  const onMoved = (info: EventDropArg | EventResizeDoneArg) => {
    const occ = info.event.extendedProps.occ as Occ;
    const wallStart = info.event.start;
    if (!wallStart || info.event.allDay !== occ.event.all_day) {
      info.revert();
      toast.info('Open the event to change whether it lasts all day.');
      return;
    }
    const duration = occ.end.getTime() - occ.start.getTime();
    const start = fromWall(wallStart, tz);
    const end = info.event.end ? fromWall(info.event.end, tz) : new Date(start.getTime() + duration);
    // Shown at its new place by the write's re-read; FullCalendar's own copy goes back to the data.
    info.revert();
    move.runNow({ occ, start, end });
  };

  const onDatesSet = (arg: DatesSetArg) => {
    const from = fromWall(arg.start, tz);
    const to = fromWall(arg.end, tz);
    setRange((r) =>
      r &&
      r.from.getTime() === from.getTime() &&
      r.to.getTime() === to.getTime() &&
      r.title === arg.view.title
        ? r
        : { from, to, title: arg.view.title },
    );
    const date = wallDate(arg.view.currentStart);
    const viewId = (Object.keys(VIEWS) as ViewId[]).find((k) => VIEWS[k] === arg.view.type) ?? 'month';
    if (params.get('date') !== date || (params.get('view') ?? 'month') !== viewId) {
      setParam({ date, view: viewId === 'month' ? null : viewId });
    }
  };

  const api = () => calendar.current?.getApi();
  const nowWall = () => toWall(new Date(), tz);
  const openNew = (start: Date, end: Date, allDay: boolean) =>
    setTarget({ kind: 'new', values: newEventValues(start, end, allDay, me) });

  return (
    <div className="space-y-4" data-calendar-page>
      <div data-print-hidden>
        <PageHeader
          title="Calendar"
          description="Site visits, trainings, meetings and calls of the team, in the company's time zone."
          actions={
            <div className="flex flex-wrap gap-2">
              <Button variant="outline" onClick={() => setFeedOpen(true)}>
                <Link2 aria-hidden /> Subscribe
              </Button>
              <Button variant="outline" onClick={() => window.print()}>
                <Printer aria-hidden /> Print
              </Button>
              <Button
                onClick={() => {
                  const start = wallOf(wallDate(nowWall()), '09:00');
                  openNew(start, new Date(start.getTime() + 3_600_000), false);
                }}
              >
                <Plus aria-hidden /> New event
              </Button>
            </div>
          }
        />
      </div>
      <div className="flex flex-wrap items-center gap-2" data-print-hidden>
        <div className="flex items-center gap-1">
          <Button variant="outline" size="icon" aria-label="Previous" onClick={() => api()?.prev()}>
            <ChevronLeft aria-hidden />
          </Button>
          <Button variant="outline" onClick={() => api()?.gotoDate(nowWall())}>
            Today
          </Button>
          <Button variant="outline" size="icon" aria-label="Next" onClick={() => api()?.next()}>
            <ChevronRight aria-hidden />
          </Button>
        </div>
        <h2 className="min-w-40 font-semibold text-lg" aria-live="polite">
          {range?.title}
        </h2>
        <fieldset aria-label="View" className="flex gap-1">
          {(Object.keys(VIEWS) as ViewId[]).map((v) => (
            <Button
              key={v}
              variant={v === view ? 'default' : 'outline'}
              size="sm"
              aria-pressed={v === view}
              onClick={() => api()?.changeView(VIEWS[v])}
            >
              {VIEW_LABELS[v]}
            </Button>
          ))}
        </fieldset>
        <fieldset aria-label="Whose calendar" className="flex gap-1">
          <Button
            size="sm"
            variant={who === 'team' ? 'default' : 'outline'}
            aria-pressed={who === 'team'}
            onClick={() => setParam({ who: null })}
          >
            Team
          </Button>
          <Button
            size="sm"
            variant={who === 'me' ? 'default' : 'outline'}
            aria-pressed={who === 'me'}
            onClick={() => setParam({ who: 'me', person: null })}
          >
            My calendar
          </Button>
        </fieldset>
        <label className="text-sm" htmlFor="calendar-person">
          Person
        </label>
        <NativeSelect
          id="calendar-person"
          value={person}
          onChange={(e) => setParam({ person: e.target.value || null, who: null })}
        >
          <option value="">Everyone</option>
          {staff.map((s) => (
            <option key={s.auth_id} value={s.auth_id}>
              {s.name}
            </option>
          ))}
        </NativeSelect>
        <fieldset className="flex flex-wrap items-center gap-2 text-sm">
          <legend className="sr-only">Project dates</legend>
          <label className="flex items-center gap-1">
            <NativeCheckbox
              checked={showProjects}
              onChange={(e) => setParam({ projects: e.target.checked ? null : 'off' })}
            />
            Project dates
          </label>
          {showProjects &&
            (['task', 'milestone'] as const).map((kind) => (
              <label key={kind} className="flex items-center gap-1">
                <NativeCheckbox
                  checked={!hiddenDues.has(kind)}
                  onChange={(e) => setHiddenDue(kind, !e.target.checked)}
                />
                {kind === 'task' ? 'Tasks due' : 'Milestones'}
              </label>
            ))}
        </fieldset>
        <fieldset className="flex flex-wrap items-center gap-2 text-sm">
          <legend className="sr-only">Types</legend>
          {EVENT_TYPES.map((t) => (
            <label key={t} className="flex items-center gap-1">
              <NativeCheckbox
                checked={types.includes(t)}
                onChange={(e) => {
                  const next = e.target.checked ? [...types, t] : types.filter((x) => x !== t);
                  setParam({ type: next.length > 0 ? next.join(',') : null });
                }}
              />
              <span className="inline-block size-2.5 rounded-full" style={{ background: TYPE_COLOURS[t] }} />
              {TYPE_LABELS[t]}
            </label>
          ))}
        </fieldset>
      </div>
      {events.error && (
        <LoadError what="the calendar" error={events.error} onRetry={() => void events.refetch()} />
      )}
      {/* Busy while a range is read (announced to screen readers). Not dimmed: dimmed event text falls
          below the contrast minimum, and the previous range stays readable meanwhile. */}
      <div className="rounded-md border bg-card p-2" data-testid="calendar" aria-busy={events.isFetching}>
        <FullCalendar
          ref={calendar}
          plugins={[dayGridPlugin, timeGridPlugin, listPlugin, interactionPlugin]}
          initialView={VIEWS[view]}
          initialDate={anchor ?? wallDate(nowWall())}
          timeZone="UTC"
          now={nowWall}
          headerToolbar={false}
          firstDay={1}
          height="auto"
          locale={fmt.locale}
          eventTimeFormat={{ hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }}
          slotLabelFormat={{ hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }}
          slotMinTime="06:00:00"
          scrollTime="08:00:00"
          nowIndicator
          dayMaxEvents
          selectable
          selectMirror
          editable
          eventStartEditable
          eventDurationEditable
          events={layerEvents.length > 0 ? [...fcEvents, ...layerEvents] : fcEvents}
          datesSet={onDatesSet}
          select={(arg) => {
            openNew(arg.start, arg.end, arg.allDay);
            api()?.unselect();
          }}
          eventClick={(arg: EventClickArg) => {
            arg.jsEvent.preventDefault();
            const more = arg.event.extendedProps.more as string | undefined;
            if (more) {
              api()?.changeView(view === 'day' ? VIEWS.agenda : VIEWS.day, more);
              return;
            }
            const due = arg.event.extendedProps.due as ProjectDue | undefined;
            if (due) {
              navigate(`/dashboard/projects/${due.project_id}`);
              return;
            }
            const occ = arg.event.extendedProps.occ as Occ;
            setTarget({ kind: 'edit', occurrence: occ, values: eventValues(occ.event, occ, tz) });
            // The open occurrence is in the URL too, so the address can be shared or reloaded;
            // marked as opened so the link effect above does not open it a second time.
            openedLink.current = `${occ.event.id}@${occ.occurrenceStart}`;
            setParam({ event: occ.event.id, occurrence: occ.occurrenceStart });
          }}
          eventDrop={onMoved}
          eventResize={onMoved}
          // A day cell is named by its date link ("November 3, 2026") while it shows "3": the link keeps the
          // name, the cell does not repeat it (axe: label-content-name-mismatch).
          dayCellDidMount={(arg) => arg.el.removeAttribute('aria-labelledby')}
          eventDidMount={(arg) => {
            const occ = arg.event.extendedProps.occ as Occ | undefined;
            if (!occ) return;
            arg.el.setAttribute('data-event-id', occ.event.id);
            arg.el.setAttribute('data-occurrence', occ.occurrenceStart);
            arg.el.setAttribute(
              'aria-label',
              `${occ.title}, ${TYPE_LABELS[occ.event.type]}, ${formatDate(occ.start, occ.event.all_day ? 'date' : 'datetime')}`,
            );
          }}
        />
      </div>
      <EventDialog
        target={target}
        onOpenChange={(open) => !open && closeDialog()}
        tz={tz}
        onSaved={() => void reload()}
        onDelete={(occ, scope) => removal.ask({ occ, scope })}
      />
      {removal.dialog}
      {move.dialog}
      <FeedDialog open={feedOpen} onOpenChange={setFeedOpen} />
    </div>
  );
}
