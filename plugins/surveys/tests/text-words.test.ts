// The most frequent words of a text question (survey_text_words, ADR 071): lower-cased, punctuation and
// numbers gone, common English words and words under 3 letters left out, each word counted once per answer;
// the page's date range and cross-tab filter apply to them as to every other figure.
import { beforeAll, describe, expect, it } from 'vitest';
import { userWithRole } from '../../../tests/kernel-schema/support.ts';
import { anonClient } from '../../../tests/support/clients.ts';
import { byTitle, newSurvey, type PublicQuestion, publicSurvey, publish, q } from './support.ts';

type Staff = Awaited<ReturnType<typeof userWithRole>>;
let staff: Staff;
let surveyId: string;
let questions: PublicQuestion[];

const ANSWERS: [service: string, comment: string][] = [
  ['Fire audit', 'The report was very clear, CLEAR and on time.'],
  ['Noise survey', 'Report came late; the noise-meter readings were unclear…'],
  ['Noise survey', 'Clear report! Friendly auditor — 10/10'],
  ['Fire audit', "Don't change anything: it's great"],
];

const keyOf = (title: string) => questions.find((x) => x.title === title)!.key;

async function words(args: Record<string, unknown> = {}) {
  return staff.client.rpc('survey_text_words', {
    p_id: surveyId,
    p_key: keyOf('What could we do better?'),
    ...args,
  });
}

beforeAll(async () => {
  staff = await userWithRole('staff');
  surveyId = await newSurvey(staff.client, [
    q('single_choice', 'Which service?', { required: true, choices: ['Fire audit', 'Noise survey'] }),
    q('long_text', 'What could we do better?'),
    q('rating', 'Overall rating', { max: 5 }),
  ]);
  await publish(staff.client, surveyId);
  questions = (await publicSurvey(staff.client, surveyId)).survey!.questions;
  for (const [service, comment] of ANSWERS) {
    const { error } = await staff.client.rpc('submit_survey_response', {
      p_survey_id: surveyId,
      p_answers: byTitle(questions, { 'Which service?': service, 'What could we do better?': comment }),
    });
    expect(error).toBeNull();
  }
});

describe('the most frequent words of a text question', () => {
  it('a staff member sees the words counted once per answer, without stop words, short words or numbers', async () => {
    const { data, error } = await words();
    expect(error).toBeNull();
    expect(data).toEqual([
      { word: 'report', n: 3 },
      { word: 'clear', n: 2 },
      { word: 'auditor', n: 1 },
      { word: 'came', n: 1 },
      { word: 'change', n: 1 },
      { word: 'friendly', n: 1 },
      { word: 'great', n: 1 },
      { word: 'late', n: 1 },
      { word: 'meter', n: 1 },
      { word: 'noise', n: 1 },
      { word: 'readings', n: 1 },
      { word: 'time', n: 1 },
      { word: 'unclear', n: 1 },
    ]);
  });

  it('asks for the few most frequent only', async () => {
    const { data } = await words({ p_limit: 2 });
    expect(data).toEqual([
      { word: 'report', n: 3 },
      { word: 'clear', n: 2 },
    ]);
  });

  it('counts only the responses the cross-tab filter keeps and those in the date range', async () => {
    const { data, error } = await words({
      p_filter_key: keyOf('Which service?'),
      p_filter_value: 'Noise survey',
      p_limit: 3,
    });
    expect(error).toBeNull();
    expect(data).toEqual([
      { word: 'report', n: 2 },
      { word: 'auditor', n: 1 },
      { word: 'came', n: 1 },
    ]);
    const tomorrow = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    expect((await words({ p_from: tomorrow })).data).toEqual([]);
  });

  it('is refused for a question that is not a text question, a bad limit, and visitors', async () => {
    const rating = await words({ p_key: keyOf('Overall rating') });
    expect(rating.status).toBe(400);
    expect(rating.error?.message).toBe(
      "Word counts are made for the current version's short and long text questions only",
    );
    const tooMany = await words({ p_limit: 500 });
    expect(tooMany.error?.message).toBe('Ask for between 1 and 100 words');
    const badFilter = await words({ p_filter_key: keyOf('Which service?'), p_filter_value: 'Catering' });
    expect(badFilter.error?.message).toBe('“Catering” is not one of the answers to “Which service?”');
    const visitor = await anonClient().rpc('survey_text_words', {
      p_id: surveyId,
      p_key: keyOf('What could we do better?'),
    });
    expect(visitor.data).toBeNull();
    expect(visitor.error).not.toBeNull();
  });
});
