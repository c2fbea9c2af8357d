// When each cached read started, on one counter with the realtime joins: a channel joined at mark m
// needs, for each query it keeps fresh, one read that started after m (changes made before the join
// were never delivered). A read another channel already started after m is that read, so a card kept by
// two channels (Money owed: invoices and payments) reads once more after both join, not twice
// (issue 22 item 17).
import type { Query, QueryClient } from '@tanstack/react-query';

let clock = 0;
const started = new WeakMap<Query, number>();
const watched = new WeakSet<QueryClient>();

/** Notes from now on when each of the client's queries starts a read (idempotent). */
export function watchReadStarts(client: QueryClient): void {
  if (watched.has(client)) return;
  watched.add(client);
  client.getQueryCache().subscribe((event) => {
    if (event.type === 'updated' && event.action.type === 'fetch') started.set(event.query, ++clock);
  });
}

/** A mark on the same counter: whatever starts after this call comes after it. */
export function markNow(): number {
  clock += 1;
  return clock;
}

/** Whether the query's latest read started after the mark; a read not seen counts as before. */
export function readStartedAfter(query: Query, mark: number): boolean {
  return (started.get(query) ?? 0) > mark;
}
