// Submitting a survey response through supabase-js: the database checks every answer
// against its question (required, type, choices, range) and the survey's settings
// (open, closed, dates, limit, identified, one per person), a retried submit stores
// one response, and a bot's honeypot stores nothing.
import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { userWithRole } from '../../../tests/kernel-schema/support.ts';
import { anonClient } from '../../../tests/support/clients.ts';
import {
  byTitle,
  everyKind,
  newSurvey,
  type PublicQuestion,
  publicSurvey,
  publish,
  q,
  validAnswers,
} from './support.ts';

type Staff = Awaited<ReturnType<typeof userWithRole>>;
let staff: Staff;
let surveyId: string;
let questions: PublicQuestion[];

async function responseCount(id: string) {
  const { count, error } = await staff.client
    .from('survey_responses')
    .select('id', { count: 'exact', head: true })
    .eq('survey_id', id);
  expect(error).toBeNull();
  return count ?? 0;
}

beforeAll(async () => {
  staff = await userWithRole('staff');
  // Every kind, and a file question (ADR 073; not in everyKind, which other suites count column by column).
  surveyId = await newSurvey(
    staff.client,
    [...everyKind(), q('file_upload', 'Photo of the site', { file_types: ['images'], max_mb: 2 })],
    { thank_you: 'Asante! We read every answer.' },
  );
  await publish(staff.client, surveyId);
  const shown = await publicSurvey(anonClient(), surveyId);
  expect(shown.state).toBe('open');
  questions = shown.survey!.questions;
});

