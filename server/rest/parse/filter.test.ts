import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { anyText, filter, name, RUNS, syntaxText } from './arbitraries.ts';
import { parseFilter } from './filter.ts';
import { printFilterKey, printOpExpr } from './print.ts';
import { col, returnsOrRestError, thrown } from './test-helpers.ts';

const flt = (key: string, value: string) => {
  const { type, embedPath, field, ...rest } = parseFilter(key, value);
  expect(type).toBe('filter');
  return { embedPath, field, ...rest };
};

describe('parseFilter', () => {
  it('a visitor filters with every documented operator', () => {
    const ops = ['eq', 'gt', 'gte', 'lt', 'lte', 'neq', 'like', 'ilike', 'match', 'imatch', 'isdistinct'];
    const more = ['cs', 'cd', 'ov', 'sl', 'sr', 'nxr', 'nxl', 'adj'];
    for (const op of [...ops, ...more]) {
      expect(flt('age', `${op}.18`)).toEqual({
        embedPath: [],
        field: col('age'),
        negate: false,
        op,
        value: '18',
      });
    }
  });

  it('a visitor negates any operator with not.', () => {
    expect(flt('a', 'not.eq.2')).toMatchObject({ negate: true, op: 'eq', value: '2' });
    expect(flt('a', 'not.in.(1,2)')).toMatchObject({ negate: true, op: 'in', value: ['1', '2'] });
    expect(flt('a', 'not.is.null')).toMatchObject({ negate: true, op: 'is', value: 'null' });
  });

  it('the operand is the rest of the value, dots, commas and all', () => {
    expect(flt('a', 'eq.a.b,c)')).toMatchObject({ value: 'a.b,c)' });
    expect(flt('a', 'eq.')).toMatchObject({ value: '' });
    expect(flt('a', 'eq.not.x')).toMatchObject({ negate: false, value: 'not.x' });
  });

  it('a visitor filters with in.(…) lists, quoting items with commas and quotes', () => {
    expect(flt('name', 'in.(a,b,"c,d","e\\"f","(g)")')).toMatchObject({
      op: 'in',
      value: ['a', 'b', 'c,d', 'e"f', '(g)'],
    });
    expect(flt('id', 'in.(1,2,3)').value).toEqual(['1', '2', '3']);
    expect(flt('id', 'in.()').value).toEqual([]);
    expect(flt('id', 'in.("")').value).toEqual(['']);
    expect(flt('id', 'in.(,)').value).toEqual(['', '']);
    expect(flt('id', 'in.("a"b)').value).toEqual(['"a"b']);
    for (const bad of ['in.1,2', 'in.(1,2', 'in.(1,2)x', 'in(1)']) {
      expect(thrown(() => parseFilter('id', bad)).code, bad).toBe('PGRST100');
    }
  });

  it('in-lists behave as in PostgREST’s own spec (quotes, escapes, bare quotes and backslashes, blanks)', () => {
    expect(flt('name', 'in.("Hebdon, John","Williams, Mary")').value).toEqual([
      'Hebdon, John',
      'Williams, Mary',
    ]);
    expect(flt('name', 'in.(David White,"Hebdon, John")').value).toEqual(['David White', 'Hebdon, John']);
    expect(flt('name', 'in.("Double O Seven(007)")').value).toEqual(['Double O Seven(007)']);
    expect(flt('name', 'in.("Double\\"Quote\\"McGraw\\"")').value).toEqual(['Double"Quote"McGraw"']);
    expect(flt('name', 'in.("\\\\")').value).toEqual(['\\']);
    expect(flt('name', 'in.("D\\a\\vid W\\h\\ite")').value).toEqual(['David White']);
    expect(flt('name', 'in.(")').value).toEqual(['"']);
    expect(flt('name', 'in.(Double"Quote"McGraw")').value).toEqual(['Double"Quote"McGraw"']);
    expect(flt('name', 'in.(\\)').value).toEqual(['\\']);
    expect(flt('name', 'in.(/\\Slash/\\Beast/\\)').value).toEqual(['/\\Slash/\\Beast/\\']);
    expect(flt('n', 'in.(    )').value).toEqual([]);
    expect(flt('n', 'in.( ,3,4)').value).toEqual(['', '3', '4']);
  });

  it('is. takes null, not_null and the trilean values in any case', () => {
    for (const [v, want] of [
      ['null', 'null'],
      ['NULL', 'null'],
      ['Not_Null', 'not_null'],
      ['true', 'true'],
      ['FALSE', 'false'],
      ['unknown', 'unknown'],
    ]) {
      expect(flt('a', `is.${v}`).value).toBe(want);
    }
    for (const bad of ['is.nil', 'is.', 'is.nullx', 'is.1']) {
      expect(thrown(() => parseFilter('a', bad)).code, bad).toBe('PGRST100');
    }
  });

  it('a visitor compares against any or all of a list (docs: operator modifiers)', () => {
    expect(flt('last_name', 'like(any).{O*,P*}')).toMatchObject({
      op: 'like',
      quantifier: 'any',
      value: ['O*', 'P*'],
    });
    expect(flt('a', 'eq(all).{ x , "y,z" ,"w\\"v"}')).toMatchObject({
      quantifier: 'all',
      value: ['x', 'y,z', 'w"v'],
    });
    expect(flt('a', 'gt(any).{}').value).toEqual([]);
    for (const bad of [
      'eq(any).1',
      'eq(any).{{1}}',
      'eq(any).{1',
      'eq(some).{1}',
      'eq().1',
      'neq(any).{1}',
    ]) {
      expect(thrown(() => parseFilter('a', bad)).code, bad).toBe('PGRST100');
    }
  });

  it('containment operands stay raw text for the builder to cast', () => {
    expect(flt('tags', 'cs.{example,new}').value).toBe('{example,new}');
    expect(flt('arr', 'cd.[1,2]').value).toBe('[1,2]');
    expect(flt('doc', 'cs.{"k":1}').value).toBe('{"k":1}');
    expect(flt('range', 'ov.[2017-01-01,2017-06-30]').value).toBe('[2017-01-01,2017-06-30]');
  });

  it('like keeps * wildcards for the builder', () => {
    expect(flt('name', 'like.*abc*').value).toBe('*abc*');
    expect(flt('name', 'ilike.*ABC%_*').value).toBe('*ABC%_*');
  });

  it('a visitor runs full-text search with an optional configuration', () => {
    expect(flt('my_tsv', 'fts(french).amusant')).toMatchObject({
      op: 'fts',
      language: 'french',
      value: 'amusant',
    });
    expect(flt('my_tsv', 'plfts.The Fat Cats')).toMatchObject({ op: 'plfts', value: 'The Fat Cats' });
    expect(flt('my_tsv', 'not.phfts(english).The Fat Cats')).toMatchObject({ negate: true, op: 'phfts' });
    expect(flt('my_tsv', 'wfts(simple)."fat cat" -rat')).toMatchObject({
      op: 'wfts',
      value: '"fat cat" -rat',
    });
    expect(flt('my_tsv', 'fts.cat')).not.toHaveProperty('language');
    expect(thrown(() => parseFilter('t', 'fts().x')).code).toBe('PGRST100');
  });

  it('a visitor filters JSON paths and embedded columns by key', () => {
    expect(flt('json_data->>blood_type', 'eq.A-')).toMatchObject({
      embedPath: [],
      field: col('json_data', [{ op: '->>', key: 'blood_type' }]),
    });
    expect(flt('json_data->age', 'gt.20').field).toEqual(col('json_data', [{ op: '->', key: 'age' }]));
    expect(flt('arr->0->>x', 'eq.1').field).toEqual(
      col('arr', [
        { op: '->', key: 0 },
        { op: '->>', key: 'x' },
      ]),
    );
    expect(flt('actors.first_name', 'eq.Jehanne')).toMatchObject({
      embedPath: ['actors'],
      field: col('first_name'),
    });
    expect(flt('a.b.c->>k', 'eq.1')).toMatchObject({
      embedPath: ['a', 'b'],
      field: col('c', [{ op: '->>', key: 'k' }]),
    });
    expect(flt('"a.b"', 'eq.1')).toMatchObject({ embedPath: [], field: col('a.b') });
  });

  it('an unknown operator is PGRST100 with PostgREST’s message layout', () => {
    const e = thrown(() => parseFilter('a.b', 'noop.0'));
    expect(e.status).toBe(400);
    expect(e.message).toBe('"failed to parse filter (noop.0)" (line 1, column 1)');
    expect(e.details).toBe('unexpected "noop" expecting "not" or operator (eq, gt, ...)');
    expect(thrown(() => parseFilter('a', 'val')).code).toBe('PGRST100');
    expect(thrown(() => parseFilter('a', 'not.val.1')).details).toContain('operator (eq, gt, ...)');
    expect(thrown(() => parseFilter('a', 'eq')).details).toContain('delimiter (.)');
  });

  it('a malformed key is PGRST100', () => {
    for (const bad of ['', 'a..b', 'a.', 'a->', 'a->>b.c', 'a@b', '""']) {
      expect(thrown(() => parseFilter(bad, 'eq.1')).code, bad).toBe('PGRST100');
    }
  });

  it('property: random keys and values either parse or fail with a RestError', () => {
    fc.assert(
      fc.property(fc.oneof(anyText, syntaxText, name), fc.oneof(anyText, syntaxText), (k, v) =>
        returnsOrRestError(() => parseFilter(k, v)),
      ),
      RUNS,
    );
  });

  it('property: random operator-shaped values either parse or fail with a RestError', () => {
    const op = fc.constantFrom(
      'eq',
      'in',
      'is',
      'not',
      'fts',
      'like',
      'cs',
      'isdistinct',
      'eq(any)',
      'fts(x)',
    );
    fc.assert(
      fc.property(op, syntaxText, (o, rest) => returnsOrRestError(() => parseFilter('a', `${o}.${rest}`))),
      RUNS,
    );
  });

  it('property: a printed filter parses back to the same filter', () => {
    fc.assert(
      fc.property(filter, (f) => {
        expect(parseFilter(printFilterKey(f), printOpExpr(f))).toEqual(f);
      }),
      RUNS,
    );
  });
});
