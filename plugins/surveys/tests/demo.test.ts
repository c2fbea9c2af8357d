// plugins/surveys/demo/90-surveys.sql and plugins/feedback/demo/90-feedback.sql on a new database
// (PGlite, or PostgreSQL with TEST_DATABASE_URL), as the demo runner loads them: a published
// client-satisfaction survey with twenty valid responses (an NPS to show), a draft, and an inbox
// with new, in-progress and resolved feedback.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoDatabase } from '../../../tests/support/demo-database.ts';
import type { FreshDatabase } from '../../../tests/support/fresh-database.ts';

let fresh: FreshDatabase;
let applied: string[] = [];

beforeAll(async () => {
  ({ fresh, applied } = await demoDatabase('safeworks_surveys_demo'));
}, 120_000);
afterAll(async () => {
  await fresh?.drop();
});

const one = async <T>(sql: string) => (await fresh.db.query<T>(sql)).rows[0] as T;

describe('the surveys and feedback demo data', () => {
  it('loads both files', () => {
    expect(applied).toEqual(expect.arrayContaining(['surveys/90-surveys.sql', 'feedback/90-feedback.sql']));
  });

  it('has a published feedback survey with twenty responses whose answers its questions accept, and a draft', async () => {
    const r = await one<{ published: number; drafts: number; responses: number; nps: number; bad: number }>(`
      select (select count(*)::int from public.surveys where status = 'published' and purpose = 'feedback') as published,
             (select count(*)::int from public.surveys where status = 'draft') as drafts,
             (select count(*)::int from public.survey_responses) as responses,
             (select count(*)::int from public.survey_answers a join public.survey_questions q on q.id = a.question_id
               where q.kind = 'nps') as nps,
             (select count(*)::int from public.survey_answers a join public.survey_questions q on q.id = a.question_id
               where (q.kind in ('single_choice') and not ((a.value #>> '{}') = any (q.choices)))
                  or (q.kind = 'rating' and (a.value #>> '{}')::int not between 1 and 5)
                  or (q.kind = 'nps' and (a.value #>> '{}')::int not between 0 and 10)) as bad`);
    expect(r).toEqual({ published: 1, drafts: 1, responses: 20, nps: 20, bad: 0 });
  });

  it('has feedback in every status, one assigned to the demo staff member', async () => {
    const r = await one<{ statuses: number; assigned: number }>(`
      select count(distinct status)::int as statuses,
             count(*) filter (where assignee_id = (select id from auth.users where email = 'staff@demo.safeworks.test'))::int as assigned
        from public.feedback_items`);
    expect(r).toEqual({ statuses: 3, assigned: 1 });
  });
});
