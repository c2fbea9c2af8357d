// The two statements of what a condition means agree (ADR 060, ADR 066): the fill page's
// rulePasses (conditions.ts) and the database's app.survey_rule_passes, which has the last
// word at submission. A page that shows a question the database thinks hidden would see
// its answer refused; the other way round, a required question would be skipped. So
// fast-check throws random conditions and answers at both — text with padding, case,
// accents and characters past U+FFFF, numbers, dates, lists, odd shapes — and expects the
// same verdict every time. (An in-process database: the function is internal, not an RPC.)
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FreshDatabase, freshDatabase } from '../../../tests/support/fresh-database.ts';
import { RULE_OPS, type Rule, rulePasses } from '../conditions.ts';

let fresh: FreshDatabase;
beforeAll(async () => {
  fresh = await freshDatabase('safeworks_survey_rule_twins');
});
afterAll(async () => {
  await fresh?.drop();
});

// Letters whose lower case JavaScript and PostgreSQL agree on (not Turkish İ or a final Σ:
// language-specific casing is outside what a survey condition promises).
const CHARS = ['a', 'A', 'b', 'É', 'é', 'ß', '1', '-', ' ', '\t', '\n', '\u00a0', '\u3000', '😀', '\ufffd'];
const text = fc.array(fc.constantFrom(...CHARS), { maxLength: 5 }).map((cs) => cs.join(''));
const date = fc
  .tuple(
    fc.constantFrom('2026-01-15', '2026-06-30', '2026-07-01', '2025-12-31'),
    fc.constantFrom('', ' ', '\n'),
  )
  .map(([d, pad]) => `${pad}${d}${pad}`);
const number = fc.oneof(
  fc.integer({ min: -3, max: 10 }),
  fc.constantFrom(0.5, -0.5, 0.1 + 0.2, 0.3, 1e21, -0),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);
const answer = fc.oneof(
  text,
  date,
  number,
  fc.array(fc.oneof(text, fc.integer({ min: 0, max: 3 })), { maxLength: 3 }),
  fc.constantFrom(null, undefined, true, {}, { Row: 'a' }),
);
const rule: fc.Arbitrary<Rule> = fc.record({
  question: fc.constant('k'),
  op: fc.constantFrom(...RULE_OPS),
  value: fc.oneof(text, date, number),
});

async function databaseSays(r: Rule, a: unknown): Promise<boolean> {
  const { rows } = await fresh.db.query<{ ok: boolean }>(
    'select app.survey_rule_passes($1::jsonb, $2::jsonb) as ok',
    [JSON.stringify(r), a === undefined ? null : JSON.stringify(a)],
  );
  return rows[0]?.ok === true;
}

describe('conditions mean the same on the page and in the database', () => {
  it('every random condition and answer gets the same verdict from rulePasses and app.survey_rule_passes', async () => {
    await fc.assert(
      fc.asyncProperty(rule, answer, async (r, a) => {
        expect(await databaseSays(r, a)).toBe(rulePasses(r, a as Parameters<typeof rulePasses>[1]));
      }),
      { numRuns: 1500 },
    );
  });

  it('each comparison is met at least once in the random cases, so the agreement is not only on "no"', async () => {
    const met = new Set<string>();
    fc.sample(fc.tuple(rule, answer), 1500).forEach(([r, a]) => {
      if (rulePasses(r, a as Parameters<typeof rulePasses>[1])) met.add(r.op);
    });
    expect([...met].sort()).toEqual([...RULE_OPS].sort());
  });
});
