// No `as unknown as` in front-end and module source (ADR 046): an answer whose shape the generated
// types do not know is checked with a zod schema (`rpcResult`), not cast. Tests and stories may cast
// their fixtures; anything else needs an entry below with its reason.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');
const FOLDERS = ['kernel', 'kit', 'plugins', 'site'];
const SOURCE = /\.(ts|tsx)$/;
const NOT_SHIPPED = /\.(test|stories)\.tsx?$/;
const CAST = /\bas\s+unknown\s+as\b/g;

/** file → why its casts stay (one line each; the count must match). */
const ALLOWED: Record<string, { count: number; reason: string }> = {
  'kit/money/decimal-schema.ts': {
    count: 1,
    reason:
      'numericText: PostgREST writes a numeric column from decimal text exactly, the generated types say number',
  },
};

function castsByFile(): Record<string, number> {
  const out: Record<string, number> = {};
  for (const folder of FOLDERS) {
    const abs = path.join(ROOT, folder);
    for (const f of fs.readdirSync(abs, { recursive: true, encoding: 'utf8' })) {
      if (!SOURCE.test(f) || NOT_SHIPPED.test(f) || f.split(path.sep).includes('node_modules')) continue;
      const n = (fs.readFileSync(path.join(abs, f), 'utf8').match(CAST) ?? []).length;
      if (n > 0) out[`${folder}/${f.split(path.sep).join('/')}`] = n;
    }
  }
  return out;
}

describe('answers are checked, not cast', () => {
  it('has no `as unknown as` outside tests and stories, except the listed ones', () => {
    const found = castsByFile();
    const unexpected = Object.entries(found)
      .filter(([file, n]) => ALLOWED[file]?.count !== n)
      .map(
        ([file, n]) => `${file}: ${n} × "as unknown as" — parse the answer with rpcResult and a zod schema`,
      );
    expect(unexpected).toEqual([]);
  });

  it('lists no exception that is gone', () => {
    const found = castsByFile();
    expect(Object.keys(ALLOWED).filter((file) => !found[file])).toEqual([]);
  });

  it('finds a cast where one is written (the check itself works)', () => {
    expect('const x = y as unknown as Z;'.match(CAST)).toHaveLength(1);
    expect('const x = y as   unknown\nas Z;'.match(CAST)).toHaveLength(1);
    expect('const x = y as Unknown;'.match(CAST)).toBeNull();
  });
});
