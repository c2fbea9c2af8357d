// What a timeline shows, without fetching (stories and tests give it events):
// day headings, one sentence per event with its actor and a relative time
// (the exact time as a tooltip), notes' text, "Show older", and the loading,
// empty and error states.

import type { EventDescriber } from '@kernel/registry/extension-points.ts';
import { exactTime, timeAgo } from '@kit/notifications/relative-time.ts';
import { MessageSquare, Phone, SquareCheck, SquarePen, SquarePlus, Trash2, Zap } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../ui/button.tsx';
import { LoadError } from '../ui/load-error.tsx';
import { Skeleton } from '../ui/skeleton.tsx';
import { describeRecordEvent, type RecordEvent, type TimelineFields } from './describe-record-event.ts';
import { groupByDay } from './group-by-day.ts';

const ICONS = {
  created: SquarePlus,
  changed: SquarePen,
  deleted: Trash2,
  note: MessageSquare,
  call: Phone,
  task: SquareCheck,
} as const;

export interface RecordTimelineViewProps {
  events: readonly RecordEvent[];
  names: ReadonlyMap<string, string>;
  fields?: TimelineFields;
  noun?: string;
  describers?: readonly EventDescriber[];
  loading?: boolean;
  error?: Error | null;
  onRetry?: () => void;
  hasOlder?: boolean;
  loadingOlder?: boolean;
  onShowOlder?: () => void;
  /** The "Add note" form, shown above the events. */
  composer?: ReactNode;
  now?: Date;
  /** The exact time in an event's tooltip; RecordTimeline passes the company's (zone and locale). */
  exactTime?: (iso: string) => string;
}

export function RecordTimelineView(props: RecordTimelineViewProps) {
  const now = props.now ?? new Date();
  return (
    <section aria-labelledby="record-timeline-heading" className="flex flex-col gap-4">
      <h2 id="record-timeline-heading" className="text-lg font-semibold">
        Timeline
      </h2>
      {props.composer}
      <TimelineBody {...props} now={now} />
    </section>
  );
}

function TimelineBody(props: RecordTimelineViewProps & { now: Date }) {
  if (props.loading) {
    return (
      <div role="status" aria-busy="true" aria-label="Loading the timeline" className="flex flex-col gap-3">
        <Skeleton className="h-5 w-2/3" />
        <Skeleton className="h-5 w-1/2" />
        <Skeleton className="h-5 w-3/5" />
      </div>
    );
  }
  if (props.error) {
    return <LoadError what="The timeline" error={props.error} onRetry={props.onRetry} />;
  }
  if (props.events.length === 0) {
    return <p className="text-sm text-muted-foreground">Nothing has happened here yet.</p>;
  }
  return (
    <div className="flex flex-col gap-4">
      {groupByDay(props.events, props.now).map((group) => (
        <div key={group.day}>
          <h3 className="mb-2 text-xs font-semibold uppercase tracking-wide text-muted-foreground">
            {group.label}
          </h3>
          <ol className="flex flex-col gap-3">
            {group.items.map((event) => (
              <TimelineItem key={event.id} event={event} {...props} />
            ))}
          </ol>
        </div>
      ))}
      {props.hasOlder && (
        <Button
          variant="outline"
          size="sm"
          className="self-center"
          disabled={props.loadingOlder}
          onClick={props.onShowOlder}
        >
          {props.loadingOlder ? 'Loading…' : 'Show older'}
        </Button>
      )}
    </div>
  );
}

function TimelineItem({ event, ...props }: RecordTimelineViewProps & { event: RecordEvent; now: Date }) {
  const Icon = ICONS[event.kind as keyof typeof ICONS] ?? Zap;
  const sentence = describeRecordEvent(event, {
    names: props.names,
    fields: props.fields,
    noun: props.noun,
    describers: props.describers,
  });
  // Optimistic notes (negative ids) are not saved yet.
  const saving = event.id < 0;
  return (
    <li className="flex gap-3" aria-busy={saving || undefined}>
      <Icon className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
      <div className="min-w-0 flex-1">
        <p className="text-sm">
          {sentence}{' '}
          <time
            dateTime={event.at}
            title={(props.exactTime ?? exactTime)(event.at)}
            className="text-xs text-muted-foreground"
          >
            {saving ? 'saving…' : timeAgo(event.at, props.now)}
          </time>
        </p>
        {event.body && (
          <p className="mt-1 whitespace-pre-wrap break-words rounded-md bg-muted px-3 py-2 text-sm">
            {event.body}
          </p>
        )}
      </div>
    </li>
  );
}
