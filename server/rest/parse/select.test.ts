import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { anyText, RUNS, selectItems, syntaxText } from './arbitraries.ts';
import { printSelect } from './print.ts';
import { parseSelect } from './select.ts';
import { col, returnsOrRestError, thrown } from './test-helpers.ts';

const f = (column: string, extra: object = {}, jsonPath: Parameters<typeof col>[1] = []) => ({
  type: 'field',
  field: col(column, jsonPath),
  ...extra,
});

describe('parseSelect', () => {
  it('a visitor who asks for nothing in particular gets every column', () => {
    expect(parseSelect('')).toEqual([{ type: 'star' }]);
    expect(parseSelect('  ')).toEqual([{ type: 'star' }]);
    expect(parseSelect('*')).toEqual([{ type: 'star' }]);
  });

  it('a visitor picks, renames and casts columns (PostgREST docs: vertical filtering)', () => {
    expect(parseSelect('first_name,age')).toEqual([f('first_name'), f('age')]);
    expect(parseSelect('fullName:full_name,birthDate:birth_date')).toEqual([
      f('full_name', { alias: 'fullName' }),
      f('birth_date', { alias: 'birthDate' }),
    ]);
    expect(parseSelect('full_name,salary::text')).toEqual([f('full_name'), f('salary', { cast: 'text' })]);
  });

  it('a visitor reads into JSON columns with -> and ->> (docs: JSON columns)', () => {
    expect(parseSelect('id,json_data->>blood_type,json_data->phones')).toEqual([
      f('id'),
      f('json_data', {}, [{ op: '->>', key: 'blood_type' }]),
      f('json_data', {}, [{ op: '->', key: 'phones' }]),
    ]);
    expect(parseSelect('id,json_data->phones->0->>number')).toEqual([
      f('id'),
      f('json_data', {}, [
        { op: '->', key: 'phones' },
        { op: '->', key: 0 },
        { op: '->>', key: 'number' },
      ]),
    ]);
    expect(parseSelect('arr->-1,o->"0",o->"a.b"')).toEqual([
      f('arr', {}, [{ op: '->', key: -1 }]),
      f('o', {}, [{ op: '->', key: '0' }]),
      f('o', {}, [{ op: '->', key: 'a.b' }]),
    ]);
    expect(parseSelect('alias:name->!@#$%^&*_a::cast')).toEqual([
      f('name', { alias: 'alias', cast: 'cast' }, [{ op: '->', key: '!@#$%^&*_a' }]),
    ]);
  });

  it('a visitor uses quoted, spaced and dashed column names', () => {
    expect(parseSelect('"my col","a,b(c)","say \\"hi\\"",identifier with spaces,with-dash')).toEqual([
      f('my col'),
      f('a,b(c)'),
      f('say "hi"'),
      f('identifier with spaces'),
      f('with-dash'),
    ]);
  });

  it('quoted names may hold every reserved character (PostgREST spec: pgrst_reserved_chars)', () => {
    expect(parseSelect('":arr->ow::cast","(inside,parens)","a.dotted.column","  col  w  space  "')).toEqual([
      f(':arr->ow::cast'),
      f('(inside,parens)'),
      f('a.dotted.column'),
      f('  col  w  space  '),
    ]);
    expect(parseSelect('Just A Server Model,field-with_sep,myId:id::text')).toEqual([
      f('Just A Server Model'),
      f('field-with_sep'),
      f('id', { alias: 'myId', cast: 'text' }),
    ]);
  });

  it('an analyst aggregates (docs: aggregate functions)', () => {
    expect(parseSelect('amount.sum(),amount.avg()::int,count(),total:count()::text,order_date')).toEqual([
      f('amount', { aggregate: 'sum' }),
      f('amount', { aggregate: 'avg', aggregateCast: 'int' }),
      { type: 'count' },
      { type: 'count', alias: 'total', cast: 'text' },
      f('order_date'),
    ]);
    expect(parseSelect('a:amount::numeric.max()::text,b.min(),c.count()')).toEqual([
      f('amount', { alias: 'a', cast: 'numeric', aggregate: 'max', aggregateCast: 'text' }),
      f('b', { aggregate: 'min' }),
      f('c', { aggregate: 'count' }),
    ]);
  });

  it('a visitor embeds related resources to any depth (docs: resource embedding)', () => {
    expect(parseSelect('title,directors(id,last_name),actors(*,roles(character))')).toEqual([
      f('title'),
      {
        type: 'embed',
        relation: 'directors',
        joinType: 'left',
        spread: false,
        select: [f('id'), f('last_name')],
      },
      {
        type: 'embed',
        relation: 'actors',
        joinType: 'left',
        spread: false,
        select: [
          { type: 'star' },
          { type: 'embed', relation: 'roles', joinType: 'left', spread: false, select: [f('character')] },
        ],
      },
    ]);
  });

  it('a visitor disambiguates, aliases, inner-joins and spreads embeds', () => {
    const e = (relation: string, extra: object, select: unknown[] = [{ type: 'star' }]) => ({
      type: 'embed',
      relation,
      joinType: 'left',
      spread: false,
      select,
      ...extra,
    });
    expect(
      parseSelect(
        'central:addresses!billing_address_id(*),films!inner(title),x!left(*),a!fk!inner(*),b!inner!fk(*),...director(name),...d2!hint!inner(*),rel()',
      ),
    ).toEqual([
      e('addresses', { alias: 'central', hint: 'billing_address_id' }),
      e('films', { joinType: 'inner' }, [f('title')]),
      e('x', {}),
      e('a', { hint: 'fk', joinType: 'inner' }),
      e('b', { hint: 'fk', joinType: 'inner' }),
      e('director', { spread: true }, [f('name')]),
      e('d2', { spread: true, hint: 'hint', joinType: 'inner' }),
      e('rel', {}, []),
    ]);
  });

  it('whitespace outside quotes does not matter', () => {
    expect(parseSelect(' id , alias : name :: text , rel ! inner ( a , b ) ')).toEqual(
      parseSelect('id,alias:name::text,rel!inner(a,b)'),
    );
  });

  it('a visitor with a typo gets PostgREST’s PGRST100 with the position', () => {
    const e = thrown(() => parseSelect('id,clients(name[])'));
    expect(e.status).toBe(400);
    expect(e.code).toBe('PGRST100');
    expect(e.message).toBe('"failed to parse select parameter (id,clients(name[]))" (line 1, column 16)');
    expect(e.details).toMatch(/^unexpected "\[" expecting/);
    expect(thrown(() => parseSelect('data->>-78xy')).details).toMatch(/^unexpected "x" expecting digit/);
    for (const bad of [
      'name!hint',
      '*!hint',
      'name::',
      'a,,b',
      'a,',
      'rel(a',
      'rel(a))',
      'rel->x(*)',
      'x.foo()',
      '""',
    ]) {
      expect(thrown(() => parseSelect(bad)).code, bad).toBe('PGRST100');
    }
  });

  it('absurd nesting is refused instead of overflowing the stack', () => {
    const deep = `${'a('.repeat(10_000)}${')'.repeat(10_000)}`;
    expect(thrown(() => parseSelect(deep)).code).toBe('PGRST100');
  });

  it('a long select parses in linear time', () => {
    const long = Array.from({ length: 20_000 }, (_, i) => `c${i}->k::text`).join(',');
    const t0 = performance.now();
    expect(parseSelect(long)).toHaveLength(20_000);
    expect(performance.now() - t0).toBeLessThan(2_000);
  });

  it('property: random text either parses or fails with a RestError', () => {
    fc.assert(
      fc.property(fc.oneof(anyText, syntaxText), (s) => returnsOrRestError(() => parseSelect(s))),
      RUNS,
    );
  });

  it('property: a printed select parses back to the same items', () => {
    fc.assert(
      fc.property(selectItems, (items) => {
        expect(parseSelect(printSelect(items))).toEqual(items);
      }),
      RUNS,
    );
  });
});
