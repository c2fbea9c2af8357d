import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { anyText, logicTree, name, RUNS, syntaxText } from './arbitraries.ts';
import { parseLogicTree } from './logic.ts';
import { printLogicKey, printLogicTree } from './print.ts';
import { col, returnsOrRestError, thrown } from './test-helpers.ts';

const leaf = (column: string, op: string, value: string | string[], extra: object = {}) => ({
  type: 'filter',
  embedPath: [],
  field: col(column),
  negate: false,
  op,
  value,
  ...extra,
});

describe('parseLogicTree', () => {
  it('a visitor combines conditions with or (docs: logical operators)', () => {
    expect(parseLogicTree('or', '(age.lt.18,age.gt.21)')).toEqual({
      embedPath: [],
      tree: {
        type: 'logic',
        op: 'or',
        negate: false,
        children: [leaf('age', 'lt', '18'), leaf('age', 'gt', '21')],
      },
    });
  });

  it('a visitor nests and/or/not to any depth (docs example)', () => {
    const { tree } = parseLogicTree(
      'and',
      '(grade.gte.90,student.is.true,or(age.eq.14,not.and(age.gte.11,age.lte.17)))',
    );
    expect(tree).toEqual({
      type: 'logic',
      op: 'and',
      negate: false,
      children: [
        leaf('grade', 'gte', '90'),
        leaf('student', 'is', 'true'),
        {
          type: 'logic',
          op: 'or',
          negate: false,
          children: [
            leaf('age', 'eq', '14'),
            {
              type: 'logic',
              op: 'and',
              negate: true,
              children: [leaf('age', 'gte', '11'), leaf('age', 'lte', '17')],
            },
          ],
        },
      ],
    });
  });

  it('the brief’s example tree parses completely', () => {
    const { tree } = parseLogicTree('or', '(a.eq.1,b.not.in.(1,2),and(c.gt.2,or(d.is.null,e.like.*x*)))');
    expect(tree.children).toEqual([
      leaf('a', 'eq', '1'),
      { ...leaf('b', 'in', ['1', '2']), negate: true },
      {
        type: 'logic',
        op: 'and',
        negate: false,
        children: [
          leaf('c', 'gt', '2'),
          {
            type: 'logic',
            op: 'or',
            negate: false,
            children: [leaf('d', 'is', 'null'), leaf('e', 'like', '*x*')],
          },
        ],
      },
    ]);
  });

  it('keys carry negation and the embedded resource the tree applies to', () => {
    expect(parseLogicTree('not.or', '(a.eq.1)')).toMatchObject({
      embedPath: [],
      tree: { op: 'or', negate: true },
    });
    expect(parseLogicTree('not.and', '(a.eq.1)')).toMatchObject({ tree: { op: 'and', negate: true } });
    expect(parseLogicTree('actors.or', '(a.eq.1)')).toMatchObject({
      embedPath: ['actors'],
      tree: { op: 'or' },
    });
    expect(parseLogicTree('rel.sub.not.and', '(a.eq.1)')).toMatchObject({
      embedPath: ['rel', 'sub'],
      tree: { op: 'and', negate: true },
    });
  });

  it('quoted operands may hold commas and parentheses; arrays stay whole', () => {
    const { tree } = parseLogicTree(
      'or',
      '(name.eq."a,b)",tags.cs.{a,b},x.eq(any).{1,2},d.cs."[1,2]",e.eq.)',
    );
    expect(tree.children).toEqual([
      leaf('name', 'eq', 'a,b)'),
      leaf('tags', 'cs', '{a,b}'),
      leaf('x', 'eq', ['1', '2'], { quantifier: 'any' }),
      leaf('d', 'cs', '[1,2]'),
      leaf('e', 'eq', ''),
    ]);
  });

  it('JSON paths, full-text search and columns named like keywords work inside trees', () => {
    const { tree } = parseLogicTree(
      'or',
      '(data->>k.eq.v,tsv.fts(english).cat,and.eq.1,not.eq.2,"or".is.null)',
    );
    expect(tree.children).toEqual([
      { ...leaf('data', 'eq', 'v'), field: col('data', [{ op: '->>', key: 'k' }]) },
      leaf('tsv', 'fts', 'cat', { language: 'english' }),
      leaf('and', 'eq', '1'),
      leaf('not', 'eq', '2'),
      leaf('or', 'is', 'null'),
    ]);
  });

  it('an embedded resource name with is.null is a plain field for the builder (PostgREST’s null-embed filter)', () => {
    expect(parseLogicTree('or', '(clients.not.is.null,projects.is.null)').tree.children).toEqual([
      { ...leaf('clients', 'is', 'null'), negate: true },
      leaf('projects', 'is', 'null'),
    ]);
  });

  it('rel.col inside a tree is refused, as in PostgREST', () => {
    expect(thrown(() => parseLogicTree('or', '(rel.col.eq.1)')).code).toBe('PGRST100');
  });

  it('malformed trees are PGRST100 (PostgREST doctest cases)', () => {
    const cases: [string, string][] = [
      ['or', '()'],
      ['or', '(id.in.1,2,id.eq.3)'],
      ['or', ')('],
      ['and', '(ord(id.eq.1,id.eq.1),id.eq.2)'],
      ['or', '(id.eq.1,not.xor(id.eq.2,id.eq.3))'],
      ['or', 'a.eq.1'],
      ['or', '(a.eq.1'],
      ['or', '(a.eq.1))'],
      ['or', '(a.eq.1,)'],
      ['xor', '(a.eq.1)'],
      ['"or"', '(a.eq.1)'],
    ];
    for (const [k, v] of cases) {
      const e = thrown(() => parseLogicTree(k, v));
      expect(e.code, `${k}=${v}`).toBe('PGRST100');
    }
    expect(thrown(() => parseLogicTree('or', '()')).message).toBe(
      '"failed to parse logic tree (())" (line 1, column 2)',
    );
  });

  it('absurd nesting is refused instead of overflowing the stack', () => {
    const deep = `(${'or('.repeat(50_000)}a.eq.1${')'.repeat(50_001)}`;
    expect(thrown(() => parseLogicTree('or', deep)).code).toBe('PGRST100');
  });

  it('property: random keys and values either parse or fail with a RestError', () => {
    const key = fc.oneof(fc.constantFrom('or', 'and', 'not.or', 'a.not.and'), anyText, name);
    const value = fc.oneof(
      anyText,
      syntaxText,
      syntaxText.map((s) => `(${s})`),
      fc
        .array(fc.constantFrom('a.eq.1', 'or(', 'and(', 'not.', ')', ',', '"', 'in.(', 'b.is.null'), {
          maxLength: 12,
        })
        .map((parts) => `(${parts.join('')})`),
    );
    fc.assert(
      fc.property(key, value, (k, v) => returnsOrRestError(() => parseLogicTree(k, v))),
      RUNS,
    );
  });

  it('property: a printed tree parses back to the same tree', () => {
    fc.assert(
      fc.property(fc.array(name, { maxLength: 2 }), logicTree, (embedPath, tree) => {
        expect(parseLogicTree(printLogicKey(embedPath, tree), printLogicTree(tree))).toEqual({
          embedPath,
          tree,
        });
      }),
      RUNS,
    );
  });
});
