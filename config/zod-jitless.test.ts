// No CSP violation from zod on any page (issue 27: best practices 100, ADR 085): with the entry's setting zod
// never tries `new Function`, neither to probe whether it may nor to compile a parser.
import { describe, expect, it } from 'vitest';
import type { z as Zod } from 'zod';

describe("zod under the site's Content-Security-Policy", () => {
  it('a page that builds and parses zod schemas after the entry ran never asks for new Function', async () => {
    await import('./zod-jitless.ts');
    const made: unknown[][] = [];
    const Original = globalThis.Function;
    globalThis.Function = new Proxy(Original, {
      construct(target, args) {
        made.push(args);
        return Reflect.construct(target, args);
      },
    });
    try {
      const { z } = (await import('zod')) as { z: typeof Zod };
      const schema = z.object({ name: z.string(), lines: z.array(z.object({ qty: z.number() })) });
      for (let i = 0; i < 3; i++) schema.parse({ name: 'x', lines: [{ qty: i }] });
      expect(made).toEqual([]);
      // The watch sees what zod would do (`const F = Function; new F('')`): the check above can fail.
      const F = Function;
      new F('');
      expect(made).toEqual([['']]);
    } finally {
      globalThis.Function = Original;
    }
  });
});
