// Loads the page a ListState describes. The latest request wins: a new state
// aborts the one in flight and a late answer is dropped. `reload()` (or a new
// `refreshKey`) re-reads the same page quietly: the rows stay on screen until
// the fresh ones arrive, so live updates do not flash a skeleton.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { FetchPage, ListPage } from './fetch-page.ts';
import { type ListState, queryKey } from './list-state.ts';

export interface ListPageResult<T> {
  /** The last page that arrived (kept while the next one loads); null before the first. */
  page: ListPage<T> | null;
  /** A request is in flight. */
  loading: boolean;
  error: Error | null;
  reload(): void;
}

function asError(e: unknown): Error {
  return e instanceof Error ? e : new Error(typeof e === 'string' ? e : 'Could not load the list');
}

export function useListPage<T>(
  fetchPage: FetchPage<T>,
  state: ListState,
  refreshKey?: unknown,
): ListPageResult<T> {
  const [page, setPage] = useState<ListPage<T> | null>(null);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<Error | null>(null);
  const [reloads, setReloads] = useState(0);
  // Screens often pass an inline function: only the state decides when to fetch again.
  const fetchRef = useRef(fetchPage);
  fetchRef.current = fetchPage;
  const stateRef = useRef(state);
  stateRef.current = state;

  const key = queryKey(state);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for the state; reloads and refreshKey re-run it
  useEffect(() => {
    const controller = new AbortController();
    setLoading(true);
    fetchRef.current(stateRef.current, controller.signal).then(
      (result) => {
        if (controller.signal.aborted) return;
        setPage(result);
        setError(null);
        setLoading(false);
      },
      (e: unknown) => {
        if (controller.signal.aborted) return;
        setError(asError(e));
        setLoading(false);
      },
    );
    return () => controller.abort();
  }, [key, reloads, refreshKey]);

  const reload = useCallback(() => setReloads((n) => n + 1), []);
  return { page, loading, error, reload };
}
