// What a record list shows — search, page, page size, sort, filters, hidden
// columns — and its URL form. The URL is the one source of truth, so a shared
// link, a reload and back/forward all restore the same view. Parsing never
// throws: a hand-edited or stale link falls back to defaults piece by piece.

export interface SortKey {
  /** A column id declared `sortable`. */
  id: string;
  desc: boolean;
}

export interface ListState {
  /** Trimmed search text; '' for none. */
  q: string;
  /** 1-based page number. */
  page: number;
  size: number;
  /** Sort keys in priority order (the first sorts first). */
  sort: SortKey[];
  /** Filter id → chosen values (never an empty array: no values means no filter). */
  filters: Record<string, string[]>;
  /** Column ids the user has hidden. */
  hidden: string[];
}

/** What a list shows before the user changes anything; the URL only carries differences from it. */
export interface ListDefaults {
  size: number;
  sort: SortKey[];
  hidden: string[];
}

/** What the URL may name: anything else in it is ignored (old links, typos, hand edits). */
export interface ListVocabulary {
  sortable: readonly string[];
  filters: readonly string[];
  columns: readonly string[];
}

export const PAGE_SIZES = [10, 25, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 25;
/** Longest search sent to the server; a pasted essay would only make a slow query. */
export const MAX_SEARCH_LENGTH = 200;

export const LIST_DEFAULTS: ListDefaults = { size: DEFAULT_PAGE_SIZE, sort: [], hidden: [] };

/** The URL keys the list owns; every other parameter belongs to the screen and is left alone. */
const KEY = { q: 'q', page: 'page', size: 'size', sort: 'sort', hide: 'hide' } as const;
const FILTER_PREFIX = 'f.';

export function initialListState(defaults: ListDefaults = LIST_DEFAULTS): ListState {
  return { q: '', page: 1, size: defaults.size, sort: defaults.sort, filters: {}, hidden: defaults.hidden };
}

function positiveInt(raw: string | null): number | null {
  if (raw === null || !/^\d{1,9}$/.test(raw)) return null;
  const n = Number(raw);
  return n >= 1 ? n : null;
}

/** `name,-created_at` → name ascending, then created_at descending. */
export function parseSort(raw: string, sortable: readonly string[]): SortKey[] {
  const seen = new Set<string>();
  const keys: SortKey[] = [];
  for (const part of raw.split(',')) {
    const desc = part.startsWith('-');
    const id = desc ? part.slice(1) : part;
    if (!sortable.includes(id) || seen.has(id)) continue;
    seen.add(id);
    keys.push({ id, desc });
  }
  return keys;
}

export function formatSort(sort: readonly SortKey[]): string {
  return sort.map((s) => (s.desc ? `-${s.id}` : s.id)).join(',');
}

export function parseListState(
  params: URLSearchParams,
  vocabulary: ListVocabulary,
  defaults: ListDefaults = LIST_DEFAULTS,
): ListState {
  const q = (params.get(KEY.q) ?? '').trim().slice(0, MAX_SEARCH_LENGTH);
  const page = positiveInt(params.get(KEY.page)) ?? 1;
  const sizeRaw = positiveInt(params.get(KEY.size));
  const size =
    sizeRaw !== null && (PAGE_SIZES as readonly number[]).includes(sizeRaw) ? sizeRaw : defaults.size;

  const sortRaw = params.get(KEY.sort);
  // `sort=` (empty) is a deliberate "no sort", distinct from "the default sort".
  const sort = sortRaw === null ? defaults.sort : parseSort(sortRaw, vocabulary.sortable);

  const filters: Record<string, string[]> = {};
  for (const id of vocabulary.filters) {
    const values = [...new Set(params.getAll(FILTER_PREFIX + id).filter((v) => v !== ''))];
    if (values.length > 0) filters[id] = values;
  }

  const hideRaw = params.get(KEY.hide);
  const hidden =
    hideRaw === null
      ? defaults.hidden
      : [...new Set(hideRaw.split(',').filter((id) => vocabulary.columns.includes(id)))];

  return { q, page, size, sort, filters, hidden };
}

const sameList = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((x, i) => x === b[i]);

/**
 * Writes `state` into a copy of `params`, leaving the screen's own parameters alone and omitting
 * everything equal to the defaults, so a plain list has a plain URL.
 */
export function writeListState(
  params: URLSearchParams,
  state: ListState,
  defaults: ListDefaults = LIST_DEFAULTS,
): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of Object.values(KEY)) next.delete(key);
  for (const key of [...next.keys()]) if (key.startsWith(FILTER_PREFIX)) next.delete(key);

  if (state.q) next.set(KEY.q, state.q);
  if (state.page > 1) next.set(KEY.page, String(state.page));
  if (state.size !== defaults.size) next.set(KEY.size, String(state.size));
  const sort = formatSort(state.sort);
  if (sort !== formatSort(defaults.sort)) next.set(KEY.sort, sort);
  for (const [id, values] of Object.entries(state.filters).sort(([a], [b]) => a.localeCompare(b))) {
    for (const value of values) next.append(FILTER_PREFIX + id, value);
  }
  const hidden = [...state.hidden].sort();
  if (!sameList(hidden, [...defaults.hidden].sort())) next.set(KEY.hide, hidden.join(','));
  return next;
}

/** True when a search or any filter narrows the list (the "no match" state rather than "no records yet"). */
export function isNarrowed(state: Pick<ListState, 'q' | 'filters'>): boolean {
  return state.q !== '' || Object.keys(state.filters).length > 0;
}

/** The part of the state that decides which rows come back (hidden columns do not). */
export function queryKey(state: ListState): string {
  return JSON.stringify([state.q, state.page, state.size, state.sort, state.filters]);
}
