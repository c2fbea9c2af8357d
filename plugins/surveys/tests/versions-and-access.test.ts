// Survey versions, who may read and write the survey store, and the analytics figures:
// publishing a survey that has responses makes a new version while old responses keep
// their questions; visitors and shop customers read no survey table; staff build and
// read; deleting needs an administrator; results and CSV are aggregated in SQL.
import { beforeAll, describe, expect, it } from 'vitest';
import { userWithRole } from '../../../tests/kernel-schema/support.ts';
import { anonClient } from '../../../tests/support/clients.ts';
import { byTitle, newSurvey, publicSurvey, publish, q } from './support.ts';

type User = Awaited<ReturnType<typeof userWithRole>>;
let staff: User;
let admin: User;
let customer: User;

beforeAll(async () => {
  [staff, admin, customer] = await Promise.all([
    userWithRole('staff'),
    userWithRole('admin'),
    userWithRole('customer'),
  ]);
});

describe('editing a survey that has responses', () => {
  it('publishes a new version; the old response keeps the question it answered; results add versions up by question', async () => {
    const rating = q('rating', 'Overall rating', { required: true, max: 5 });
    const comment = q('short_text', 'Comments');
    const id = await newSurvey(staff.client, [rating, comment]);
    expect(await publish(staff.client, id)).toEqual({ version: 1, new_version: true });
    // Republishing before anyone answered changes version 1 in place.
    expect(await publish(staff.client, id)).toEqual({ version: 1, new_version: false });

    const v1 = (await publicSurvey(anonClient(), id)).survey!;
    const first = await anonClient().rpc('submit_survey_response', {
      p_survey_id: id,
      p_answers: byTitle(v1.questions, { 'Overall rating': 5, Comments: 'Thorough' }),
    });
    expect(first.error).toBeNull();

    const edited = { ...rating, title: 'Overall, how would you rate the audit?' };
    const { error: saving } = await staff.client
      .from('surveys')
      .update({ draft: { questions: [edited, q('nps', 'Recommend us?')], settings: {} } })
      .eq('id', id);
    expect(saving).toBeNull();
    expect(await publish(staff.client, id)).toEqual({ version: 2, new_version: true });

    const v2 = (await publicSurvey(anonClient(), id)).survey!;
    expect(v2.questions.map((x) => x.title)).toEqual([
      'Overall, how would you rate the audit?',
      'Recommend us?',
    ]);
    // A page still showing version 1 sends answers to questions that are gone: refused.
    const stale = await anonClient().rpc('submit_survey_response', {
      p_survey_id: id,
      p_answers: byTitle(v1.questions, { 'Overall rating': 4 }),
    });
    expect(stale.error?.message).toMatch(/not in this survey/);
    for (const [stars, score] of [
      [3, 10],
      [4, 6],
    ])
      expect(
        (
          await anonClient().rpc('submit_survey_response', {
            p_survey_id: id,
            p_answers: byTitle(v2.questions, {
              'Overall, how would you rate the audit?': stars,
              'Recommend us?': score,
            }),
          })
        ).error,
      ).toBeNull();

    const { data: old } = await staff.client
      .from('survey_answers')
      .select('value, survey_questions(title, version)')
      .eq('response_id', first.data.response_id)
      .order('value');
    expect(old?.map((a) => [a.value, a.survey_questions])).toEqual([
      // jsonb orders text before numbers.
      ['Thorough', { title: 'Comments', version: 1 }],
      [5, { title: 'Overall rating', version: 1 }],
    ]);

    // The analytics page's list of responses: each with its answers and their questions.
    const { data: listed } = await staff.client
      .from('survey_responses')
      .select('version, survey_answers(value, survey_questions(title, position))')
      .eq('id', first.data.response_id)
      .single();
    expect(listed?.version).toBe(1);
    expect(listed?.survey_answers).toEqual(
      expect.arrayContaining([{ value: 5, survey_questions: { title: 'Overall rating', position: 0 } }]),
    );

    const { data: results, error } = await staff.client.rpc('survey_results', { p_id: id });
    expect(error).toBeNull();
    expect(results.responses).toBe(3);
    const [overall, nps] = results.questions;
    expect(overall).toMatchObject({
      title: 'Overall, how would you rate the audit?',
      answered: 3,
      average: 4,
    });
    expect(overall.counts.map((c: { count: number }) => c.count)).toEqual([0, 0, 1, 1, 1]);
    // This week's NPS is the trend's one point (ADR 060: week by week, from Monday, company time).
    const monday = new Date(
      `${new Date().toLocaleDateString('en-CA', { timeZone: 'Africa/Nairobi' })}T00:00:00Z`,
    );
    monday.setUTCDate(monday.getUTCDate() - ((monday.getUTCDay() + 6) % 7));
    expect(nps.nps).toEqual({
      promoters: 1,
      passives: 0,
      detractors: 1,
      score: 0,
      trend: [{ week: monday.toISOString().slice(0, 10), answers: 2, score: 0 }],
    });

    // A date range keeps the responses of those days: none from tomorrow on.
    const tomorrow = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    const { data: later } = await staff.client.rpc('survey_results', { p_id: id, p_from: tomorrow });
    expect(later.responses).toBe(0);
    expect(later.questions[0]).toMatchObject({ answered: 0, average: null });

    const { data: csv } = await staff.client.rpc('survey_responses_csv', { p_id: id });
    const lines = (csv as string).trim().split('\n');
    expect(lines[0]).toBe(
      'Submitted,Version,E-mail,"Overall, how would you rate the audit?","Recommend us?"',
    );
    expect(lines.slice(1).map((l) => l.split(',').slice(1).join(','))).toEqual([
      '1,,"5",""',
      '2,,"3","10"',
      '2,,"4","6"',
    ]);
  });

  it('exports text that starts like a spreadsheet formula with a leading apostrophe', async () => {
    const id = await newSurvey(staff.client, [q('short_text', 'Site')]);
    await publish(staff.client, id);
    const shown = (await publicSurvey(anonClient(), id)).survey!;
    await anonClient().rpc('submit_survey_response', {
      p_survey_id: id,
      p_answers: byTitle(shown.questions, { Site: '=HYPERLINK("http://x.example")' }),
    });
    const { data: csv } = await staff.client.rpc('survey_responses_csv', { p_id: id });
    expect((csv as string).trim().split('\n')[1]).toMatch(/,"'=HYPERLINK\(""http:\/\/x\.example""\)"$/);
  });

  it('refuses to publish a draft with a choice question of one choice, naming the question', async () => {
    const one = q('single_choice', 'Which site?', { choices: ['Thika'] });
    const id = await newSurvey(staff.client, [one]);
    const { error } = await staff.client.rpc('publish_survey', { p_id: id });
    expect(error?.message).toBe('Question 1 (“Which site?”) needs at least two choices');
    expect(error?.details).toBe(one.key);
  });
});

