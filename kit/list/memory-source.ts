// A FetchPage over an array: stories, tests, and small fixed lists that need
// no server. It searches, filters, sorts and pages like the database would.
import type { FetchPage, ListPage } from './fetch-page.ts';
import type { ListState } from './list-state.ts';

export interface MemorySourceOptions<T> {
  /** Text the search box matches (case-insensitive substring). */
  searchText?: (row: T) => string;
  /** A column's value for sorting and filtering; default `row[id]`. */
  value?: (row: T, id: string) => unknown;
  /** Report totals above this as estimates ("about N"), like PostgREST's `count: 'estimated'`. */
  estimateAbove?: number;
}

const field = (row: unknown, id: string): unknown =>
  row !== null && typeof row === 'object' ? (row as Record<string, unknown>)[id] : undefined;

function compare(a: unknown, b: unknown): number {
  if (a === b) return 0;
  if (a === null || a === undefined) return 1;
  if (b === null || b === undefined) return -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  // Numeric-aware, as people read "Site 2" before "Site 10".
  return String(a).localeCompare(String(b), undefined, { numeric: true, sensitivity: 'base' });
}

export function queryMemory<T>(
  all: readonly T[],
  state: ListState,
  options: MemorySourceOptions<T> = {},
): ListPage<T> {
  const value = options.value ?? field;
  const q = state.q.toLowerCase();
  let rows = all.filter((row) => {
    if (q && !(options.searchText ?? JSON.stringify)(row).toLowerCase().includes(q)) return false;
    return Object.entries(state.filters).every(([id, values]) => values.includes(String(value(row, id))));
  });
  if (state.sort.length > 0) {
    rows = [...rows].sort((a, b) => {
      for (const key of state.sort) {
        const va = value(a, key.id);
        const vb = value(b, key.id);
        // Empty values last whatever the direction, as applyListState asks PostgREST.
        if (va === null || va === undefined || vb === null || vb === undefined) {
          const c = compare(va, vb);
          if (c !== 0) return c;
          continue;
        }
        const c = compare(va, vb);
        if (c !== 0) return key.desc ? -c : c;
      }
      return 0;
    });
  }
  const from = (state.page - 1) * state.size;
  const total = rows.length;
  return {
    rows: rows.slice(from, from + state.size),
    total,
    totalIsEstimate: options.estimateAbove !== undefined && total > options.estimateAbove,
  };
}

/** A FetchPage answering from `rows` after `delayMs` (0: next microtask), honouring the abort signal. */
export function memorySource<T>(
  rows: readonly T[],
  options: MemorySourceOptions<T> & { delayMs?: number } = {},
): FetchPage<T> {
  return (state, signal) =>
    new Promise((resolve, reject) => {
      const answer = () => resolve(queryMemory(rows, state, options));
      if (!options.delayMs) return void Promise.resolve().then(answer);
      const timer = setTimeout(answer, options.delayMs);
      signal.addEventListener('abort', () => {
        clearTimeout(timer);
        reject(new DOMException('Aborted', 'AbortError'));
      });
    });
}
