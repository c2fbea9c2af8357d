// The parsed form of a /rest/v1 request, as PostgREST reads it: the contract
// between the query-string parser (server/rest/parse/) and the SQL builder
// (server/rest/sql/). Nothing here is SQL; identifiers are raw names that the
// builder checks against the schema cache and quotes.

/** One `->` / `->>` step of a JSON path: `data->a->>b`, `arr->0`. */
export interface JsonPathStep {
  op: '->' | '->>';
  /** A key (string) or an array index (number). */
  key: string | number;
}

export type AggregateFn = 'count' | 'sum' | 'avg' | 'min' | 'max';

/** A field reference: a column, possibly followed by a JSON path. */
export interface FieldRef {
  column: string;
  jsonPath: JsonPathStep[];
}

export type SelectItem =
  /** `*` */
  | { type: 'star' }
  /** `alias:col->a->>b::cast`, `col.sum()`, `alias:col.avg()::int` */
  | {
      type: 'field';
      field: FieldRef;
      alias?: string;
      /** Cast applied to the value (`::text`). */
      cast?: string;
      aggregate?: AggregateFn;
      /** Cast applied to the aggregate's result (`col.sum()::int`). */
      aggregateCast?: string;
    }
  /** Bare `count()` (optionally `alias:count()` or `count()::int`). */
  | { type: 'count'; alias?: string; cast?: string }
  /**
   * An embedded resource: `alias:relation!hint!inner(items)`, `...relation(items)`.
   * `relation` is a table/view name or a foreign-key constraint/column name.
   */
  | {
      type: 'embed';
      relation: string;
      alias?: string;
      /** Disambiguation: a foreign-key constraint name, a column, or a junction table. */
      hint?: string;
      /** `!inner`: only parent rows that have a match. `!left` is the default. */
      joinType: 'left' | 'inner';
      /** `...relation(cols)`: the embedded columns are spread into the parent. */
      spread: boolean;
      select: SelectItem[];
    };

export type FilterOperator =
  | 'eq'
  | 'neq'
  | 'gt'
  | 'gte'
  | 'lt'
  | 'lte'
  | 'like'
  | 'ilike'
  | 'match'
  | 'imatch'
  | 'is'
  | 'isdistinct'
  | 'in'
  | 'cs'
  | 'cd'
  | 'ov'
  | 'sl'
  | 'sr'
  | 'nxl'
  | 'nxr'
  | 'adj'
  | 'fts'
  | 'plfts'
  | 'phfts'
  | 'wfts';

/** `col=not.op(any).value`, `rel.col=eq.x`, `data->>k=eq.y`, `tsv=fts(english).cat` */
export interface Filter {
  type: 'filter';
  /** [] for the request's table; ['author'] for `author.name=eq.x` (an embedded resource's alias or name). */
  embedPath: string[];
  field: FieldRef;
  negate: boolean;
  op: FilterOperator;
  /** `eq(any).{a,b}`: compare against any/all of a list. */
  quantifier?: 'any' | 'all';
  /**
   * The operand, still text: a single string for most operators, a list for
   * `in` and quantified operators, and for `is` one of null/true/false/unknown.
   */
  value: string | string[];
  /** Text-search configuration for fts/plfts/phfts/wfts: `fts(english).cat`. */
  language?: string;
}

/** `or=(a.eq.1,and(b.gt.2,c.lt.3))`, `not.and=(…)`, `rel.or=(…)` */
export interface LogicTree {
  type: 'logic';
  op: 'and' | 'or';
  negate: boolean;
  children: (LogicTree | Filter)[];
}

export interface OrderTerm {
  field: FieldRef;
  /** Ordering by a to-one embedded resource's column: `order=author(name).desc`. */
  relation?: string;
  direction?: 'asc' | 'desc';
  nulls?: 'first' | 'last';
}

/** Everything the query string says about one level of the response tree. */
export interface ParsedQuery {
  /** Parsed `select` (defaults to `[{type:'star'}]` when absent). */
  select: SelectItem[];
  /** Column filters (root and embedded, told apart by embedPath). */
  filters: Filter[];
  /** `or`/`and` trees, root (embedPath []) or embedded (`rel.or`). */
  logic: { embedPath: string[]; tree: LogicTree }[];
  /** `order` and `rel.order`. */
  order: { embedPath: string[]; terms: OrderTerm[] }[];
  /** `limit`/`offset` and `rel.limit`/`rel.offset`. */
  ranges: { embedPath: string[]; limit?: number; offset?: number }[];
  /** `columns=a,b` for inserts/upserts/rpc (which keys of the body to use). */
  columns?: string[];
  /** `on_conflict=a,b` for upserts. */
  onConflict?: string[];
  /** Params that are not reserved and not filters (rpc GET arguments). */
  args: Record<string, string>;
}

/** The `Prefer` header. Unknown preferences are ignored unless handling=strict. */
export interface Prefer {
  return?: 'minimal' | 'headers-only' | 'representation';
  count?: 'exact' | 'planned' | 'estimated';
  resolution?: 'merge-duplicates' | 'ignore-duplicates';
  missing?: 'default' | 'null';
  handling?: 'strict' | 'lenient';
  tx?: 'commit' | 'rollback';
  maxAffected?: number;
  params?: 'single-object';
  /** `timezone=America/Los_Angeles`, unchecked: only the database knows the valid names. */
  timezone?: string;
  /** Preferences we did not understand (for handling=strict → PGRST122). */
  invalid: string[];
}

/** `Range: 0-9` (with `Range-Unit: items`) → offset 0, limit 10. */
export interface RangeHeader {
  offset: number;
  /** Undefined for an open range (`Range: 10-`). */
  limit?: number;
}
