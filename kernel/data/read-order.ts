// The read a realtime join owes (useLiveInvalidation): changes made before a channel joined were never
// delivered, so each query it keeps fresh needs a read that started after the join. One read per card at
// start (issue 22 item 17: Money owed, on invoices and payments, read three times): channels on the same
// key that join together owe one read, after the last has joined; a read started after a join counts.
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

// A read in flight lands first (cancelling it kept every widget blank a round trip longer), then each
// query whose latest read started before the join reads again in the background — not while a change of
// the screen's own is being saved (a read now would undo its optimistic state; its owner reads after).
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
      void client.invalidateQueries({ queryKey, predicate: (q) => (started.get(q) ?? 0) < joined });
    });
}

type Group = { joining: number; owed: boolean };
const groups = new WeakMap<QueryClient, Map<string, Group>>();

/** A channel on `queryKey` starts joining; say when it joined, or gave up or left. */
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
    if (--own.joining > 0) return;
    if (byKey.get(text) === own) byKey.delete(text);
    if (own.owed) refreshAfterJoin(client, queryKey);
  };
  return {
    /** SUBSCRIBED: the first time, once the group's joins are all answered; again (a reconnect), at once. */
    joined() {
      if (!joining) return refreshAfterJoin(client, queryKey);
      own.owed = true;
      settle();
    },
    settle,
  };
}
