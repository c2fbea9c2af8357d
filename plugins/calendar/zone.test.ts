// zone.ts: offsets (remembered per quarter hour) stay exact on both sides of a
// daylight-saving change, asked in any order, and wall clocks round-trip.
import { describe, expect, it } from 'vitest';
import { fromWall, offsetMs, toWall } from './zone.ts';

const HOUR = 3_600_000;

describe('offsets and wall clocks', () => {
  it('change exactly when London leaves and enters summer time, whatever was asked before', () => {
    // 25 October 2026, 01:00 UTC: BST (+1) ends. Ask after, before, then after again (a cached quarter hour).
    expect(offsetMs('Europe/London', new Date('2026-10-25T01:00:00Z'))).toBe(0);
    expect(offsetMs('Europe/London', new Date('2026-10-25T00:59:59Z'))).toBe(HOUR);
    expect(offsetMs('Europe/London', new Date('2026-10-25T00:45:00Z'))).toBe(HOUR);
    expect(offsetMs('Europe/London', new Date('2026-10-25T01:14:59Z'))).toBe(0);
    // 29 March 2026, 01:00 UTC: BST starts.
    expect(offsetMs('Europe/London', new Date('2026-03-29T00:59:59Z'))).toBe(0);
    expect(offsetMs('Europe/London', new Date('2026-03-29T01:00:00Z'))).toBe(HOUR);
    // Nepal's +5:45 and Nairobi's +3 in the same cache, per zone.
    expect(offsetMs('Asia/Kathmandu', new Date('2026-10-25T01:00:00Z'))).toBe(5.75 * HOUR);
    expect(offsetMs('Africa/Nairobi', new Date('2026-10-25T01:00:00Z'))).toBe(3 * HOUR);
  });

  it('turn 09:00 on the wall clock into the right instant on both sides of the change', () => {
    expect(fromWall(new Date('2026-10-19T09:00:00Z'), 'Europe/London').toISOString()).toBe(
      '2026-10-19T08:00:00.000Z',
    );
    expect(fromWall(new Date('2026-10-26T09:00:00Z'), 'Europe/London').toISOString()).toBe(
      '2026-10-26T09:00:00.000Z',
    );
    expect(toWall('2026-10-26T09:00:00Z', 'Europe/London').toISOString()).toBe('2026-10-26T09:00:00.000Z');
    expect(toWall('2026-10-19T08:00:00Z', 'Europe/London').toISOString()).toBe('2026-10-19T09:00:00.000Z');
  });
});
