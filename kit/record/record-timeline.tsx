// A record's timeline, ready to place on its page: reads, follows live,
// pages, names actors, words module events with the installed plugins'
// event describers, and lets staff add notes.

import { useFormatters } from '../format/use-company-format.ts';
import { useKitHost } from '../host/kit-host.tsx';
import { AddNoteForm } from './add-note-form.tsx';
import type { TimelineFields } from './describe-record-event.ts';
import type { RecordRef } from './record-events-data.ts';
import { RecordTimelineView } from './record-timeline-view.tsx';
import { useRecordTimeline } from './use-record-timeline.ts';

export interface RecordTimelineProps extends RecordRef {
  /** Labels and value formats of the record's columns ("status" → "Status", "new" → "New"). */
  fields?: TimelineFields;
  /** What "created this …" calls the record. */
  noun?: string;
  /** Set false where notes make no sense (a read-only history). */
  allowNotes?: boolean;
}

export function RecordTimeline({
  recordType,
  recordId,
  fields,
  noun,
  allowNotes = true,
}: RecordTimelineProps) {
  const timeline = useRecordTimeline({ recordType, recordId });
  const describers = useKitHost().useEventDescribers();
  const { date } = useFormatters();
  return (
    <RecordTimelineView
      events={timeline.events}
      names={timeline.names}
      fields={fields}
      noun={noun}
      describers={describers}
      loading={timeline.loading}
      error={timeline.error}
      onRetry={() => void timeline.retry()}
      hasOlder={timeline.hasOlder}
      loadingOlder={timeline.loadingOlder}
      onShowOlder={() => void timeline.showOlder()}
      exactTime={(iso) => date(iso, 'datetime')}
      composer={allowNotes ? <AddNoteForm onAdd={(note) => timeline.addNote.mutateAsync(note)} /> : undefined}
    />
  );
}
