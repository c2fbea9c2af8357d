// The reads a realtime join owes (useLiveInvalidation). Changes made before a channel joined were never
// delivered, so each query it keeps fresh needs one read that started after the join. Two rules keep that
// to one read per card at start (issue 22 item 17; Money owed follows invoices and payments, and read three
// times, then twice when their joins came apart under load):
// - channels on the same queries that join together owe one read, after the last of them has joined;
// - a read that started after a join (another channel's) is the read that join owed.
import type { Query, QueryClient, QueryKey } from '@tanstack/react-query';

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

/** Whether the query's latest read started after the mark; a read not seen counts as before. */
function readStartedAfter(query: Query, mark: number): boolean {
  return (started.get(query) ?? 0) > mark;
}

/**
 * After a join: a read in flight may predate it, so it lands first (cancelling it kept every widget
 * blank a round trip longer), then every query under the key whose latest read started before the join
 * reads again, in the background. Not while a change of the screen's own is being saved (its owner reads
 * again once it is saved; a read now would undo the optimistic state).
 */
function refreshAfterJoin(client: QueryClient, queryKey: QueryKey): void {
  const joined = ++clock;
  void client
    .refetchQueries(
      { queryKey, predicate: (q) => q.state.fetchStatus === 'fetching' },
      { cancelRefetch: false },
    )
    .catch(() => undefined)
    .then(() => {
      if (client.isMutating({ mutationKey: queryKey }) > 0) return;
      void client.invalidateQueries({ queryKey, predicate: (q) => !readStartedAfter(q, joined) });
    });
}

interface Group {
  /** Channels on this key that are joining (subscribed, no answer yet). */
  joining: number;
  /** One of them has joined: the group owes a read once none is joining. */
  owed: boolean;
}
const groups = new WeakMap<QueryClient, Map<string, Group>>();

/** A channel keeping `queryKey` fresh starts joining: tell it when it has joined, or gave up or left. */
export function startJoin(client: QueryClient, queryKey: QueryKey) {
  const text = JSON.stringify(queryKey);
  const byKey = groups.get(client) ?? new Map<string, Group>();
  groups.set(client, byKey);
  const own = byKey.get(text) ?? { joining: 0, owed: false };
  byKey.set(text, own);
  own.joining += 1;
  let joining = true;
  const settle = () => {
    if (!joining) return;
    joining = false;
    own.joining -= 1;
    if (own.joining > 0) return;
    if (byKey.get(text) === own) byKey.delete(text);
    if (own.owed) refreshAfterJoin(client, queryKey);
  };
  return {
    /** SUBSCRIBED: the first time, the group reads once all its joins are answered; later (a reconnect) at once. */
    joined() {
      if (!joining) return refreshAfterJoin(client, queryKey);
      own.owed = true;
      settle();
    },
    /** The join failed or timed out, or the screen left: the group does not wait for this channel. */
    settle,
  };
}