describe('a visitor answering a published survey', () => {
  it('sees the questions in order and is thanked; every answer is stored as given', async () => {
    expect(questions.map((x) => x.kind)).toEqual([
      'section',
      'short_text',
      'long_text',
      'single_choice',
      'multiple_choice',
      'dropdown',
      'rating',
      'nps',
      'number',
      'date',
      'matrix',
      'file_upload',
    ]);
    const { data, error } = await anonClient().rpc('submit_survey_response', {
      p_survey_id: surveyId,
      p_answers: byTitle(questions, {
        ...validAnswers,
        'What could we do better?': '  Send the report sooner  ',
      }),
    });
    expect(error).toBeNull();
    expect(data).toMatchObject({ thank_you: 'Asante! We read every answer.', repeat: false });
    const { data: answers } = await staff.client
      .from('survey_answers')
      .select('value, survey_questions(title)')
      .eq('response_id', data.response_id);
    const got = Object.fromEntries(
      (answers ?? []).map((a) => [(a.survey_questions as unknown as { title: string }).title, a.value]),
    );
    expect(got).toEqual({ ...validAnswers, 'What could we do better?': 'Send the report sooner' });
  });

  it.each([
    ['a required question left empty', { 'Site name': '  ' }, 'Answer “Site name”: it is required'],
    [
      'a choice not offered',
      { 'Which service?': 'Plumbing' },
      'Choose one of the options for “Which service?”',
    ],
    [
      'a choice given twice',
      { 'What did you like?': ['Punctual', 'Punctual'] },
      'Choose options from the list for “What did you like?” (each once)',
    ],
    ['six stars out of five', { 'Overall rating': 6 }, 'Choose from 1 to 5 stars for “Overall rating”'],
    [
      'an NPS of 11',
      { 'How likely are you to recommend us?': 11 },
      'Choose a whole number from 0 to 10 for “How likely are you to recommend us?”',
    ],
    [
      'an NPS of 7.5',
      { 'How likely are you to recommend us?': 7.5 },
      'Choose a whole number from 0 to 10 for “How likely are you to recommend us?”',
    ],
    [
      'a number below the minimum',
      { 'Workers on site': 0 },
      'The answer to “Workers on site” must be at least 1',
    ],
    ['a number as text', { 'Workers on site': '12' }, 'The answer to “Workers on site” must be a number'],
    [
      'a date that does not exist',
      { 'Date of the visit': '2026-02-30' },
      'Enter a date for “Date of the visit” (year, month and day)',
    ],
    [
      'a matrix row that is not in it',
      { 'Rate the auditor': { Speed: 'Good' } },
      'Choose a column from the scale for each row of “Rate the auditor”',
    ],
  ])('is refused with a clear message for %s, and nothing is stored', async (_what, change, message) => {
    const before = await responseCount(surveyId);
    const { error } = await anonClient().rpc('submit_survey_response', {
      p_survey_id: surveyId,
      p_answers: byTitle(questions, { ...validAnswers, ...change }),
    });
    expect(error?.message).toBe(message);
    expect(error?.code).toBe('22023');
    expect(await responseCount(surveyId)).toBe(before);
  });

  it('is refused for an answer to a question that is not in the survey', async () => {
    const { error } = await anonClient().rpc('submit_survey_response', {
      p_survey_id: surveyId,
      p_answers: { ...byTitle(questions, validAnswers), [randomUUID()]: 'x' },
    });
    expect(error?.message).toMatch(/^An answer to a question that is not in this survey/);
  });

  it('stores one response when the same submission is sent twice (a retry after a lost connection)', async () => {
    const key = randomUUID();
    const send = () =>
      anonClient().rpc('submit_survey_response', {
        p_survey_id: surveyId,
        p_answers: byTitle(questions, validAnswers),
        p_key: key,
      });
    const before = await responseCount(surveyId);
    const [first, second] = await Promise.all([send(), send()]);
    expect(first.error).toBeNull();
    expect(second.error).toBeNull();
    expect(second.data.response_id).toBe(first.data.response_id);
    expect([first.data.repeat, second.data.repeat].sort()).toEqual([false, true]);
    expect(await responseCount(surveyId)).toBe(before + 1);
  });

  it('from a bot that fills the hidden field is answered normally and nothing is stored', async () => {
    const before = await responseCount(surveyId);
    const { data, error } = await anonClient().rpc('submit_survey_response', {
      p_survey_id: surveyId,
      p_answers: byTitle(questions, validAnswers),
      p_website: 'http://spam.example',
    });
    expect(error).toBeNull();
    expect(data.response_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(await responseCount(surveyId)).toBe(before);
  });

  it('refuses random answer documents with a clear 4xx message and stores nothing', async () => {
    const before = await responseCount(surveyId);
    const ids = questions.filter((x) => x.kind !== 'section').map((x) => x.id);
    const value = fc.oneof(
      fc.string({ maxLength: 20 }),
      fc.integer({ min: -20, max: 20 }),
      fc.double({ noNaN: true, noDefaultInfinity: true }),
      fc.boolean(),
      fc.constant(null),
      fc.array(fc.string({ maxLength: 8 }), { maxLength: 3 }),
      fc.dictionary(fc.string({ maxLength: 8 }), fc.string({ maxLength: 8 }), { maxKeys: 2 }),
      // File answers naming objects that were never uploaded, under this survey or anywhere.
      fc.record({
        path: fc.oneof(
          fc.string({ maxLength: 20 }),
          fc.uuid().map((key) => `${surveyId}/${key}/site.png`),
        ),
        name: fc.string({ maxLength: 10 }),
        size: fc.integer({ min: -5, max: 5_000_000 }),
        type: fc.constantFrom('image/png', 'application/pdf', ''),
      }),
    );
    let accepted = 0;
    await fc.assert(
      fc.asyncProperty(fc.dictionary(fc.constantFrom(...ids), value), async (answers) => {
        const { error, status } = await anonClient().rpc('submit_survey_response', {
          p_survey_id: surveyId,
          p_answers: answers,
        });
        if (!error) {
          accepted += 1;
          return;
        }
        expect(error.message).toMatch(/^(Answer|Choose|The answer|The file for|Enter) .*“.+”/);
        expect(error.code).toBe('22023');
        expect(status).toBe(400);
      }),
      // Issue 26 asks for at least 1,000 documents on PGlite: FUZZ_RUNS may raise it, never lower it (the
      // PGlite pass of npm test runs the other property suites at 200, ADR 069).
      { numRuns: Math.max(1000, Number(process.env.FUZZ_RUNS) || 0) },
    );
    expect(await responseCount(surveyId)).toBe(before + accepted);
  });
});

describe('a survey that does not take responses', () => {
  it('says so for a draft, a closed survey, one not open yet and one that is full, and for an unknown id', async () => {
    const draft = await newSurvey(staff.client, [q('short_text', 'Name')]);
    expect(await publicSurvey(anonClient(), draft)).toMatchObject({ state: 'unpublished', survey: null });
    expect(await publicSurvey(anonClient(), randomUUID())).toMatchObject({ state: 'unknown', survey: null });
    const unknown = await anonClient().rpc('submit_survey_response', {
      p_survey_id: randomUUID(),
      p_answers: {},
    });
    expect(unknown.error?.message).toBe('This survey does not exist. Check the link you were sent.');
    expect(unknown.status).toBe(404);

    const later = await newSurvey(staff.client, [q('short_text', 'Name')], {
      opens_at: new Date(Date.now() + 86_400_000).toISOString(),
    });
    await publish(staff.client, later);
    expect((await publicSurvey(anonClient(), later)).state).toBe('not_open');
    const early = await anonClient().rpc('submit_survey_response', { p_survey_id: later, p_answers: {} });
    expect(early.error?.message).toMatch(/^This survey opens on /);

    const limited = await newSurvey(staff.client, [q('short_text', 'Name')], { response_limit: 1 });
    await publish(staff.client, limited);
    const first = await anonClient().rpc('submit_survey_response', { p_survey_id: limited, p_answers: {} });
    expect(first.error).toBeNull();
    expect((await publicSurvey(anonClient(), limited)).state).toBe('full');
    const second = await anonClient().rpc('submit_survey_response', { p_survey_id: limited, p_answers: {} });
    expect(second.error?.message).toBe(
      'This survey has all the responses it needs. Thank you for your interest.',
    );

    const { error: closing } = await staff.client.rpc('set_survey_closed', {
      p_id: surveyId,
      p_closed: true,
    });
    expect(closing).toBeNull();
    const closed = await anonClient().rpc('submit_survey_response', {
      p_survey_id: surveyId,
      p_answers: byTitle(questions, validAnswers),
    });
    expect(closed.error?.message).toBe('This survey is closed and no longer takes answers');
    expect(closed.status).toBe(400);
    await staff.client.rpc('set_survey_closed', { p_id: surveyId, p_closed: false });
  });
});

describe('an identified survey with one response per person', () => {
  it('asks a visitor for an e-mail, and takes one response per e-mail and per signed-in person', async () => {
    const id = await newSurvey(staff.client, [q('short_text', 'Name')], {
      anonymous: false,
      one_per_person: true,
    });
    await publish(staff.client, id);
    const noEmail = await anonClient().rpc('submit_survey_response', { p_survey_id: id, p_answers: {} });
    expect(noEmail.error?.message).toBe('Sign in or give your e-mail address: this survey is not anonymous');
    const ok = await anonClient().rpc('submit_survey_response', {
      p_survey_id: id,
      p_answers: {},
      p_email: 'Wanjiru@Example.test',
    });
    expect(ok.error).toBeNull();
    const again = await anonClient().rpc('submit_survey_response', {
      p_survey_id: id,
      p_answers: {},
      p_email: 'wanjiru@example.test',
    });
    expect(again.error?.message).toBe('You have already answered this survey');
    expect(again.status).toBe(409);

    const customer = await userWithRole('customer');
    expect(
      (await customer.client.rpc('submit_survey_response', { p_survey_id: id, p_answers: {} })).error,
    ).toBeNull();
    const twice = await customer.client.rpc('submit_survey_response', { p_survey_id: id, p_answers: {} });
    expect(twice.error?.message).toBe('You have already answered this survey');
  });

  it('cannot be published anonymous with one response per person', async () => {
    const id = await newSurvey(staff.client, [q('short_text', 'Name')], {
      anonymous: true,
      one_per_person: true,
    });
    const { error } = await staff.client.rpc('publish_survey', { p_id: id });
    expect(error?.message).toBe('One response per person needs identified respondents: turn off "Anonymous"');
  });
});
