import { describe, expect, it } from 'vitest';
import type { ParsedQuery } from '../ast.ts';
import { rangeHeaders, topRange } from './read.ts';

const q = (limit?: number, offset?: number): ParsedQuery => ({
  select: [{ type: 'star' }],
  filters: [],
  logic: [],
  order: [],
  ranges: limit === undefined && offset === undefined ? [] : [{ embedPath: [], limit, offset }],
  args: {},
});

describe('pages are the intersection of limit/offset, Range and max-rows', () => {
  it('uses limit and offset alone', () => {
    expect(topRange(q(10, 5), null, undefined)).toEqual({ offset: 5, limit: 10 });
  });

  it('intersects with the Range header', () => {
    expect(topRange(q(10, 0), { offset: 5, limit: 100 }, undefined)).toEqual({ offset: 5, limit: 5 });
    expect(topRange(q(), { offset: 3 }, undefined)).toEqual({ offset: 3, limit: undefined });
  });

  it('never returns more than max-rows', () => {
    expect(topRange(q(), null, 100)).toEqual({ offset: 0, limit: 100 });
    expect(topRange(q(500, 10), null, 100)).toEqual({ offset: 10, limit: 100 });
  });
});

describe('Content-Range and status follow PostgREST', () => {
  it('gives ranges with and without totals', () => {
    expect(rangeHeaders(0, 10, undefined)).toEqual({ status: 200, contentRange: '0-9/*' });
    expect(rangeHeaders(0, 10, 10)).toEqual({ status: 200, contentRange: '0-9/10' });
    expect(rangeHeaders(0, 2, 8)).toEqual({ status: 206, contentRange: '0-1/8' });
    expect(rangeHeaders(0, 0, 0)).toEqual({ status: 200, contentRange: '*/0' });
    expect(rangeHeaders(0, 0, undefined)).toEqual({ status: 200, contentRange: '*/*' });
  });

  it('answers 416 when the offset is past the total', () => {
    expect(rangeHeaders(100, 0, 8).status).toBe(416);
  });
});
