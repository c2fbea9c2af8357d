// The analytics page's cross-tab (ADR 071): survey_results with a filter — only the responses whose answer
// to a choice question is one option — gives the figures of exactly those responses (checked against a
// recount made here from the answers sent), zeros for an option nobody chose, and a 400 a person can act on
// for a filter that cannot mean anything. Without a filter the figures are the kept tallies' (ADR 070).
import { beforeAll, describe, expect, it } from 'vitest';
import { userWithRole } from '../../../tests/kernel-schema/support.ts';
import { anonClient } from '../../../tests/support/clients.ts';
import { byTitle, everyKind, newSurvey, type PublicQuestion, publicSurvey, publish } from './support.ts';

type Staff = Awaited<ReturnType<typeof userWithRole>>;
type Answers = Record<string, unknown>;
type Count = { label: string; count: number };
type QuestionFigures = {
  key: string;
  title: string;
  answered: number;
  counts?: Count[];
  average?: number | null;
  nps?: { promoters: number; passives: number; detractors: number; score: number | null };
  cells?: { row: string; column: string; count: number }[];
  texts?: { text: string }[];
};
type Results = { responses: number; per_day: { count: number }[]; questions: QuestionFigures[] };

let staff: Staff;
let surveyId: string;
let questions: PublicQuestion[];
const sent: Answers[] = [];

const SERVICES = ['Fire audit', 'Noise survey'] as const; // "Training" is never chosen
const LIKED = [['Punctual'], ['Clear report', 'Friendly'], ['Punctual', 'Clear report'], []];
const COUNTIES = ['Nairobi', 'Mombasa', 'Heat', undefined, 'Kisumu', 'Fumes'];
const COMMENTS = ['Clear report', 'Late again', undefined, 'Friendly auditor'];

/** Response i of 23: a fixed mix so every figure differs between the filtered and unfiltered views. */
function response(i: number): Answers {
  const out: Answers = {
    'Site name': `Site ${i}`,
    'Which service?': SERVICES[i % 3 === 0 ? 1 : 0],
    'Overall rating': (i % 5) + 1,
    'How likely are you to recommend us?': (i * 7) % 11,
    'Workers on site': 10 + (i % 4) * 5,
    'Rate the auditor': { Knowledge: ['Poor', 'Fair', 'Good'][i % 3], Courtesy: 'Good' },
  };
  const liked = LIKED[i % LIKED.length] ?? [];
  if (liked.length) out['What did you like?'] = liked;
  const county = COUNTIES[i % COUNTIES.length];
  if (county) out.County = county;
  const comment = COMMENTS[i % COMMENTS.length];
  if (comment) out['What could we do better?'] = `${comment} (${i})`;
  return out;
}

async function results(args: Record<string, unknown> = {}) {
  const { data, error, status } = await staff.client.rpc('survey_results', { p_id: surveyId, ...args });
  return { data: data as Results, error, status };
}

const keyOf = (title: string) => questions.find((x) => x.title === title)!.key;
const figuresOf = (r: Results, title: string) => r.questions.find((x) => x.title === title)!;
const countOf = (list: Answers[], title: string, option: string) =>
  list.filter((a) => {
    const v = a[title];
    return Array.isArray(v) ? v.includes(option) : v === option;
  }).length;

/** What survey_results should say about `list`, counted here from the answers sent. */
function recount(list: Answers[]) {
  const ratings = list.map((a) => a['Overall rating'] as number);
  const scores = list.map((a) => a['How likely are you to recommend us?'] as number);
  const promoters = scores.filter((s) => s >= 9).length;
  const detractors = scores.filter((s) => s <= 6).length;
  const counties = list.map((a) => a.County).filter((c) => c !== undefined);
  return {
    responses: list.length,
    rating: {
      answered: list.length,
      counts: [1, 2, 3, 4, 5].map((n) => ratings.filter((r) => r === n).length),
      average: list.length ? ratings.reduce((a, b) => a + b, 0) / list.length : null,
    },
    nps: {
      promoters,
      passives: scores.length - promoters - detractors,
      detractors,
      score: scores.length ? Math.round((100 * (promoters - detractors)) / scores.length) : null,
    },
    liked: ['Punctual', 'Clear report', 'Friendly'].map((o) => countOf(list, 'What did you like?', o)),
    county: [
      ...['Nairobi', 'Mombasa', 'Kisumu'].map((o) => countOf(list, 'County', o)),
      counties.filter((c) => c === 'Heat' || c === 'Fumes').length,
    ],
    knowledgeGood: list.filter((a) => (a['Rate the auditor'] as Answers).Knowledge === 'Good').length,
    comments: list
      .map((a) => a['What could we do better?'])
      .filter((c) => c !== undefined)
      .sort(),
  };
}

function expectFigures(r: Results, list: Answers[]) {
  const want = recount(list);
  expect(r.responses).toBe(want.responses);
  expect(r.per_day.reduce((s, d) => s + d.count, 0)).toBe(want.responses);
  const rating = figuresOf(r, 'Overall rating');
  expect(rating.answered).toBe(want.rating.answered);
  expect(rating.counts?.map((c) => c.count)).toEqual(want.rating.counts);
  if (want.rating.average === null) expect(rating.average).toBeNull();
  else expect(Number(rating.average)).toBeCloseTo(want.rating.average, 2);
  expect(figuresOf(r, 'How likely are you to recommend us?').nps).toMatchObject(want.nps);
  expect(figuresOf(r, 'What did you like?').counts?.map((c) => c.count)).toEqual(want.liked);
  expect(figuresOf(r, 'County').counts?.map((c) => c.count)).toEqual(want.county);
  const knowledge = figuresOf(r, 'Rate the auditor').cells?.find(
    (c) => c.row === 'Knowledge' && c.column === 'Good',
  );
  expect(knowledge?.count ?? 0).toBe(want.knowledgeGood);
  expect(
    figuresOf(r, 'What could we do better?')
      .texts?.map((t) => t.text)
      .sort(),
  ).toEqual(want.comments);
}

