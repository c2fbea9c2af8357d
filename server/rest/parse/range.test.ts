import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { anyText, RUNS } from './arbitraries.ts';
import { parseRange } from './range.ts';
import { returnsOrRestError, thrown } from './test-helpers.ts';

describe('parseRange', () => {
  it('a visitor pages with Range: first-last (docs: limits and pagination)', () => {
    expect(parseRange('0-9')).toEqual({ offset: 0, limit: 10 });
    expect(parseRange('20-29', 'items')).toEqual({ offset: 20, limit: 10 });
    expect(parseRange('5-5')).toEqual({ offset: 5, limit: 1 });
  });

  it('an open range reads to the end', () => {
    expect(parseRange('10-')).toEqual({ offset: 10 });
  });

  it('no header or a malformed one is ignored, as PostgREST ignores it', () => {
    for (const bad of [
      undefined,
      '',
      'abc',
      '-5',
      '1-2-3',
      'items=0-9',
      ' 0 - 9',
      '1.5-2',
      '0x1-2',
      '9999999999999999999-',
    ]) {
      expect(parseRange(bad), String(bad)).toBeNull();
    }
  });

  it('a unit other than items is not ours and is ignored', () => {
    expect(parseRange('0-9', 'bytes')).toBeNull();
    expect(parseRange('0-9', 'Items')).toEqual({ offset: 0, limit: 10 });
  });

  it('an inverted range is 416 PGRST103 as in PostgREST', () => {
    const e = thrown(() => parseRange('5-2'));
    expect(e.status).toBe(416);
    expect(e.toJSON()).toEqual({
      code: 'PGRST103',
      message: 'Requested range not satisfiable',
      details: 'The lower boundary must be lower than or equal to the upper boundary in the Range header.',
      hint: null,
    });
  });

  it('property: any header value parses to null, a range, or a 416 RestError', () => {
    fc.assert(
      fc.property(anyText, fc.option(anyText, { nil: undefined }), (r, unit) =>
        returnsOrRestError(() => {
          const out = parseRange(r, unit);
          if (out) {
            expect(Number.isSafeInteger(out.offset) && out.offset >= 0).toBe(true);
            if (out.limit !== undefined) expect(out.limit).toBeGreaterThan(0);
          }
        }),
      ),
      RUNS,
    );
  });

  it('property: first-last always gives offset first and limit last-first+1', () => {
    fc.assert(
      fc.property(fc.nat({ max: 1e9 }), fc.nat({ max: 1e9 }), (a, b) => {
        const [lo, hi] = a <= b ? [a, b] : [b, a];
        expect(parseRange(`${lo}-${hi}`)).toEqual({ offset: lo, limit: hi - lo + 1 });
      }),
      RUNS,
    );
  });
});
