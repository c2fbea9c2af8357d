// Conditional logic in the database (ADR 060), through supabase-js: publishing refuses a
// condition that points forward, forms a loop or cannot be met, in the builder's words;
// the published version carries its conditions to the fill page; a submission is checked
// against what the respondent was shown — hidden required questions are not required, an
// answer to a hidden question is refused and nothing is stored — and random answer
// documents are judged exactly as the page's conditions.ts judges them. Also the other
// options of ADR 060: templates publish as they come, randomised options, and "Other
// (please specify)" answers accepted, checked and counted.
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { userWithRole } from '../../../tests/kernel-schema/support.ts';
import { anonClient } from '../../../tests/support/clients.ts';
import { ruleProblem, visibleIds } from '../conditions.ts';
import type { DraftQuestion as Draft, PublicQuestion as Shown } from '../shapes.ts';
import { draftFromTemplate, SURVEY_TEMPLATES } from '../templates.ts';
import { byTitle, type DraftQuestion, newSurvey, publicSurvey, publish, q } from './support.ts';

type Staff = Awaited<ReturnType<typeof userWithRole>>;
let staff: Staff;

const noisy = q('single_choice', 'Is your workplace noisy?', { required: true, choices: ['Yes', 'No'] });
const hours = q('number', 'Hours a day in the noise', {
  required: true,
  min: 0,
  max: 24,
  show_if: { question: noisy.key, op: 'equals', value: 'Yes' },
});
const protect = q('multiple_choice', 'What protects your hearing?', {
  choices: ['Ear plugs', 'Ear muffs', 'None'],
  show_if: { question: hours.key, op: 'greater_than', value: 4 },
});
const hearing = q('section', 'Your hearing', {
  show_if: { question: protect.key, op: 'contains', value: 'none' },
});
const ringing = q('short_text', 'When do your ears ring?', { required: true });
const about = q('section', 'About you');
const since = q('date', 'Working here since');
const changes = q('long_text', 'What changed since you started?', {
  show_if: { question: since.key, op: 'greater_than', value: '2026-01-01' },
});
const follow = q('short_text', 'Which machine is loudest?', {
  required: true,
  show_if: { question: changes.key, op: 'contains', value: 'machine' },
});
const score = q('nps', 'Would you recommend this workplace?', { required: true });
const questions = [noisy, hours, protect, hearing, ringing, about, since, changes, follow, score];

let surveyId: string;
let shown: Shown[];

async function responseCount(id: string) {
  const { count, error } = await staff.client
    .from('survey_responses')
    .select('id', { count: 'exact', head: true })
    .eq('survey_id', id);
  expect(error).toBeNull();
  return count ?? 0;
}

const submit = (answers: Record<string, unknown>) =>
  staff.client.rpc('submit_survey_response', { p_survey_id: surveyId, p_answers: byTitle(shown, answers) });

beforeAll(async () => {
  staff = await userWithRole('staff');
  surveyId = await newSurvey(staff.client, questions);
  await publish(staff.client, surveyId);
  shown = (await publicSurvey(anonClient(), surveyId)).survey!.questions as typeof shown;
});

describe('a staff member publishing a survey with conditions', () => {
  it('gives the fill page each condition by the question key it depends on', () => {
    expect(shown.find((x) => x.title === hours.title)?.show_if).toEqual({
      question: noisy.key,
      op: 'equals',
      value: 'Yes',
    });
    expect(shown.find((x) => x.title === hearing.title)?.show_if).toEqual(hearing.show_if);
    expect(shown.find((x) => x.title === ringing.title)?.show_if).toBeNull();
  });

  it('is refused a condition that points forward, on itself, in a loop or that cannot be met — in the builder’s words', async () => {
    const a = q('single_choice', 'Wearing a helmet?', { choices: ['Yes', 'No'] });
    const b = q('short_text', 'Why not?');
    const cases: DraftQuestion[][] = [
      [{ ...a, show_if: { question: b.key, op: 'equals', value: 'x' } }, b],
      [a, { ...b, show_if: { question: b.key, op: 'contains', value: 'x' } }],
      [
        { ...a, show_if: { question: b.key, op: 'equals', value: 'x' } },
        { ...b, show_if: { question: a.key, op: 'equals', value: 'Yes' } },
      ],
      [a, { ...b, show_if: { question: a.key, op: 'equals', value: 'Sometimes' } }],
      [a, { ...b, show_if: { question: a.key, op: 'greater_than', value: 'Yes' } }],
      [a, { ...b, show_if: { question: crypto.randomUUID(), op: 'equals', value: 'Yes' } }],
      [q('date', 'Last check'), { ...b, show_if: { question: 'x', op: 'equals', value: 'x' } }],
      [a, { ...b, show_if: { question: a.key, op: 'less_than', value: 'Yes' } }],
    ];
    const last = cases[6] as DraftQuestion[];
    (last[1] as DraftQuestion).show_if = {
      question: (last[0] as DraftQuestion).key,
      op: 'equals',
      value: '2026-13-01',
    };
    for (const list of cases) {
      const id = await newSurvey(staff.client, list);
      const { error } = await staff.client.rpc('publish_survey', { p_id: id });
      const expected = list.map((_, i) => ruleProblem(list as Draft[], i)).find(Boolean);
      expect(expected).toBeTruthy();
      expect(error?.message).toBe(expected);
      expect(error?.code).toBe('22023');
      const { data } = await staff.client.from('surveys').select('version').eq('id', id).single();
      expect(data?.version).toBe(0);
    }
  });
});

