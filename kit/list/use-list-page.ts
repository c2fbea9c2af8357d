// Loads the page a ListState describes, through the app's query cache: each
// state is its own entry under the list's key, so the latest request wins (a
// slow answer to an older state only fills its own entry, and the request is
// aborted once nobody waits for it), Back shows a page already read at once,
// and invalidating the list's key (useLiveInvalidation, after a write)
// re-reads it. While the next page loads the last one stays on screen;
// `reload()` (or a new `refreshKey`) re-reads the same page quietly, so live
// updates do not flash a skeleton.
import { keepPreviousData, type QueryKey, useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import type { FetchPage, ListPage } from './fetch-page.ts';
import { type ListState, queryKey } from './list-state.ts';

export interface ListPageResult<T> {
  /** The last page that arrived (kept while the next one loads); null before the first. */
  page: ListPage<T> | null;
  /** A request is in flight. */
  loading: boolean;
  /**
   * The page on screen is the previous state's (another search, filter, sort or page is loading): what a list
   * dims. A re-read of the same page (a live change, a channel joining, `reload()`) is quiet and does not.
   */
  changing: boolean;
  error: Error | null;
  reload(): void;
}

export function useListPage<T>(
  fetchPage: FetchPage<T>,
  state: ListState,
  options: { queryKey: QueryKey; refreshKey?: unknown },
): ListPageResult<T> {
  // Screens often pass an inline function: only the state decides when to fetch again.
  const fetchRef = useRef(fetchPage);
  fetchRef.current = fetchPage;

  const query = useQuery({
    queryKey: [...options.queryKey, queryKey(state)],
    queryFn: ({ signal }) => fetchRef.current(state, signal),
    placeholderData: keepPreviousData,
  });
  const { refetch } = query;
  const reload = useCallback(() => void refetch(), [refetch]);

  // A new refreshKey (not the first one) re-reads the page on screen.
  const lastRefresh = useRef(options.refreshKey);
  useEffect(() => {
    if (Object.is(lastRefresh.current, options.refreshKey)) return;
    lastRefresh.current = options.refreshKey;
    reload();
  }, [options.refreshKey, reload]);

  return {
    page: query.data ?? null,
    loading: query.isFetching,
    changing: query.isPlaceholderData,
    error: query.error,
    reload,
  };
}
