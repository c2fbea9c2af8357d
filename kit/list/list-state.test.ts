import { describe, expect, it } from 'vitest';
import {
  initialListState,
  isNarrowed,
  LIST_DEFAULTS,
  type ListDefaults,
  type ListState,
  parseListState,
  writeListState,
} from './list-state.ts';

const vocab = {
  sortable: ['name', 'created_at'],
  filters: ['status', 'region'],
  columns: ['email', 'phone'],
};
const parse = (qs: string, defaults?: ListDefaults) =>
  parseListState(new URLSearchParams(qs), vocab, defaults);
const write = (state: ListState, defaults?: ListDefaults, base = '') =>
  writeListState(new URLSearchParams(base), state, defaults).toString();

describe('the list URL', () => {
  it('is empty for the default view', () => {
    expect(parse('')).toEqual(initialListState());
    expect(write(initialListState())).toBe('');
  });

  it('reads search, page, size, sort, filters and hidden columns', () => {
    expect(
      parse('q=+acme+&page=3&size=50&sort=name,-created_at&f.status=open&f.status=won&hide=phone'),
    ).toEqual({
      q: 'acme',
      page: 3,
      size: 50,
      sort: [
        { id: 'name', desc: false },
        { id: 'created_at', desc: true },
      ],
      filters: { status: ['open', 'won'] },
      hidden: ['phone'],
    });
  });

  it('survives a round trip and keeps the screen’s own parameters', () => {
    const state: ListState = {
      q: 'a, b & c',
      page: 2,
      size: 10,
      sort: [{ id: 'created_at', desc: true }],
      filters: { region: ['Nairobi, CBD'], status: ['open'] },
      hidden: ['email'],
    };
    const qs = write(state, LIST_DEFAULTS, 'tab=notes');
    expect(new URLSearchParams(qs).get('tab')).toBe('notes');
    expect(parse(qs)).toEqual(state);
  });

  it('falls back to defaults piece by piece on junk', () => {
    expect(parse('page=-2&size=7&sort=password,--name&f.secret=x&f.status=&hide=name,,email')).toEqual({
      ...initialListState(),
      hidden: ['email'],
    });
    expect(parse('page=abc').page).toBe(1);
    expect(parse('page=1e3').page).toBe(1);
    expect(parse('page=99999999999').page).toBe(1);
    expect(parse('size=1000').size).toBe(25);
    expect(parse('sort=name,name,-name').sort).toEqual([{ id: 'name', desc: false }]);
  });

  it('omits what equals the screen’s defaults, and says so when the user clears a default', () => {
    const defaults: ListDefaults = { size: 50, sort: [{ id: 'created_at', desc: true }], hidden: ['phone'] };
    expect(parse('', defaults)).toMatchObject({ size: 50, sort: defaults.sort, hidden: ['phone'] });
    expect(write({ ...initialListState(defaults) }, defaults)).toBe('');
    // No sort and no hidden column are choices of their own, not "the default".
    const cleared = write({ ...initialListState(defaults), sort: [], hidden: [] }, defaults);
    expect(cleared).toBe('sort=&hide=');
    expect(parse(cleared, defaults)).toMatchObject({ sort: [], hidden: [] });
  });

  it('cuts an overlong search', () => {
    expect(parse(`q=${'x'.repeat(500)}`).q).toHaveLength(200);
  });

  it('counts a search or a filter as narrowing, hidden columns not', () => {
    expect(isNarrowed(parse('hide=email'))).toBe(false);
    expect(isNarrowed(parse('q=x'))).toBe(true);
    expect(isNarrowed(parse('f.status=open'))).toBe(true);
  });
});
