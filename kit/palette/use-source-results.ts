// Asks every search source the user may use (useSearchSources: role and module
// switches applied) for the settled query, each on its own: one source failing
// or being slow never holds back or hides the others. Each source and query is
// its own cache entry (search-keys.ts), and TanStack Query aborts the signal of
// a query nobody waits for any more, so an old, slow answer never replaces the
// newest and its request is cancelled where the source passes the signal on.

import type { Contributed } from '@kernel/registry/contributions.ts';
import type { SearchHit, SearchSource } from '@kernel/registry/extension-points.ts';
import { supabase } from '@kernel/supabase.ts';
import { keepPreviousData, useQueries } from '@tanstack/react-query';
import { useKitHost } from '../host/kit-host.tsx';
import { searchKeys } from './search-keys.ts';

/** The most hits shown per source. */
export const SOURCE_LIMIT = 5;
/** Shorter queries ask no source: one letter matches half the database and says little. */
export const MIN_QUERY_LENGTH = 2;

export interface SourceResult {
  source: Contributed<SearchSource>;
  hits: SearchHit[];
  /** No answer yet for this query (earlier hits may still show meanwhile). */
  searching: boolean;
  /** The source's failure for this query, in words. */
  error: string | null;
}

export function isSearchable(query: string): boolean {
  return query.trim().length >= MIN_QUERY_LENGTH;
}

export function useSourceResults(query: string): SourceResult[] {
  const sources = useKitHost().useSearchSources();
  const q = query.trim();
  const enabled = isSearchable(q);
  const results = useQueries({
    queries: sources.map((source) => ({
      queryKey: searchKeys.source(source.id, q),
      queryFn: async ({ signal }: { signal: AbortSignal }) =>
        (await source.search(q, supabase, { signal, limit: SOURCE_LIMIT })).slice(0, SOURCE_LIMIT),
      enabled,
      // The previous query's hits stay while the next one loads, instead of the list jumping.
      placeholderData: keepPreviousData,
      retry: false,
    })),
  });
  if (!enabled) return [];
  return sources.map((source, i) => {
    const r = results[i];
    return {
      source,
      hits: r?.data ?? [],
      searching: r?.isPending === true || r?.isPlaceholderData === true || r?.isFetching === true,
      error: r?.error ? r.error.message || 'The search failed' : null,
    };
  });
}
