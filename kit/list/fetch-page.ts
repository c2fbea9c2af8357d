// The one contract between a record list and wherever its rows come from
// (PostgREST, an RPC, an in-memory array in a story). The list never talks to
// supabase itself.
import type { ListState } from './list-state.ts';

export interface ListPage<T> {
  /** The rows of `state.page`, at most `state.size` of them, already searched, filtered and sorted. */
  rows: T[];
  /** Rows matching the search and filters on every page; null when the source cannot say. */
  total: number | null;
  /** The total is the database planner's guess (large tables): shown as "about N". */
  totalIsEstimate?: boolean;
}

/**
 * Loads one page. Must honour `signal` (pass it to supabase-js with `.abortSignal(signal)`): the list
 * aborts a request as soon as a newer one starts, and rejects its result in any case.
 * Throw (or reject) to show the error state; the error's message is shown to the user.
 */
export type FetchPage<T> = (state: ListState, signal: AbortSignal) => Promise<ListPage<T>>;
