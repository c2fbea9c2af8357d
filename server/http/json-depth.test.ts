import { describe, expect, it } from 'vitest';
import { jsonTooDeep, MAX_JSON_DEPTH } from './json-depth.ts';

const nested = (n: number) => `${'['.repeat(n)}${']'.repeat(n)}`;

describe('request bodies nested deeper than any real payload are spotted before parsing', () => {
  it('counts arrays and objects, up to the limit included', () => {
    expect(jsonTooDeep(nested(MAX_JSON_DEPTH))).toBe(false);
    expect(jsonTooDeep(nested(MAX_JSON_DEPTH + 1))).toBe(true);
    expect(jsonTooDeep('{"a":'.repeat(5000) + '1' + '}'.repeat(5000))).toBe(true);
  });

  it('ignores brackets inside strings, escaped quotes included', () => {
    expect(jsonTooDeep(JSON.stringify({ s: '['.repeat(1000) }))).toBe(false);
    expect(jsonTooDeep(JSON.stringify({ s: `\\"${'{'.repeat(1000)}` }))).toBe(false);
  });

  it('sibling containers do not add up', () => {
    expect(jsonTooDeep(JSON.stringify(Array.from({ length: 1000 }, () => [[1]])))).toBe(false);
  });
});
