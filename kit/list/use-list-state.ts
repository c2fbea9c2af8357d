// A record list's state, read from and written to the URL. History follows
// what a user thinks of as "a different view": paging, sorting and filtering
// push an entry (back returns to it); typing a search and showing or hiding a
// column replace the current one, so back does not replay every keystroke.
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  LIST_DEFAULTS,
  type ListDefaults,
  type ListState,
  type ListVocabulary,
  parseListState,
  type SortKey,
  writeListState,
} from './list-state.ts';

export interface ListStateControls {
  state: ListState;
  setSearch(q: string): void;
  setPage(page: number): void;
  setSize(size: number): void;
  setSort(sort: SortKey[]): void;
  setFilter(id: string, values: string[]): void;
  /** Clears the search and every filter (the "no match" state's way out). */
  clearFilters(): void;
  setHidden(ids: string[]): void;
}

export function useListState(
  vocabulary: ListVocabulary,
  defaults: ListDefaults = LIST_DEFAULTS,
): ListStateControls {
  const [params, setParams] = useSearchParams();
  // Screens usually build these inline; key them by content so a new array each render costs nothing.
  const vocabKey = JSON.stringify(vocabulary);
  const defaultsKey = JSON.stringify(defaults);
  // biome-ignore lint/correctness/useExhaustiveDependencies: keyed by content on purpose
  const vocab = useMemo(() => vocabulary, [vocabKey]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: keyed by content on purpose
  const defs = useMemo(() => defaults, [defaultsKey]);

  const search = params.toString();
  // biome-ignore lint/correctness/useExhaustiveDependencies: `search` is the content of `params`
  const state = useMemo(() => parseListState(params, vocab, defs), [search, vocab, defs]);

  const update = useCallback(
    (change: (s: ListState) => ListState, history: 'push' | 'replace') =>
      setParams((prev) => writeListState(prev, change(parseListState(prev, vocab, defs)), defs), {
        replace: history === 'replace',
      }),
    [setParams, vocab, defs],
  );

  return useMemo(
    () => ({
      state,
      setSearch: (q) => update((s) => (s.q === q.trim() ? s : { ...s, q: q.trim(), page: 1 }), 'replace'),
      setPage: (page) => update((s) => ({ ...s, page: Math.max(1, Math.floor(page)) }), 'push'),
      setSize: (size) => update((s) => ({ ...s, size, page: 1 }), 'push'),
      setSort: (sort) => update((s) => ({ ...s, sort, page: 1 }), 'push'),
      setFilter: (id, values) =>
        update((s) => {
          const filters = { ...s.filters };
          const unique = [...new Set(values)];
          if (unique.length > 0) filters[id] = unique;
          else delete filters[id];
          return { ...s, filters, page: 1 };
        }, 'push'),
      clearFilters: () => update((s) => ({ ...s, q: '', filters: {}, page: 1 }), 'push'),
      setHidden: (hidden) => update((s) => ({ ...s, hidden }), 'replace'),
    }),
    [state, update],
  );
}
