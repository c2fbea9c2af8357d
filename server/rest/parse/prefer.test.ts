import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { anyText, RUNS } from './arbitraries.ts';
import { parsePrefer } from './prefer.ts';

describe('parsePrefer', () => {
  it('no header means no preferences', () => {
    expect(parsePrefer(undefined)).toEqual({ invalid: [] });
    expect(parsePrefer('')).toEqual({ invalid: [] });
    expect(parsePrefer([])).toEqual({ invalid: [] });
  });

  it('an editor sets several preferences in one comma-separated header (PostgREST doctest)', () => {
    expect(
      parsePrefer(
        'resolution=ignore-duplicates, count=exact, timezone=America/Los_Angeles, max-affected=100',
      ),
    ).toEqual({
      resolution: 'ignore-duplicates',
      count: 'exact',
      timezone: 'America/Los_Angeles',
      maxAffected: 100,
      invalid: [],
    });
  });

  it('an editor sends several Prefer headers (PostgREST doctest)', () => {
    expect(
      parsePrefer([
        'resolution=ignore-duplicates',
        'count=exact',
        'missing=null',
        'handling=lenient',
        'invalid',
        'max-affected=5999',
      ]),
    ).toEqual({
      resolution: 'ignore-duplicates',
      count: 'exact',
      missing: 'null',
      handling: 'lenient',
      maxAffected: 5999,
      invalid: ['invalid'],
    });
  });

  it('every documented value is understood', () => {
    expect(
      parsePrefer(
        'return=headers-only,count=planned,resolution=merge-duplicates,missing=default,handling=strict,tx=rollback,params=single-object',
      ),
    ).toEqual({
      return: 'headers-only',
      count: 'planned',
      resolution: 'merge-duplicates',
      missing: 'default',
      handling: 'strict',
      tx: 'rollback',
      params: 'single-object',
      invalid: [],
    });
    expect(parsePrefer('return=minimal, count=estimated, tx=commit')).toMatchObject({
      return: 'minimal',
      count: 'estimated',
      tx: 'commit',
    });
  });

  it('the first occurrence of a preference wins, within and across headers (PostgREST doctest)', () => {
    expect(parsePrefer('tx=commit, tx=rollback').tx).toBe('commit');
    expect(parsePrefer(['resolution=ignore-duplicates', 'resolution=merge-duplicates']).resolution).toBe(
      'ignore-duplicates',
    );
    expect(parsePrefer('max-affected=1,max-affected=2').maxAffected).toBe(1);
  });

  it('arbitrary spacing is fine and unknown tokens go to invalid (PostgREST doctest)', () => {
    expect(
      parsePrefer(
        'count=exact,    tx=commit   ,return=representation , missing=default, handling=strict, anything',
      ),
    ).toEqual({
      count: 'exact',
      tx: 'commit',
      return: 'representation',
      missing: 'default',
      handling: 'strict',
      invalid: ['anything'],
    });
  });

  it('values are exact and case-sensitive; misspellings are invalid', () => {
    expect(parsePrefer('return=Representation, count = exact, return=full').invalid).toEqual([
      'return=Representation',
      'count = exact',
      'return=full',
    ]);
  });

  it('a non-numeric max-affected is ignored, not invalid (as in PostgREST)', () => {
    expect(parsePrefer('max-affected=abc')).toEqual({ invalid: [] });
    expect(parsePrefer('max-affected=-1')).toEqual({ invalid: [] });
  });

  it('property: any header value parses, and known tokens never land in invalid', () => {
    fc.assert(
      fc.property(fc.oneof(anyText, fc.array(anyText, { maxLength: 3 })), (h) => {
        const p = parsePrefer(h);
        expect(Array.isArray(p.invalid)).toBe(true);
        for (const t of p.invalid) expect(t).not.toMatch(/^(return|count|tx)=(minimal|exact|commit)$/);
      }),
      RUNS,
    );
  });
});