describe('a respondent answering a survey with conditions', () => {
  it('is asked why only when their score is less than 7 ("is less than", ADR 066)', async () => {
    const score = q('nps', 'How likely are you to recommend us?', { required: true });
    const why = q('long_text', 'What should we improve?', {
      required: true,
      show_if: { question: score.key, op: 'less_than', value: 7 },
    });
    const id = await newSurvey(staff.client, [score, why]);
    await publish(staff.client, id);
    const list = (await publicSurvey(anonClient(), id)).survey!.questions as Shown[];
    expect(list[1]?.show_if).toEqual({ question: score.key, op: 'less_than', value: 7 });
    const send = (answers: Record<string, unknown>) =>
      anonClient().rpc('submit_survey_response', { p_survey_id: id, p_answers: byTitle(list, answers) });
    const low = await send({ [score.title]: 6 });
    expect(low.error?.message).toBe(`Answer “${why.title}”: it is required`);
    const highWithWhy = await send({ [score.title]: 7, [why.title]: 'Faster reports' });
    expect(highWithWhy.error?.code).toBe('22023');
    expect(highWithWhy.error?.details).toBe(list[1]?.id);
    expect((await send({ [score.title]: 7 })).error).toBeNull();
    expect((await send({ [score.title]: 2, [why.title]: 'Faster reports' })).error).toBeNull();
    expect(await responseCount(id)).toBe(2);
  });

  it('is not asked the hidden required questions, and only what was shown is stored', async () => {
    const before = await responseCount(surveyId);
    const { error } = await submit({
      'Is your workplace noisy?': 'No',
      'Would you recommend this workplace?': 9,
    });
    expect(error).toBeNull();
    expect(await responseCount(surveyId)).toBe(before + 1);
  });

  it('must answer a required question once its condition shows it, down a chain into a section', async () => {
    const missingHours = await submit({
      'Is your workplace noisy?': 'Yes',
      'Would you recommend this workplace?': 9,
    });
    expect(missingHours.error?.message).toBe('Answer “Hours a day in the noise”: it is required');
    expect(missingHours.error?.details).toBe(shown.find((x) => x.title === hours.title)?.id);
    const missingRinging = await submit({
      'Is your workplace noisy?': 'Yes',
      'Hours a day in the noise': 6,
      'What protects your hearing?': ['None'],
      'Would you recommend this workplace?': 3,
    });
    expect(missingRinging.error?.message).toBe('Answer “When do your ears ring?”: it is required');
    const complete = await submit({
      'Is your workplace noisy?': 'Yes',
      'Hours a day in the noise': 6,
      'What protects your hearing?': ['None'],
      'When do your ears ring?': 'After the night shift',
      'Working here since': '2026-03-01',
      'What changed since you started?': 'A new MACHINE in bay 2',
      'Which machine is loudest?': 'The press',
      'Would you recommend this workplace?': 3,
    });
    expect(complete.error).toBeNull();
  });

  it('is refused an answer to a question its earlier answers hide, naming it, and nothing is stored', async () => {
    const before = await responseCount(surveyId);
    const { error } = await submit({
      'Is your workplace noisy?': 'No',
      'Hours a day in the noise': 6,
      'Would you recommend this workplace?': 9,
    });
    expect(error?.message).toBe(
      'The question “Hours a day in the noise” is not shown for your earlier answers: remove its answer and send again',
    );
    expect(error?.details).toBe(shown.find((x) => x.title === hours.title)?.id);
    expect(await responseCount(surveyId)).toBe(before);
  });

  it('is judged by the database exactly as the page judges (random answer documents)', async () => {
    const maybe = <T>(arb: fc.Arbitrary<T>) => fc.option(arb, { nil: undefined });
    const documents = fc.record({
      [noisy.title]: maybe(fc.constantFrom('Yes', 'No')),
      [hours.title]: maybe(fc.integer({ min: 0, max: 24 })),
      [protect.title]: maybe(fc.subarray(['Ear plugs', 'Ear muffs', 'None'], { minLength: 1 })),
      [ringing.title]: maybe(fc.constantFrom('Always', 'Never')),
      [since.title]: maybe(fc.constantFrom('2025-12-31', '2026-01-01', '2026-05-04')),
      [changes.title]: maybe(fc.constantFrom('A louder machine', 'Nothing')),
      [follow.title]: maybe(fc.constant('The press')),
      [score.title]: maybe(fc.integer({ min: 0, max: 10 })),
    });
    const required = new Set(shown.filter((x) => x.required).map((x) => x.id));
    await fc.assert(
      fc.asyncProperty(documents, async (doc) => {
        const given = Object.fromEntries(Object.entries(doc).filter(([, v]) => v !== undefined));
        const answers = byTitle(shown, given);
        const visible = visibleIds(shown, answers as never);
        const hiddenAnswered = Object.keys(answers).some((id) => !visible.has(id));
        const missing = shown.some(
          (x) => required.has(x.id) && visible.has(x.id) && answers[x.id] === undefined,
        );
        const before = await responseCount(surveyId);
        const { error } = await submit(given);
        if (hiddenAnswered || missing) {
          expect(error?.code).toBe('22023');
          expect(error?.message).toMatch(/is not shown for your earlier answers|it is required/);
          expect(await responseCount(surveyId)).toBe(before);
        } else expect(error).toBeNull();
      }),
      { numRuns: 60 },
    );
  });
});

