// fast-check arbitraries for the parser's properties: random ASTs (printed
// and parsed back) and random text biased towards PostgREST's punctuation.
// Test support only; nothing in the server imports this.
import fc from 'fast-check';
import type {
  AggregateFn,
  FieldRef,
  Filter,
  FilterOperator,
  JsonPathStep,
  LogicTree,
  OrderTerm,
  SelectItem,
} from '../ast.ts';

export const RUNS = { numRuns: Number(process.env.FUZZ_RUNS) || 1000 };

const SYNTAX = Array.from('abcXY01_ $->:.,!()*"\\{}[]éß\t');

/** Text made mostly of the characters the grammars react to. */
export const syntaxText = fc.string({ maxLength: 40, unit: fc.constantFrom(...SYNTAX) });

/** Any text at all: printable, Unicode, lone surrogates, control characters. */
export const anyText = fc.oneof(
  syntaxText,
  fc.string({ maxLength: 40 }),
  fc.string({ maxLength: 20, unit: 'grapheme' }),
  fc.string({ maxLength: 20, unit: 'binary' }),
);

export const name: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.stringMatching(/^[a-z_][a-z0-9_]{0,8}$/) },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      ...['count', 'inner', 'left', 'not', 'and', 'or', 'select', 'order', 'limit', 'offset', 'columns'],
      ...['on_conflict', 'my col', 'a-b', 'É', '0', '-1', '$'],
    ),
  },
  { weight: 1, arbitrary: fc.string({ minLength: 1, maxLength: 8, unit: fc.constantFrom(...SYNTAX) }) },
  { weight: 1, arbitrary: fc.string({ minLength: 1, maxLength: 6, unit: 'binary' }) },
);

const identifier = fc.stringMatching(/^[a-z][a-z0-9_]{0,8}$/);
export const castName = fc.oneof(identifier, fc.constantFrom('double precision', 'int4', 'text'));

const jsonStep: fc.Arbitrary<JsonPathStep> = fc.record({
  op: fc.constantFrom('->' as const, '->>' as const),
  key: fc.oneof(fc.integer({ min: -5, max: 1000 }), fc.string({ maxLength: 6 }), name),
});

export const field: fc.Arbitrary<FieldRef> = fc.record({
  column: name,
  jsonPath: fc.array(jsonStep, { maxLength: 3 }),
});

const opt = <T>(a: fc.Arbitrary<T>) => fc.option(a, { nil: undefined });

/** Drops undefined properties, as the parsers never set them. */
function compact<T extends object>(o: T): T {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as T;
}

const AGGREGATES: AggregateFn[] = ['count', 'sum', 'avg', 'min', 'max'];

export const selectItems: fc.Arbitrary<SelectItem[]> = fc
  .letrec<{ item: SelectItem; items: SelectItem[] }>((tie) => ({
    item: fc.oneof(
      { depthSize: 'small', withCrossShrink: true },
      fc.constant<SelectItem>({ type: 'star' }),
      fc
        .record({ alias: opt(name), cast: opt(castName) })
        .map((r) => compact({ type: 'count' as const, ...r })),
      fc
        .record({
          field,
          alias: opt(name),
          cast: opt(castName),
          aggregate: opt(fc.constantFrom(...AGGREGATES)),
          aggregateCast: opt(castName),
        })
        // A cast after the aggregate only exists when there is an aggregate.
        .map((r) => compact({ type: 'field' as const, ...r, aggregateCast: r.aggregate && r.aggregateCast })),
      fc
        .record({
          relation: name,
          alias: opt(name),
          hint: opt(name),
          joinType: fc.constantFrom('left' as const, 'inner' as const),
          spread: fc.boolean(),
          select: tie('items') as fc.Arbitrary<SelectItem[]>,
        })
        .map((r) => compact({ type: 'embed' as const, ...r, alias: r.spread ? undefined : r.alias })),
    ),
    items: fc.array(tie('item') as fc.Arbitrary<SelectItem>, { maxLength: 4 }),
  }))
  .items.filter((items) => items.length > 0);

const SIMPLE: FilterOperator[] = ['neq', 'cs', 'cd', 'ov', 'sl', 'sr', 'nxl', 'nxr', 'adj', 'isdistinct'];
const QUANT: FilterOperator[] = ['eq', 'gt', 'gte', 'lt', 'lte', 'like', 'ilike', 'match', 'imatch'];
const FTS: FilterOperator[] = ['fts', 'plfts', 'phfts', 'wfts'];

type OpPart = Pick<Filter, 'op' | 'value' | 'quantifier' | 'language'>;

const opPart: fc.Arbitrary<OpPart> = fc.oneof(
  fc.record({ op: fc.constant<FilterOperator>('in'), value: fc.array(anyText, { maxLength: 4 }) }),
  fc.record({
    op: fc.constant<FilterOperator>('is'),
    value: fc.constantFrom('null', 'not_null', 'true', 'false', 'unknown'),
  }),
  fc.record({ op: fc.constantFrom(...SIMPLE), value: anyText }),
  fc.record({ op: fc.constantFrom(...QUANT), value: anyText }),
  fc.record({
    op: fc.constantFrom(...QUANT),
    quantifier: fc.constantFrom('any' as const, 'all' as const),
    value: fc.array(anyText, { maxLength: 4 }),
  }),
  fc.record({ op: fc.constantFrom(...FTS), language: opt(identifier), value: anyText }).map(compact),
);

export const filter: fc.Arbitrary<Filter> = fc
  .record({ embedPath: fc.array(name, { maxLength: 2 }), field, negate: fc.boolean(), part: opPart })
  .map(({ part, ...rest }) => ({ type: 'filter' as const, ...rest, ...part }));

export const logicTree: fc.Arbitrary<LogicTree> = fc.letrec<{ tree: LogicTree; child: LogicTree | Filter }>(
  (tie) => ({
    tree: fc.record({
      type: fc.constant('logic' as const),
      op: fc.constantFrom('and' as const, 'or' as const),
      negate: fc.boolean(),
      children: fc.array(tie('child') as fc.Arbitrary<LogicTree | Filter>, { minLength: 1, maxLength: 3 }),
    }),
    child: fc.oneof(
      { depthSize: 'small', withCrossShrink: true },
      filter.map((f) => ({ ...f, embedPath: [] })),
      tie('tree') as fc.Arbitrary<LogicTree>,
    ),
  }),
).tree;

export const orderTerms: fc.Arbitrary<OrderTerm[]> = fc.array(
  fc
    .record({
      field,
      relation: opt(name),
      direction: opt(fc.constantFrom('asc' as const, 'desc' as const)),
      nulls: opt(fc.constantFrom('first' as const, 'last' as const)),
    })
    .map(compact),
  { minLength: 1, maxLength: 4 },
);
