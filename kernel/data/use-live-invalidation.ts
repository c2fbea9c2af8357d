// Keeps cached reads in step with the database: every postgres_changes event on a table (optionally
// filtered) invalidates the given queries, so the screens that show them read again. Changes made while
// the socket was away are never delivered, so every (re)subscription invalidates too.
// The channel joins with the signed-in member's token, never the anon key: rows are delivered only to
// those whose policies let them read them, and a channel joined as anon that learns the token only
// afterwards missed every change made in between (issue 23: the bell missed a notification).
import type { RealtimeChannel, RealtimePostgresChangesFilter } from '@supabase/supabase-js';
import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { supabase } from '../supabase.ts';
import { startJoin, watchReadStarts } from './read-order.ts';

export interface LiveInvalidation {
  table: string;
  /** Defaults to 'public'. */
  schema?: string;
  /** A realtime filter such as `organization_id=eq.1` (one column, one operator). */
  filter?: string;
  /** Defaults to every event ('*'). */
  event?: 'INSERT' | 'UPDATE' | 'DELETE' | '*';
  /** Every query whose key starts with this is invalidated (use a key family's `all`). */
  queryKey: QueryKey;
  /** Set false to subscribe to nothing (e.g. before the screen knows it may read the table). */
  enabled?: boolean;
}

// supabase.channel(topic) hands back the channel already registered under that topic. Under
// StrictMode an effect runs twice and removeChannel() is asynchronous, so a fixed topic would
// return the first, already subscribed channel, to which no listener can be added. Each
// subscription gets a topic of its own (kernel/modules/modules-sync.tsx does the same).
let subscriptions = 0;

export interface LiveState {
  /** The channel is joined (SUBSCRIBED): from now on every change arrives as it happens. */
  live: boolean;
}

export function useLiveInvalidation({
  table,
  schema = 'public',
  filter,
  event = '*',
  queryKey,
  enabled = true,
}: LiveInvalidation): LiveState {
  const queryClient = useQueryClient();
  watchReadStarts(queryClient);
  const [live, setLive] = useState(false);
  // The key is an array literal at most call sites: follow its content, not its identity.
  const keyText = JSON.stringify(queryKey);
  const latestKey = useRef(queryKey);
  latestKey.current = queryKey;

  // keyText stands for queryKey (see above): the effect re-subscribes when the key's content changes.
  // biome-ignore lint/correctness/useExhaustiveDependencies: keyText is the key's content
  useEffect(() => {
    if (!enabled) return;
    let active = true;
    // A burst of changes ends in one read that sees them all: each invalidation cancels the read in flight.
    // While a change of the screen's own is being saved (a mutation whose key starts with queryKey, e.g. a
    // task ticked done), a read would bring back the row as it was before and undo the optimistic state on
    // screen; the mutation's owner reads again once it is saved, which sees this change too.
    const invalidate = () => {
      if (!active || queryClient.isMutating({ mutationKey: latestKey.current }) > 0) return;
      const queryKey = latestKey.current;
      // A first read in flight (no data yet) would be reused by invalidateQueries, and may predate this
      // change: cancel it, so the read that follows starts after the change.
      void queryClient
        .cancelQueries({ queryKey, predicate: (q) => q.state.data === undefined })
        .then(() => queryClient.invalidateQueries({ queryKey }));
    };
    // On joining, one read again (read-order.ts: after the last channel on the key has joined).
    const join = startJoin(queryClient, latestKey.current);
    subscriptions += 1;
    const topic = `live:${schema}:${table}:${filter ?? '*'}:${subscriptions}`;
    const spec: RealtimePostgresChangesFilter<typeof event> = filter
      ? { event, schema, table, filter }
      : { event, schema, table };
    let channel: RealtimeChannel | null = null;
    // The session's token first (see the top of this file), then the join that carries it.
    void supabase.realtime
      .setAuth()
      .catch(() => {})
      .then(() => {
        if (!active) return;
        channel = supabase
          .channel(topic)
          .on('postgres_changes', spec, invalidate)
          .subscribe((status) => {
            if (!active) return;
            setLive(status === 'SUBSCRIBED');
            if (status === 'SUBSCRIBED') join.joined();
            else join.settle();
          });
      });
    return () => {
      active = false;
      join.settle();
      setLive(false);
      if (channel) void supabase.removeChannel(channel);
    };
  }, [queryClient, schema, table, filter, event, enabled, keyText]);
  return { live: enabled && live };
}
