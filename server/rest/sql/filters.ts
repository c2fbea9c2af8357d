// Filters and or/and trees → SQL conditions (PostgREST SqlFragment.hs
// pgFmtFilter). Operands are always bound parameters; the column's type is
// used for the array casts of `in` and quantified operators.
import type { Filter, LogicTree } from '../ast.ts';
import { RestError } from '../errors.ts';
import type { SchemaCache, Table } from '../schema-cache.ts';
import { arrayLiteral, fieldSql } from './fields.ts';
import type { Params } from './params.ts';

const SIMPLE: Record<string, string> = {
  eq: '=',
  neq: '<>',
  gt: '>',
  gte: '>=',
  lt: '<',
  lte: '<=',
  like: 'like',
  ilike: 'ilike',
  match: '~',
  imatch: '~*',
  cs: '@>',
  cd: '<@',
  ov: '&&',
  sl: '<<',
  sr: '>>',
  nxl: '&>',
  nxr: '&<',
  adj: '-|-',
};

const FTS: Record<string, string> = {
  fts: 'to_tsquery',
  plfts: 'plainto_tsquery',
  phfts: 'phraseto_tsquery',
  wfts: 'websearch_to_tsquery',
};

const IS: Record<string, string> = {
  null: 'IS NULL',
  not_null: 'IS NOT NULL',
  true: 'IS TRUE',
  false: 'IS FALSE',
  unknown: 'IS UNKNOWN',
};

/** How a filter's target resolves at one level of the tree. */
export interface FilterScope {
  cache: SchemaCache;
  table: Table;
  alias: string;
  params: Params;
  /** `rel=is.null` / `rel=not.is.null` on an embedded resource: SQL that is NULL when there is no match. */
  embedNullExpr?: (name: string) => string | undefined;
}

const likePattern = (s: string) => s.replaceAll('*', '%');

export function filterSql(
  f: Pick<Filter, 'field' | 'negate' | 'op' | 'quantifier' | 'value' | 'language'>,
  s: FilterScope,
): string {
  const cond = positive(f, s);
  return f.negate ? `NOT ${cond}` : cond;
}

function positive(
  f: Pick<Filter, 'field' | 'op' | 'quantifier' | 'value' | 'language'>,
  s: FilterScope,
): string {
  if (
    f.field.jsonPath.length === 0 &&
    !s.table.columns.has(f.field.column) &&
    !s.table.computed.has(f.field.column)
  ) {
    const embedded = s.embedNullExpr?.(f.field.column);
    if (embedded !== undefined) {
      const v = String(f.value);
      if (f.op === 'is' && v === 'null') return `(${embedded} IS NULL)`;
      if (f.op === 'is' && v === 'not_null') return `(${embedded} IS NOT NULL)`;
      throw new RestError(
        400,
        'PGRST120',
        `Bad operator on the '${f.field.column}' embedded resource`,
        'Only is null or not is null filters are allowed on embedded resources',
        null,
      );
    }
  }
  const { sql: lhs, type } = fieldSql(s.table, s.alias, f.field, s.params);
  const p = s.params;
  const value = f.value;
  const one = () => {
    if (Array.isArray(value))
      throw new RestError(400, 'PGRST100', `"${f.op}" expects a single value`, null, null);
    return value;
  };
  switch (f.op) {
    case 'is': {
      const kw = IS[String(value)];
      if (!kw) throw new RestError(400, 'PGRST100', `"failed to parse filter (is.${value})"`, null, null);
      return `${lhs} ${kw}`;
    }
    case 'isdistinct':
      return `${lhs} IS DISTINCT FROM ${p.text(one(), type)}`;
    case 'in': {
      const list = Array.isArray(value) ? value : [value];
      return `${lhs} = ANY(${p.text(arrayLiteral(list), `${type}[]`)})`;
    }
    case 'fts':
    case 'plfts':
    case 'phfts':
    case 'wfts': {
      const fn = FTS[f.op];
      const lang = f.language ? `${p.text(f.language, 'regconfig')}, ` : '';
      const doc = type === 'tsvector' ? lhs : `to_tsvector(${lang}${lhs})`;
      return `${doc} @@ ${fn}(${lang}${p.text(one())})`;
    }
  }
  const op = SIMPLE[f.op];
  if (!op) throw new RestError(400, 'PGRST100', `unknown operator "${f.op}"`, null, null);
  const isLike = f.op === 'like' || f.op === 'ilike';
  if (f.quantifier) {
    const list = (Array.isArray(value) ? value : [value]).map((v) => (isLike ? likePattern(v) : v));
    const elemType = isLike || f.op === 'match' || f.op === 'imatch' ? 'text' : type;
    return `${lhs} ${op} ${f.quantifier === 'all' ? 'ALL' : 'ANY'}(${p.text(arrayLiteral(list), `${elemType}[]`)})`;
  }
  const v = one();
  const textual = isLike || f.op === 'match' || f.op === 'imatch';
  return `${lhs} ${op} ${textual ? p.text(isLike ? likePattern(v) : v) : p.text(v, type)}`;
}

export function logicSql(tree: LogicTree, s: FilterScope): string {
  const parts = tree.children.map((c) => (c.type === 'logic' ? logicSql(c, s) : filterSql(c, s)));
  const joined = parts.length === 0 ? 'TRUE' : `(${parts.join(tree.op === 'and' ? ' AND ' : ' OR ')})`;
  return tree.negate ? `NOT ${joined}` : joined;
}
