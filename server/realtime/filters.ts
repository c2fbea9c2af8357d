// postgres_changes filters as realtime-js writes them: `column=op.value`,
// several joined with commas (all must hold), `in.(a,b,"c,d")` for lists,
// PostgREST-style double quotes around values holding `,()"\` or spaces.

export type FilterOp = 'eq' | 'neq' | 'lt' | 'lte' | 'gt' | 'gte' | 'in';

export interface Filter {
  column: string;
  op: FilterOp;
  /** One value; for `in`, the list. */
  value: string | string[];
}

export const FILTER_SQL_OPS: Record<Exclude<FilterOp, 'in'>, string> = {
  eq: '=',
  neq: '<>',
  lt: '<',
  lte: '<=',
  gt: '>',
  gte: '>=',
};

const OPS = new Set<string>(['eq', 'neq', 'lt', 'lte', 'gt', 'gte', 'in']);
const MAX_FILTER_LENGTH = 4096;
const MAX_IN_VALUES = 100;

export class FilterError extends Error {}

/** Splits at commas outside quotes and parentheses. */
function splitTop(s: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let quoted = false;
  let cur = '';
  for (let i = 0; i < s.length; i++) {
    const ch = s[i];
    if (quoted) {
      cur += ch;
      if (ch === '\\' && i + 1 < s.length) cur += s[++i];
      else if (ch === '"') quoted = false;
      continue;
    }
    if (ch === '"') quoted = true;
    else if (ch === '(') depth++;
    else if (ch === ')') depth--;
    if (ch === ',' && depth === 0) {
      out.push(cur);
      cur = '';
    } else cur += ch;
  }
  if (quoted || depth !== 0) throw new FilterError('unbalanced quotes or parentheses');
  out.push(cur);
  return out;
}

function unquote(v: string): string {
  if (v.length >= 2 && v.startsWith('"') && v.endsWith('"')) {
    return v.slice(1, -1).replace(/\\(.)/g, '$1');
  }
  return v;
}

export function parseFilter(text: string): Filter[] {
  if (text.length > MAX_FILTER_LENGTH) throw new FilterError('filter is too long');
  const filters: Filter[] = [];
  for (const part of splitTop(text)) {
    const eq = part.indexOf('=');
    if (eq <= 0) throw new FilterError(`invalid filter "${part}"`);
    const column = part.slice(0, eq);
    const rest = part.slice(eq + 1);
    const dot = rest.indexOf('.');
    const op = dot === -1 ? rest : rest.slice(0, dot);
    if (dot === -1 || !OPS.has(op)) throw new FilterError(`unsupported filter operator "${op}"`);
    const raw = rest.slice(dot + 1);
    if (op === 'in') {
      if (!raw.startsWith('(') || !raw.endsWith(')'))
        throw new FilterError('in filter needs a list: in.(a,b)');
      const items = splitTop(raw.slice(1, -1)).map(unquote);
      if (items.length > MAX_IN_VALUES) throw new FilterError('too many values in an in filter');
      filters.push({ column, op: 'in', value: items });
    } else {
      filters.push({ column, op: op as FilterOp, value: unquote(raw) });
    }
  }
  return filters;
}
