// The inverse of the parsers: an AST printed back in PostgREST syntax. Used
// by the round-trip properties (parse(print(ast)) equals ast) and handy for
// logs and for building PostgREST URLs in tests. Names and string operands
// are double-quoted whenever a bare form could read differently.
import type { FieldRef, Filter, JsonPathStep, LogicTree, OrderTerm, SelectItem } from '../ast.ts';

const BARE = /^[\p{L}0-9_$]+$/u;
/** Words that mean something in some position (count(), !inner, not.or(…), ?order=, ?limit=). */
const KEYWORDS = new Set([
  'count',
  'inner',
  'left',
  'not',
  'and',
  'or',
  'select',
  'order',
  'limit',
  'offset',
  'columns',
  'on_conflict',
]);

export function quote(s: string): string {
  return `"${s.replace(/[\\"]/g, '\\$&')}"`;
}

export function printName(name: string): string {
  return BARE.test(name) && !KEYWORDS.has(name) ? name : quote(name);
}

export function printJsonPath(path: JsonPathStep[]): string {
  return path.map((s) => s.op + (typeof s.key === 'number' ? String(s.key) : quote(s.key))).join('');
}

export function printField(f: FieldRef): string {
  return printName(f.column) + printJsonPath(f.jsonPath);
}

export function printSelect(items: SelectItem[]): string {
  return items.map(printSelectItem).join(',');
}

function printSelectItem(item: SelectItem): string {
  switch (item.type) {
    case 'star':
      return '*';
    case 'count':
      return (item.alias !== undefined ? `${printName(item.alias)}:` : '') + 'count()' + cast(item.cast);
    case 'field':
      return (
        (item.alias !== undefined ? `${printName(item.alias)}:` : '') +
        printField(item.field) +
        cast(item.cast) +
        (item.aggregate ? `.${item.aggregate}()` : '') +
        cast(item.aggregateCast)
      );
    case 'embed':
      return (
        (item.spread ? '...' : item.alias !== undefined ? `${printName(item.alias)}:` : '') +
        printName(item.relation) +
        (item.hint !== undefined ? `!${printName(item.hint)}` : '') +
        (item.joinType === 'inner' ? '!inner' : '') +
        `(${printSelect(item.select)})`
      );
  }
}

function cast(c: string | undefined): string {
  return c === undefined ? '' : `::${c}`;
}

export function printFilterKey(f: Pick<Filter, 'embedPath' | 'field'>): string {
  return [...f.embedPath.map(printName), printField(f.field)].join('.');
}

/** The value side of a filter: `not.eq(any).{…}`; `tree` quotes operands so `,` and `)` survive. */
export function printOpExpr(f: Filter, mode: 'top' | 'tree' = 'top'): string {
  let head = (f.negate ? 'not.' : '') + f.op;
  if (f.quantifier) head += `(${f.quantifier})`;
  if (f.language !== undefined) head += `(${f.language})`;
  let operand: string;
  if (f.op === 'in') operand = `(${(f.value as string[]).map(quote).join(',')})`;
  else if (f.op === 'is') operand = f.value as string;
  else {
    const raw = Array.isArray(f.value) ? `{${f.value.map(quote).join(',')}}` : f.value;
    operand = mode === 'tree' ? quote(raw) : raw;
  }
  return `${head}.${operand}`;
}

export function printLogicTree(tree: LogicTree): string {
  return `(${tree.children.map(printLogicChild).join(',')})`;
}

function printLogicChild(child: LogicTree | Filter): string {
  if (child.type === 'filter') return `${printField(child.field)}.${printOpExpr(child, 'tree')}`;
  return (child.negate ? 'not.' : '') + child.op + printLogicTree(child);
}

export function printLogicKey(embedPath: string[], tree: LogicTree): string {
  return [...embedPath.map(printName), ...(tree.negate ? ['not'] : []), tree.op].join('.');
}

export function printOrder(terms: OrderTerm[]): string {
  return terms
    .map(
      (t) =>
        (t.relation !== undefined
          ? `${printName(t.relation)}(${printField(t.field)})`
          : printField(t.field)) +
        (t.direction ? `.${t.direction}` : '') +
        (t.nulls ? `.nulls${t.nulls}` : ''),
    )
    .join(',');
}
