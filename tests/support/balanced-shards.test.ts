import { describe, expect, it } from 'vitest';
import { balancedShards, currentPass } from './balanced-shards.ts';

describe('the server shards of npm test', () => {
  it('put the slow files apart, so both shards end about together', () => {
    const seconds = { 'a.test.ts': 140, 'b.test.ts': 60, 'c.test.ts': 50, 'd.test.ts': 40, 'e.test.ts': 10 };
    const [one, two] = balancedShards(Object.keys(seconds), seconds, 2);
    const load = (fs: string[]) => fs.reduce((n, f) => n + seconds[f as keyof typeof seconds], 0);
    expect(one.sort()).toEqual(['a.test.ts', 'e.test.ts']);
    expect(two.sort()).toEqual(['b.test.ts', 'c.test.ts', 'd.test.ts']);
    expect(load(one)).toBe(150);
    expect(load(two)).toBe(150);
  });

  it('count what every file costs besides its tests: many quick files weigh like one slow one', () => {
    const seconds: Record<string, number> = { 'slow.test.ts': 40 };
    for (let i = 0; i < 20; i++) seconds[`quick${i}.test.ts`] = 0;
    const [one, two] = balancedShards(Object.keys(seconds), seconds, 2);
    expect(one).toContain('slow.test.ts');
    // 40 s + 2 s against 20 × 2 s: the slow file's shard takes no more than one quick file besides it.
    expect(one.length).toBeLessThanOrEqual(2);
    expect(two.length).toBeGreaterThanOrEqual(19);
  });

  it('run every file exactly once, measured or not, and every process computes the same split', () => {
    const files = Array.from({ length: 57 }, (_, i) => `f${i}.test.ts`);
    const seconds = Object.fromEntries(files.slice(0, 30).map((f, i) => [f, (i * 7) % 13]));
    for (const count of [1, 2, 3]) {
      const shards = balancedShards(files, seconds, count);
      expect(shards).toHaveLength(count);
      expect(shards.flat().sort()).toEqual([...files].sort());
      expect(balancedShards([...files].reverse(), seconds, count)).toEqual(shards);
    }
  });

  it('take durations of the pass they run: PostgreSQL when the test server gets a URL', () => {
    expect(currentPass({})).toBe('pglite');
    expect(currentPass({ TEST_DATABASE_URL: 'postgres://x' })).toBe('postgres');
    expect(currentPass({ TEST_DATABASE_URL: '', DATABASE_URL: '' })).toBe('pglite');
  });
});
