// Turns a ListState into a supabase-js PostgREST query, so a module's
// fetchPage is a few lines:
//
//   const fetchPage: FetchPage<Customer> = async (state, signal) => {
//     const query = supabase.from('customers').select('id, name, status', { count: 'estimated' });
//     return toListPage(await applyListState(query.abortSignal(signal), state, CUSTOMER_QUERY), 'estimated');
//   };
//
// Column names come from the screen's declaration, never from the URL: the URL
// only picks among declared ids.
import type { ListPage } from './fetch-page.ts';
import type { ListState } from './list-state.ts';

/** The few builder methods used; supabase-js's PostgrestFilterBuilder has them all. */
export interface ListQueryBuilder<Self> {
  or(filters: string): Self;
  in(column: string, values: readonly string[]): Self;
  order(column: string, options: { ascending: boolean; nullsFirst?: boolean }): Self;
  range(from: number, to: number): Self;
}

export interface ListQueryOptions {
  /** Columns the search box matches (case-insensitive, anywhere in the text). */
  searchColumns: readonly string[];
  /** Filter id → the column its values must be in; a filter not listed here is ignored. */
  filterColumns?: Readonly<Record<string, string>>;
  /** Sortable column id → database column, when they differ (default: the id itself). */
  sortColumns?: Readonly<Record<string, string>>;
  /**
   * Appended after the user's sort so rows with equal keys keep one order across pages (otherwise a
   * row can show up on two pages or on none). Usually the primary key.
   */
  tieBreaker?: string;
}

/** A search term as a literal ILIKE pattern: `%`, `_` and `\` match themselves. */
export function likeLiteral(term: string): string {
  return term.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** A PostgREST value in double quotes, so commas and parentheses cannot end the `or=(…)` list. */
export function quoteValue(value: string): string {
  return `"${value.replace(/[\\"]/g, (c) => `\\${c}`)}"`;
}

/** The `or` filter a search becomes: `name.ilike."*term*",email.ilike."*term*"`. */
export function searchFilter(term: string, columns: readonly string[]): string {
  const pattern = quoteValue(`*${likeLiteral(term)}*`);
  return columns.map((c) => `${c}.ilike.${pattern}`).join(',');
}

export function applyListState<Q extends ListQueryBuilder<Q>>(
  query: Q,
  state: ListState,
  options: ListQueryOptions,
): Q {
  let q = query;
  if (state.q && options.searchColumns.length > 0) q = q.or(searchFilter(state.q, options.searchColumns));
  for (const [id, values] of Object.entries(state.filters)) {
    const column = options.filterColumns?.[id];
    if (column && values.length > 0) q = q.in(column, values);
  }
  const sorted = new Set<string>();
  for (const key of state.sort) {
    const column = options.sortColumns?.[key.id] ?? key.id;
    sorted.add(column);
    // Empty values last in both directions: "no due date" is never the most urgent row.
    q = q.order(column, { ascending: !key.desc, nullsFirst: false });
  }
  if (options.tieBreaker && !sorted.has(options.tieBreaker))
    q = q.order(options.tieBreaker, { ascending: true });
  const from = (state.page - 1) * state.size;
  return q.range(from, from + state.size - 1);
}

/**
 * PostgREST's `count: 'estimated'` counts exactly up to the server's max-rows (1000 by default,
 * `REST_MAX_ROWS`) and asks the planner beyond it; a total past that line is therefore a guess.
 */
export const EXACT_COUNT_LIMIT = 1000;

/** supabase-js's answer → a ListPage, throwing its error (the list shows it with "Try again"). */
export function toListPage<T>(
  result: { data: T[] | null; error: { message: string } | null; count?: number | null },
  countMode: 'exact' | 'estimated' = 'exact',
  exactLimit: number = EXACT_COUNT_LIMIT,
): ListPage<T> {
  if (result.error) throw result.error instanceof Error ? result.error : new Error(result.error.message);
  const total = typeof result.count === 'number' ? result.count : null;
  return {
    rows: result.data ?? [],
    total,
    totalIsEstimate: countMode === 'estimated' && total !== null && total > exactLimit,
  };
}