describe('duplicating a survey', () => {
  it('makes a draft with the same questions and settings and no responses', async () => {
    const id = await newSurvey(staff.client, [q('nps', 'Recommend us?')], { thank_you: 'Asante' });
    await publish(staff.client, id);
    const { data: copy, error } = await staff.client.rpc('duplicate_survey', { p_id: id });
    expect(error).toBeNull();
    const { data: row } = await staff.client
      .from('surveys')
      .select('title, status, version, draft')
      .eq('id', copy)
      .single();
    expect(row).toMatchObject({
      title: 'Client satisfaction after an audit (copy)',
      status: 'draft',
      version: 0,
      draft: { settings: { thank_you: 'Asante' }, questions: [{ kind: 'nps', title: 'Recommend us?' }] },
    });
    expect((await customer.client.rpc('duplicate_survey', { p_id: id })).error).not.toBeNull();
  });
});

describe('who may reach the survey store', () => {
  it('visitors and shop customers read no survey, question, response or answer, and cannot write one', async () => {
    const id = await newSurvey(staff.client, [q('short_text', 'Name')]);
    await publish(staff.client, id);
    for (const [who, client] of [
      ['anon', anonClient()],
      ['customer', customer.client],
    ] as const) {
      for (const table of ['surveys', 'survey_questions', 'survey_responses', 'survey_answers']) {
        const { data } = await client.from(table).select('*').limit(5);
        expect(data ?? [], `${who} ${table}`).toEqual([]);
      }
      const insert = await client.from('surveys').insert({ title: 'Mine' });
      expect(insert.error, who).not.toBeNull();
      const pub = await client.rpc('publish_survey', { p_id: id });
      expect(pub.error, who).not.toBeNull();
      const results = await client.rpc('survey_results', { p_id: id });
      expect(results.error, who).not.toBeNull();
    }
  });

  it('staff change the draft, not what respondents see, and cannot delete; an administrator deletes', async () => {
    const id = await newSurvey(staff.client, [q('short_text', 'Name')]);
    await publish(staff.client, id);
    const sneaky = await staff.client.from('surveys').update({ status: 'closed' }).eq('id', id);
    expect(sneaky.error?.message).toBe('Publish or close the survey to change what respondents see');
    const title = await staff.client
      .from('surveys')
      .update({ title: 'Renamed' })
      .eq('id', id)
      .select('title');
    expect(title.data).toEqual([{ title: 'Renamed' }]);

    const staffDelete = await staff.client.from('surveys').delete().eq('id', id).select('id');
    expect(staffDelete.data ?? []).toEqual([]);
    const adminDelete = await admin.client.from('surveys').delete().eq('id', id).select('id');
    expect(adminDelete.data).toEqual([{ id }]);
  });
});
