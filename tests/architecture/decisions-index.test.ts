// docs/decisions/README.md is the index of the ADRs (issue 21 part 6): every
// record has its row, and every number missing below the highest is explained
// under "Numbers without a record" (`**019**`, or a range `**033–036**`).
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const DIR = path.resolve(import.meta.dirname, '../../docs/decisions');
const index = fs.readFileSync(path.join(DIR, 'README.md'), 'utf8');
const records = fs
  .readdirSync(DIR)
  .filter((f) => /^\d{3}-.+\.md$/.test(f))
  .sort();

function explained(markdown: string): Set<number> {
  const section = markdown.split('\n## Numbers without a record\n')[1]?.split('\n## ')[0] ?? '';
  const numbers = new Set<number>();
  for (const m of section.matchAll(/\*\*(\d{3})(?:[–-](\d{3}))?\*\*/g))
    for (let n = Number(m[1]); n <= Number(m[2] ?? m[1]); n += 1) numbers.add(n);
  return numbers;
}

describe('the index of architecture decisions', () => {
  it('has a row linking every record', () => {
    const linked = new Set([...index.matchAll(/\]\((\d{3}-[^)]+\.md)\)/g)].map((m) => m[1]));
    expect(records.filter((f) => !linked.has(f))).toEqual([]);
    expect([...linked].filter((f) => !records.includes(f as string))).toEqual([]);
  });

  it('explains every number missing below the highest record', () => {
    const present = new Set(records.map((f) => Number(f.slice(0, 3))));
    const highest = Math.max(...present);
    const missing = Array.from({ length: highest }, (_, i) => i + 1).filter((n) => !present.has(n));
    const told = explained(index);
    expect(missing.filter((n) => !told.has(n))).toEqual([]);
    expect(told.has(19) && told.has(24)).toBe(true);
  });

  it('reads single numbers and ranges', () => {
    expect([
      ...explained('x\n## Numbers without a record\n- **019** and **033–035** y\n## Next\n**040**'),
    ]).toEqual([19, 33, 34, 35]);
  });
});
