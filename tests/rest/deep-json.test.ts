// A body nested thousands of levels deep is the client's mistake: 400 with a
// reason, on PGlite (where it used to be a TypeError) and on PostgreSQL
// (where it used to be "stack depth limit exceeded"), never a 500.
import { describe, expect, it } from 'vitest';
import { rest } from './helpers.ts';

const deepObject = (n: number) => `${'{"a":'.repeat(n)}1${'}'.repeat(n)}`;
const deepArray = (n: number) => `${'['.repeat(n)}${']'.repeat(n)}`;

describe('a request body nested deeper than any real payload is refused with 400', () => {
  for (const depth of [5_000, 20_000]) {
    it(`a PATCH, a POST and an rpc call nested ${depth} levels answer 400 PGRST102`, async () => {
      const calls = [
        rest('fuzz_writes?id=eq.1', { method: 'PATCH', body: `{"note":${deepArray(depth)}}` }),
        rest('fuzz_writes', { method: 'POST', body: `[${deepObject(depth)}]` }),
        rest('rpc/module_enabled', { method: 'POST', body: `{"module_id":${deepObject(depth)}}` }),
      ];
      for (const r of await Promise.all(calls)) {
        expect(r.status, r.text.slice(0, 200)).toBe(400);
        expect((r.json as { code: string }).code).toBe('PGRST102');
        expect((r.json as { details: string }).details).toMatch(/nested deeper than 100 levels/);
      }
    });
  }

  it('a body nested ten levels still reaches the database', async () => {
    const r = await rest('rpc/module_enabled', { method: 'POST', body: `{"module_id":"customers"}` });
    expect(r.status).toBe(200);
    const nested = await rest('fuzz_writes?id=eq.-1', { method: 'PATCH', body: `{"note":${deepArray(10)}}` });
    expect(nested.status).toBeLessThan(500);
    expect((nested.json as { code?: string } | undefined)?.code).not.toBe('PGRST102');
  });
});
