// Completion and drop-off per page (ADR 066), through supabase-js: the fill page reports
// how far each visit got (survey_progress, anon), and staff read per page how many reached
// it and how many stopped there without sending (survey_drop_off). Reports for pages that
// do not exist or surveys that are not open are quietly not recorded; visitors read nothing.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { userWithRole } from '../../../tests/kernel-schema/support.ts';
import { anonClient } from '../../../tests/support/clients.ts';
import { byTitle, newSurvey, publicSurvey, publish, q } from './support.ts';

let staff: Awaited<ReturnType<typeof userWithRole>>;
let id: string;

const reached = (key: string, page: number, survey = id) =>
  anonClient().rpc('survey_progress', { p_survey_id: survey, p_key: key, p_page: page });

beforeAll(async () => {
  staff = await userWithRole('staff');
  // Three pages: the questions before the first section, then two sections.
  id = await newSurvey(staff.client, [
    q('single_choice', 'Which site?', { choices: ['Thika', 'Athi River'] }),
    q('section', 'Noise'),
    q('nps', 'Would you recommend us?'),
    q('section', 'Last words'),
    q('long_text', 'Anything else?'),
  ]);
  await publish(staff.client, id);
});

describe('a staff member reading where respondents stopped', () => {
  it('sees per page how many reached it and how many stopped there, and how many sent their answers', async () => {
    const [a, b, c, d] = [randomUUID(), randomUUID(), randomUUID(), randomUUID()];
    for (const [key, page] of [
      [a, 0],
      [b, 0],
      [b, 1],
      [c, 0],
      [c, 2],
      [c, 1], // going back does not undo how far the visit got
      [d, 1],
    ] as const) {
      const { error } = await reached(key, page);
      expect(error).toBeNull();
    }
    const shown = (await publicSurvey(anonClient(), id)).survey!;
    const sent = await anonClient().rpc('submit_survey_response', {
      p_survey_id: id,
      p_answers: byTitle(shown.questions, { 'Would you recommend us?': 9 }),
      p_key: c,
    });
    expect(sent.error).toBeNull();

    const { data, error } = await staff.client.rpc('survey_drop_off', { p_id: id });
    expect(error).toBeNull();
    expect(data).toEqual({
      version: 1,
      started: 4,
      completed: 1,
      pages: [
        { page: 1, title: null, reached: 4, stopped: 1 },
        { page: 2, title: 'Noise', reached: 3, stopped: 2 },
        { page: 3, title: 'Last words', reached: 1, stopped: 0 },
      ],
    });
  });

  it('counts only the visits that started in the chosen dates', async () => {
    const { data } = await staff.client.rpc('survey_drop_off', { p_id: id, p_to: '2000-01-01' });
    expect(data.started).toBe(0);
    expect(data.pages.map((p: { reached: number }) => p.reached)).toEqual([0, 0, 0]);
  });
});

describe('reports the database does not keep', () => {
  it('a page that does not exist, or a survey that is not open, is quietly not recorded', async () => {
    const draft = await newSurvey(staff.client, [q('short_text', 'Name')]);
    expect((await reached(randomUUID(), 0, draft)).error).toBeNull();
    expect((await reached(randomUUID(), 7)).error).toBeNull();
    expect((await reached(randomUUID(), -1)).error).toBeNull();
    const { count } = await staff.client
      .from('survey_visits')
      .select('key', { count: 'exact', head: true })
      .in('survey_id', [id, draft]);
    expect(count).toBe(4);
  });

  it('visitors cannot read the visits or the drop-off', async () => {
    const anon = anonClient();
    const visits = await anon.from('survey_visits').select('key');
    expect(visits.data ?? []).toEqual([]);
    const { error } = await anon.rpc('survey_drop_off', { p_id: id });
    expect(error).not.toBeNull();
  });
});
