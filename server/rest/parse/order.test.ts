import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { anyText, orderTerms, RUNS, syntaxText } from './arbitraries.ts';
import { parseOrder } from './order.ts';
import { printOrder } from './print.ts';
import { col, returnsOrRestError, thrown } from './test-helpers.ts';

describe('parseOrder', () => {
  it('a visitor sorts by several columns with directions and null placement (docs: ordering)', () => {
    expect(parseOrder('age.desc,height.asc')).toEqual([
      { field: col('age'), direction: 'desc' },
      { field: col('height'), direction: 'asc' },
    ]);
    expect(parseOrder('age')).toEqual([{ field: col('age') }]);
    expect(parseOrder('age.nullsfirst')).toEqual([{ field: col('age'), nulls: 'first' }]);
    expect(parseOrder('age.desc.nullslast')).toEqual([
      { field: col('age'), direction: 'desc', nulls: 'last' },
    ]);
    expect(parseOrder('name.desc.nullsfirst')).toEqual([
      { field: col('name'), direction: 'desc', nulls: 'first' },
    ]);
  });

  it('a visitor sorts by a JSON path', () => {
    expect(parseOrder('json_col->key.asc.nullslast')).toEqual([
      { field: col('json_col', [{ op: '->', key: 'key' }]), direction: 'asc', nulls: 'last' },
    ]);
    expect(parseOrder('j->0->>k.desc,j->>"a.b"')).toEqual([
      {
        field: col('j', [
          { op: '->', key: 0 },
          { op: '->>', key: 'k' },
        ]),
        direction: 'desc',
      },
      { field: col('j', [{ op: '->>', key: 'a.b' }]) },
    ]);
  });

  it('a visitor sorts by a to-one embedded resource’s column', () => {
    expect(parseOrder('clients(json_col->key).desc.nullsfirst')).toEqual([
      {
        relation: 'clients',
        field: col('json_col', [{ op: '->', key: 'key' }]),
        direction: 'desc',
        nulls: 'first',
      },
    ]);
    expect(parseOrder('name,clients(name),id')).toEqual([
      { field: col('name') },
      { relation: 'clients', field: col('name') },
      { field: col('id') },
    ]);
  });

  it('whitespace around terms is ignored', () => {
    expect(parseOrder(' a.desc , b ')).toEqual([{ field: col('a'), direction: 'desc' }, { field: col('b') }]);
  });

  it('malformed orders are PGRST100 (PostgREST doctest cases)', () => {
    for (const bad of [
      'clients(name,id)',
      'id.ac',
      'id.descc',
      'id.nulsfist',
      'id.nullslasttt',
      'id.smth34',
      'id.asc.nlsfst',
      'id.asc.nullslasttt',
      'id.asc.smth34',
      'id.nullsfirst.desc',
      '',
      'a,',
      ',a',
    ]) {
      expect(thrown(() => parseOrder(bad)).code, bad).toBe('PGRST100');
    }
    const e = thrown(() => parseOrder('id.ac'));
    expect(e.message).toBe('"failed to parse order (id.ac)" (line 1, column 4)');
    expect(e.details).toBe('unexpected "a" expecting "asc", "desc", "nullsfirst" or "nullslast"');
    // Positions as PostgREST reports them (test/spec/Feature/Query/QuerySpec.hs).
    const at = (v: string) => thrown(() => parseOrder(v)).message.replace(/^.*\((line .*)\)$/, '$1');
    expect(at('id.descc')).toBe('line 1, column 8');
    expect(thrown(() => parseOrder('id.descc')).details).toBe(
      'unexpected "c" expecting delimiter (.), "," or end of input',
    );
    expect(at('id.nulsfist')).toBe('line 1, column 4');
    expect(at('id.nullslasttt')).toBe('line 1, column 13');
    expect(thrown(() => parseOrder('id.nullslasttt')).details).toBe(
      'unexpected "t" expecting "," or end of input',
    );
    expect(at('id.asc.nlsfst')).toBe('line 1, column 8');
    expect(thrown(() => parseOrder('id.asc.nlsfst')).details).toBe(
      'unexpected "n" expecting "nullsfirst" or "nullslast"',
    );
    expect(at('id.asc.nullslasttt')).toBe('line 1, column 17');
  });

  it('property: random text either parses or fails with a RestError', () => {
    fc.assert(
      fc.property(fc.oneof(anyText, syntaxText), (s) => returnsOrRestError(() => parseOrder(s))),
      RUNS,
    );
  });

  it('property: printed terms parse back to the same terms', () => {
    fc.assert(
      fc.property(orderTerms, (terms) => {
        expect(parseOrder(printOrder(terms))).toEqual(terms);
      }),
      RUNS,
    );
  });
});