describe('a staff member publishing a survey made from a template', () => {
  it.each(SURVEY_TEMPLATES.map((t) => [t.title, t] as const))(
    'publishes “%s” as it comes, conditions and settings included',
    async (_, template) => {
      const fields = draftFromTemplate(template);
      const id = await newSurvey(
        staff.client,
        fields.draft.questions as DraftQuestion[],
        fields.draft.settings ?? {},
        { title: fields.title, purpose: fields.purpose },
      );
      expect(await publish(staff.client, id)).toEqual({ version: 1, new_version: true });
      const { data } = await staff.client
        .from('survey_questions')
        .select('show_if')
        .eq('survey_id', id)
        .not('show_if', 'is', null);
      expect(data?.length).toBe(fields.draft.questions.filter((x) => x.show_if).length);
    },
  );
});

describe('a staff member asking for randomised options', () => {
  it('publishes the wish on choice questions only, and the fill page is told', async () => {
    const id = await newSurvey(staff.client, [
      q('single_choice', 'Which PPE do you use most?', {
        choices: ['Helmet', 'Boots', 'Gloves'],
        shuffle: true,
      }),
      q('short_text', 'Anything else?', { shuffle: true }),
    ]);
    await publish(staff.client, id);
    const page = (await publicSurvey(anonClient(), id)).survey!.questions as Shown[];
    expect(page.map((x) => x.shuffle)).toEqual([true, false]);
  });
});

describe('a respondent answering in their own words ("Other (please specify)")', () => {
  it('is taken at their word on a question that offers it, refused where it does not, and counted as Other', async () => {
    const single = q('single_choice', 'Main hazard at your station?', {
      choices: ['Noise', 'Dust'],
      other: true,
    });
    const multiple = q('multiple_choice', 'Which PPE do you have?', {
      choices: ['Helmet', 'Boots'],
      other: true,
    });
    const strict = q('single_choice', 'Shift?', { choices: ['Day', 'Night'] });
    const site = q('dropdown', 'Which site?', { choices: ['Thika', 'Athi River'], other: true });
    const id = await newSurvey(staff.client, [single, multiple, strict, site]);
    await publish(staff.client, id);
    const page = (await publicSurvey(anonClient(), id)).survey!.questions as Shown[];
    expect(page.map((x) => x.other)).toEqual([true, true, false, true]);
    const send = (answers: Record<string, unknown>) =>
      staff.client.rpc('submit_survey_response', { p_survey_id: id, p_answers: byTitle(page, answers) });

    const ok = await send({
      'Main hazard at your station?': '  Heat from the oven ',
      'Which PPE do you have?': ['Helmet', 'Ear plugs'],
      'Shift?': 'Day',
      'Which site?': ' Ruiru depot',
    });
    expect(ok.error).toBeNull();
    expect((await send({ 'Shift?': 'Evening' })).error?.message).toBe(
      'Choose one of the options for “Shift?”',
    );
    expect((await send({ 'Which PPE do you have?': ['Gloves', 'Ear plugs'] })).error?.message).toBe(
      'Choose options from the list for “Which PPE do you have?” (each once)',
    );
    expect((await send({ 'Main hazard at your station?': 'x'.repeat(201) })).error?.message).toBe(
      'The other answer to “Main hazard at your station?” is too long (at most 200 characters)',
    );

    const { data: stored } = await staff.client
      .from('survey_answers')
      .select('value')
      .eq('response_id', ok.data.response_id);
    expect(stored?.map((a) => a.value)).toEqual(
      expect.arrayContaining(['Heat from the oven', ['Helmet', 'Ear plugs'], 'Day', 'Ruiru depot']),
    );
    const { data: results, error } = await staff.client.rpc('survey_results', { p_id: id });
    expect(error).toBeNull();
    const [hazard, ppe, , where] = results.questions as {
      counts: { label: string; count: number }[];
      texts: { text: string }[];
    }[];
    expect(hazard?.counts).toEqual([
      { label: 'Noise', count: 0 },
      { label: 'Dust', count: 0 },
      { label: 'Other', count: 1 },
    ]);
    expect(hazard?.texts.map((t) => t.text)).toEqual(['Heat from the oven']);
    expect(ppe?.counts.at(-1)).toEqual({ label: 'Other', count: 1 });
    expect(where?.counts.at(-1)).toEqual({ label: 'Other', count: 1 });
    expect(where?.texts.map((t) => t.text)).toEqual(['Ruiru depot']);
  });
});
