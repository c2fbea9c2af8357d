// applyListState against a builder that records its calls, and the types of
// the real supabase-js builder (checked by tsc, not run).
import { createClient } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import { applyListState, likeLiteral, searchFilter, toListPage } from './apply-list-state.ts';
import { initialListState, type ListState } from './list-state.ts';

type Call = [method: string, ...args: unknown[]];
class Recorder {
  calls: Call[] = [];
  or(filters: string) {
    this.calls.push(['or', filters]);
    return this;
  }
  in(column: string, values: readonly string[]) {
    this.calls.push(['in', column, values]);
    return this;
  }
  order(column: string, options: { ascending: boolean; nullsFirst?: boolean }) {
    this.calls.push(['order', column, options]);
    return this;
  }
  range(from: number, to: number) {
    this.calls.push(['range', from, to]);
    return this;
  }
}

const state = (partial: Partial<ListState>): ListState => ({ ...initialListState(), ...partial });

describe('applyListState', () => {
  it('asks for the first page only when nothing is chosen', () => {
    const q = applyListState(new Recorder(), state({}), { searchColumns: ['name'] });
    expect(q.calls).toEqual([['range', 0, 24]]);
  });

  it('searches, filters, sorts and pages', () => {
    const q = applyListState(
      new Recorder(),
      state({
        q: 'acme',
        page: 3,
        size: 10,
        sort: [
          { id: 'name', desc: false },
          { id: 'created', desc: true },
        ],
        filters: { status: ['open', 'won'], unknown: ['x'] },
      }),
      {
        searchColumns: ['name', 'email'],
        filterColumns: { status: 'status' },
        sortColumns: { created: 'created_at' },
        tieBreaker: 'id',
      },
    );
    expect(q.calls).toEqual([
      ['or', 'name.ilike."*acme*",email.ilike."*acme*"'],
      ['in', 'status', ['open', 'won']],
      ['order', 'name', { ascending: true, nullsFirst: false }],
      ['order', 'created_at', { ascending: false, nullsFirst: false }],
      ['order', 'id', { ascending: true }],
      ['range', 20, 29],
    ]);
  });

  it('does not add the tie-breaker twice', () => {
    const q = applyListState(new Recorder(), state({ sort: [{ id: 'id', desc: true }] }), {
      searchColumns: [],
      tieBreaker: 'id',
    });
    expect(q.calls.filter((c) => c[0] === 'order')).toHaveLength(1);
  });

  it('matches what was typed literally, commas, quotes and wildcards included', () => {
    expect(likeLiteral('50%_off\\')).toBe('50\\%\\_off\\\\');
    expect(searchFilter('a,b) "c"', ['name'])).toBe('name.ilike."*a,b) \\"c\\"*"');
    expect(searchFilter('100%', ['name'])).toBe('name.ilike."*100\\\\%*"');
  });

  it('fits the real supabase-js builder', () => {
    const client = createClient('http://localhost:1', 'anon-key');
    const query = client.from('customers').select('id, name', { count: 'estimated' });
    // Compiles only if the real builder has the methods with compatible types.
    const applied = applyListState(query, state({ q: 'x' }), { searchColumns: ['name'] });
    expect(typeof applied.then).toBe('function');
  });
});

describe('toListPage', () => {
  it('passes rows and an exact count', () => {
    expect(toListPage({ data: [{ id: 1 }], error: null, count: 1 })).toEqual({
      rows: [{ id: 1 }],
      total: 1,
      totalIsEstimate: false,
    });
  });

  it('marks an estimated count past the exact limit as an estimate', () => {
    expect(toListPage({ data: [], error: null, count: 1000 }, 'estimated').totalIsEstimate).toBe(false);
    expect(toListPage({ data: [], error: null, count: 1001 }, 'estimated').totalIsEstimate).toBe(true);
  });

  it('reports an unknown total as null and throws the error', () => {
    expect(toListPage({ data: null, error: null }).total).toBeNull();
    expect(() => toListPage({ data: null, error: { message: 'permission denied' } })).toThrow(
      'permission denied',
    );
  });
});