beforeAll(async () => {
  staff = await userWithRole('staff');
  const kinds = everyKind().map((x) => (x.title === 'County' ? { ...x, other: true } : x));
  surveyId = await newSurvey(staff.client, kinds);
  await publish(staff.client, surveyId);
  questions = (await publicSurvey(staff.client, surveyId)).survey!.questions;
  for (let i = 0; i < 23; i++) {
    const answers = response(i);
    // Sent as staff: visitors' submissions are throttled per address, and other suites send many.
    const { error } = await staff.client.rpc('submit_survey_response', {
      p_survey_id: surveyId,
      p_answers: byTitle(questions, answers),
    });
    expect(error).toBeNull();
    sent.push(answers);
  }
});

describe('the analytics page filtered by the answer to a choice question', () => {
  it('a staff member sees every figure recounted from only the responses that gave that answer', async () => {
    const all = await results();
    expect(all.error).toBeNull();
    expectFigures(all.data, sent);

    const noise = await results({ p_filter_key: keyOf('Which service?'), p_filter_value: 'Noise survey' });
    expect(noise.error).toBeNull();
    const noiseSent = sent.filter((a) => a['Which service?'] === 'Noise survey');
    expect(noiseSent.length).toBeGreaterThan(0);
    expect(noiseSent.length).toBeLessThan(sent.length);
    expectFigures(noise.data, noiseSent);
    // The question filtered by counts only its one option.
    expect(figuresOf(noise.data, 'Which service?').counts).toEqual([
      { label: 'Fire audit', count: 0 },
      { label: 'Noise survey', count: noiseSent.length },
      { label: 'Training', count: 0 },
    ]);
  });

  it('filters by one option of a multiple-choice question, and by the "Other" answers', async () => {
    const liked = await results({
      p_filter_key: keyOf('What did you like?'),
      p_filter_value: 'Clear report',
    });
    expect(liked.error).toBeNull();
    expectFigures(
      liked.data,
      sent.filter((a) => ((a['What did you like?'] as string[] | undefined) ?? []).includes('Clear report')),
    );

    const other = await results({ p_filter_key: keyOf('County'), p_filter_value: 'Other' });
    expect(other.error).toBeNull();
    expectFigures(
      other.data,
      sent.filter((a) => a.County === 'Heat' || a.County === 'Fumes'),
    );
  });

  it('an option nobody chose gives zeros everywhere, not an error', async () => {
    const none = await results({ p_filter_key: keyOf('Which service?'), p_filter_value: 'Training' });
    expect(none.error).toBeNull();
    expect(none.data.responses).toBe(0);
    expect(none.data.per_day).toEqual([]);
    for (const figures of none.data.questions) expect(figures.answered).toBe(0);
    expect(figuresOf(none.data, 'How likely are you to recommend us?').nps).toMatchObject({
      promoters: 0,
      passives: 0,
      detractors: 0,
      score: null,
    });
    expect(figuresOf(none.data, 'What could we do better?').texts).toEqual([]);
    expectFigures(none.data, []);
  });

  it('keeps to the date range as well as the answer', async () => {
    const tomorrow = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    const later = await results({
      p_from: tomorrow,
      p_filter_key: keyOf('Which service?'),
      p_filter_value: 'Fire audit',
    });
    expect(later.error).toBeNull();
    expect(later.data.responses).toBe(0);
  });

  it('a filter that cannot mean anything is refused with a message saying why', async () => {
    const refused = async (args: Record<string, unknown>) => {
      const r = await results(args);
      expect(r.status).toBe(400);
      expect(r.error?.code).toBe('22023');
      return r.error;
    };
    const rating = await refused({ p_filter_key: keyOf('Overall rating'), p_filter_value: '5' });
    expect(rating?.message).toBe(
      'Only a single choice, multiple choice or dropdown question can filter the results; “Overall rating” is not one',
    );
    expect(rating?.details).toBe(keyOf('Overall rating'));
    expect(
      (await refused({ p_filter_key: keyOf('Which service?'), p_filter_value: 'Catering' }))?.message,
    ).toBe('“Catering” is not one of the answers to “Which service?”');
    expect((await refused({ p_filter_key: 'not-a-question', p_filter_value: 'Yes' }))?.message).toBe(
      "The question to filter by is not in this survey's current version",
    );
    expect((await refused({ p_filter_key: keyOf('Which service?') }))?.message).toBe(
      'Choose both a question and one of its answers to filter by',
    );
  });

  it('the old three-argument call still answers, and a visitor still reads nothing', async () => {
    const old = await staff.client.rpc('survey_results', { p_id: surveyId, p_from: null, p_to: null });
    expect(old.error).toBeNull();
    expect((old.data as Results).responses).toBe(sent.length);
    const visitor = await anonClient().rpc('survey_results', {
      p_id: surveyId,
      p_filter_key: keyOf('Which service?'),
      p_filter_value: 'Fire audit',
    });
    expect(visitor.data).toBeNull();
    expect(visitor.error).not.toBeNull();
  });
});
