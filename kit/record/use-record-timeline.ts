// A record's timeline as the screen needs it: pages of events (newest first),
// their actors' names, live updates for this record only, and "add note"
// that shows at once and is taken back if the database refuses it.

import { useLiveInvalidation } from '@kernel/data/use-live-invalidation.ts';
import {
  type InfiniteData,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { useMemo } from 'react';
import { useKitHost } from '../host/kit-host.tsx';
import type { RecordEvent } from './describe-record-event.ts';
import {
  addRecordNote,
  type EventPage,
  listActorNames,
  listRecordEvents,
  type NoteKind,
  type RecordRef,
  recordEventKeys,
} from './record-events-data.ts';

// Optimistic events get negative ids, so they never collide with the database's.
let optimisticIds = 0;

export function useRecordTimeline(ref: RecordRef) {
  const queryClient = useQueryClient();
  const userId = useKitHost().useUserId();
  const key = recordEventKeys.of(ref);

  const pages = useInfiniteQuery({
    queryKey: key,
    queryFn: ({ pageParam }) => listRecordEvents(ref, { olderThan: pageParam }),
    initialPageParam: null as number | null,
    getNextPageParam: (last) => last.olderThan,
  });

  // Realtime filters take one column: record_id is the narrow one; a rare same-id
  // change of another record type costs one extra read, nothing more.
  useLiveInvalidation({ table: 'record_events', filter: `record_id=eq.${ref.recordId}`, queryKey: key });

  const events = useMemo(() => pages.data?.pages.flatMap((p) => p.events) ?? [], [pages.data]);
  const actorIds = useMemo(
    () => [...new Set(events.map((e) => e.actor).filter((a): a is string => a !== null))],
    [events],
  );
  const names = useQuery({
    queryKey: recordEventKeys.names(actorIds),
    queryFn: () => listActorNames(actorIds),
    enabled: actorIds.length > 0,
    placeholderData: (previous) => previous,
  });

  const addNote = useMutation({
    mutationFn: (note: { kind: NoteKind; body: string }) => addRecordNote(ref, note),
    onMutate: async (note) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<InfiniteData<EventPage>>(key);
      optimisticIds -= 1;
      const shown: RecordEvent = {
        id: optimisticIds,
        record_type: ref.recordType,
        record_id: ref.recordId,
        kind: note.kind,
        actor: userId,
        at: new Date().toISOString(),
        body: note.body.trim(),
        changes: null,
        link: null,
      };
      if (before) {
        const [first, ...rest] = before.pages;
        queryClient.setQueryData<InfiniteData<EventPage>>(key, {
          ...before,
          pages: [
            { events: [shown, ...(first?.events ?? [])], olderThan: first?.olderThan ?? null },
            ...rest,
          ],
        });
      }
      return { before };
    },
    onError: (_error, _note, context) => {
      if (context?.before) queryClient.setQueryData(key, context.before);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });

  return {
    events,
    names: names.data ?? new Map<string, string>(),
    loading: pages.isPending,
    error: pages.error,
    retry: () => pages.refetch(),
    hasOlder: pages.hasNextPage,
    loadingOlder: pages.isFetchingNextPage,
    showOlder: () => pages.fetchNextPage(),
    addNote,
  };
}
