// The analytics page's counts are kept as answers arrive (survey_answer_tallies, ADR 070): after any
// mix of responses — random valid answers of every kind, "Other" texts, several submitted at once, a
// response deleted, an answer corrected — the kept counts equal the same counted again from the answers,
// and survey_results reads them.
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { userWithRole } from '../../../tests/kernel-schema/support.ts';
import { serviceClient } from '../../../tests/support/clients.ts';
import { everyKind, newSurvey, type PublicQuestion, publicSurvey, publish, q } from './support.ts';

type Staff = Awaited<ReturnType<typeof userWithRole>>;
type Shown = PublicQuestion & {
  choices?: string[];
  rows?: string[];
  min?: number | null;
  max?: number | null;
  other?: boolean;
};

let staff: Staff;
let surveyId: string;
let questions: Shown[];

/** A valid answer to one question (or none: every question here is optional but the required ones). */
function answerTo(x: Shown): fc.Arbitrary<unknown> {
  const choices = x.choices ?? [];
  switch (x.kind) {
    case 'short_text':
    case 'long_text':
      return fc.constantFrom('Kakuzi packhouse', 'Ruiru depot', 'Thika road site');
    case 'single_choice':
    case 'dropdown':
      return x.other
        ? fc.oneof(fc.constantFrom(...choices), fc.constantFrom('Heat', 'Fumes'))
        : fc.constantFrom(...choices);
    case 'multiple_choice':
      return fc.subarray(choices, { minLength: 1 });
    case 'rating':
      return fc.integer({ min: 1, max: x.max ?? 5 });
    case 'nps':
      return fc.integer({ min: 0, max: 10 });
    case 'number':
      return fc.oneof(fc.integer({ min: 1, max: 5000 }), fc.constantFrom(2.5, 120, 120.75));
    case 'date':
      return fc.constantFrom('2026-11-02', '2026-10-30');
    case 'matrix': {
      const rows = x.rows ?? [];
      return fc
        .subarray(rows, { minLength: 1 })
        .chain((picked) =>
          fc
            .tuple(...picked.map(() => fc.constantFrom(...choices)))
            .map((cols) => Object.fromEntries(picked.map((row, i) => [row, cols[i]]))),
        );
    }
    default:
      return fc.constant(undefined);
  }
}

const REQUIRED = new Set([
  'Site name',
  'Which service?',
  'Overall rating',
  'How likely are you to recommend us?',
]);

function responseArb(): fc.Arbitrary<Record<string, unknown>> {
  const parts = questions
    .filter((x) => x.kind !== 'section')
    .map((x) =>
      (REQUIRED.has(x.title) ? answerTo(x) : fc.option(answerTo(x), { nil: undefined })).map(
        (v) => [x.id, v] as const,
      ),
    );
  return fc.tuple(...parts).map((pairs) => Object.fromEntries(pairs.filter(([, v]) => v !== undefined)));
}

async function submit(answers: Record<string, unknown>) {
  const { data, error } = await staff.client.rpc('submit_survey_response', {
    p_survey_id: surveyId,
    p_answers: answers,
  });
  expect(error).toBeNull();
  return data.response_id as string;
}

async function expectTalliesAgree() {
  const { data, error } = await staff.client.rpc('test_survey_tallies', { p_survey_id: surveyId });
  expect(error).toBeNull();
  expect(data.kept.length).toBeGreaterThan(0);
  expect(data.kept).toEqual(data.recounted);
}

beforeAll(async () => {
  staff = await userWithRole('staff');
  const kinds = everyKind().map((x) => (x.title === 'County' ? { ...x, other: true } : x));
  surveyId = await newSurvey(staff.client, [...kinds, q('rating', 'Report clarity', { max: 10 })]);
  await publish(staff.client, surveyId);
  questions = (await publicSurvey(staff.client, surveyId)).survey!.questions as Shown[];
});

describe('the analytics counts of a survey', () => {
  it('are kept as random responses of every kind arrive, one by one and ten at once, and equal a recount', async () => {
    const responses = fc.sample(responseArb(), { numRuns: 30 });
    for (const answers of responses.slice(0, 20)) await submit(answers);
    await expectTalliesAgree();
    // Ten at once: the survey's row lock orders them; the tallies add up all the same.
    await Promise.all(responses.slice(20).map(submit));
    await expectTalliesAgree();

    const { data: results, error } = await staff.client.rpc('survey_results', { p_id: surveyId });
    expect(error).toBeNull();
    expect(results.responses).toBe(30);
    const rating = results.questions.find((x: { title: string }) => x.title === 'Overall rating');
    const ratings = responses.map(
      (r) => r[questions.find((x) => x.title === 'Overall rating')!.id] as number,
    );
    expect(rating.answered).toBe(30);
    expect(rating.counts.map((c: { count: number }) => c.count)).toEqual(
      [1, 2, 3, 4, 5].map((n) => ratings.filter((r) => r === n).length),
    );
    expect(rating.average).toBeCloseTo(ratings.reduce((a, b) => a + b, 0) / 30, 2);
    const county = results.questions.find((x: { title: string }) => x.title === 'County');
    const counties = responses
      .map((r) => r[questions.find((x) => x.title === 'County')!.id])
      .filter((v) => v !== undefined);
    expect(county.answered).toBe(counties.length);
    expect(county.counts.at(-1)).toEqual({
      label: 'Other',
      count: counties.filter((c) => c === 'Heat' || c === 'Fumes').length,
    });
  });

  it('lose a deleted response and follow a corrected answer', async () => {
    const id = await submit(fc.sample(responseArb(), { numRuns: 1 })[0]);
    const service = serviceClient();
    const rating = questions.find((x) => x.title === 'Overall rating')!;
    const corrected = await service
      .from('survey_answers')
      .update({ value: 1 })
      .eq('response_id', id)
      .eq('question_id', rating.id);
    expect(corrected.error).toBeNull();
    await expectTalliesAgree();
    const deleted = await service.from('survey_responses').delete().eq('id', id);
    expect(deleted.error).toBeNull();
    await expectTalliesAgree();
    const { data: results } = await staff.client.rpc('survey_results', { p_id: surveyId });
    expect(results.responses).toBe(30);
  });
});
