// The timeline's only server calls: read a record's events a page at a time
// (newest first, by id so a page boundary never moves when events arrive),
// name their actors from profiles, add a note through the RPC.
import { unwrap } from '@kernel/data/unwrap.ts';
import { supabase } from '@kernel/supabase.ts';
import type { RecordEvent } from './describe-record-event.ts';

export const TIMELINE_PAGE_SIZE = 20;
export const NOTE_KINDS = ['note', 'call', 'task'] as const;
export type NoteKind = (typeof NOTE_KINDS)[number];
/** The database refuses longer notes too (add_record_note). */
export const NOTE_MAX_LENGTH = 4000;

export interface RecordRef {
  /** The record's table in public, e.g. 'customers'. */
  recordType: string;
  /** Its primary key as text. */
  recordId: string;
}

/** Query keys: one family per record, under the kernel's prefix. */
export const recordEventKeys = {
  all: ['kernel', 'record-events'] as const,
  of: ({ recordType, recordId }: RecordRef) => ['kernel', 'record-events', recordType, recordId] as const,
  names: (ids: readonly string[]) => ['kernel', 'actor-names', [...ids].sort()] as const,
};

export interface EventPage {
  events: RecordEvent[];
  /** The id to read older events below; null when this was the oldest page. */
  olderThan: number | null;
}

export async function listRecordEvents(
  { recordType, recordId }: RecordRef,
  { olderThan, pageSize = TIMELINE_PAGE_SIZE }: { olderThan?: number | null; pageSize?: number } = {},
): Promise<EventPage> {
  let query = supabase
    .from('record_events')
    .select('id, record_type, record_id, kind, actor, at, body, changes, link')
    .eq('record_type', recordType)
    .eq('record_id', recordId);
  if (olderThan != null) query = query.lt('id', olderThan);
  // One more than a page tells whether there is an older page without counting.
  const rows = unwrap(await query.order('id', { ascending: false }).limit(pageSize + 1)) as RecordEvent[];
  const events = rows.slice(0, pageSize);
  return { events, olderThan: rows.length > pageSize ? (events.at(-1)?.id ?? null) : null };
}

/** Display names of the given auth users (profiles the caller may read); unknown ids are left out. */
export async function listActorNames(authIds: readonly string[]): Promise<Map<string, string>> {
  if (authIds.length === 0) return new Map();
  const rows = unwrap(
    await supabase
      .from('profiles')
      .select('auth_id, full_name, email')
      .in('auth_id', [...authIds]),
  ) as { auth_id: string; full_name: string | null; email: string | null }[];
  return new Map(rows.map((r) => [r.auth_id, r.full_name || r.email || 'Someone']));
}

export async function addRecordNote(
  { recordType, recordId }: RecordRef,
  { kind, body }: { kind: NoteKind; body: string },
): Promise<RecordEvent> {
  return unwrap(
    await supabase.rpc('add_record_note', { record_type: recordType, record_id: recordId, kind, body }),
  ) as RecordEvent;
}
