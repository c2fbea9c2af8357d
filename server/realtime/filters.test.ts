// postgres_changes filter strings as realtime-js' filter builder writes them.
import { postgresChangesFilter } from '@supabase/supabase-js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FilterError, parseFilter } from './filters.ts';

describe('postgres_changes filters', () => {
  it('reads the single filters of the Supabase docs', () => {
    expect(parseFilter('id=eq.5')).toEqual([{ column: 'id', op: 'eq', value: '5' }]);
    expect(parseFilter('name=neq.Ann')).toEqual([{ column: 'name', op: 'neq', value: 'Ann' }]);
    expect(parseFilter('age=lt.65')).toEqual([{ column: 'age', op: 'lt', value: '65' }]);
    expect(parseFilter('age=lte.65')).toEqual([{ column: 'age', op: 'lte', value: '65' }]);
    expect(parseFilter('n=gt.1.5')).toEqual([{ column: 'n', op: 'gt', value: '1.5' }]);
    expect(parseFilter('n=gte.-3')).toEqual([{ column: 'n', op: 'gte', value: '-3' }]);
    expect(parseFilter('name=in.(red,blue,yellow)')).toEqual([
      { column: 'name', op: 'in', value: ['red', 'blue', 'yellow'] },
    ]);
  });

  it('reads what the filter builder writes, with quoting and several conditions', () => {
    const built = postgresChangesFilter()
      .eq('room', 'a,b')
      .in('tag', ['x', 'y"z', ' padded '])
      .gt('n', 3)
      .build();
    expect(parseFilter(built)).toEqual([
      { column: 'room', op: 'eq', value: 'a,b' },
      { column: 'tag', op: 'in', value: ['x', 'y"z', ' padded '] },
      { column: 'n', op: 'gt', value: '3' },
    ]);
  });

  it('round-trips any eq value the builder can write', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1 }), (value) => {
        const built = postgresChangesFilter().eq('col', value).build();
        expect(parseFilter(built)).toEqual([{ column: 'col', op: 'eq', value }]);
      }),
      { numRuns: 1000 },
    );
  });

  it('refuses operators it does not evaluate and malformed text', () => {
    for (const bad of ['id=like.x%', 'id', 'id=eq', '=eq.1', 'id=in.1,2', 'id=in.(1,2', 'id=eq."open']) {
      expect(() => parseFilter(bad), bad).toThrow(FilterError);
    }
  });

  it('never throws anything but FilterError on random text', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), (text) => {
        try {
          parseFilter(text);
        } catch (e) {
          expect(e).toBeInstanceOf(FilterError);
        }
      }),
      { numRuns: 2000 },
    );
  });
});
