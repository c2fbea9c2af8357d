// plugins/projects/demo/30-projects.sql on a new database (PGlite, or PostgreSQL with
// TEST_DATABASE_URL), after the customers and leads demos, as the demo runner loads it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoDatabase } from '../../../tests/support/demo-database.ts';
import type { FreshDatabase } from '../../../tests/support/fresh-database.ts';

let fresh: FreshDatabase;
let applied: string[] = [];

beforeAll(async () => {
  ({ fresh, applied } = await demoDatabase('safeworks_projects_demo'));
}, 120_000);
afterAll(async () => {
  await fresh?.drop();
});

const one = async <T>(sql: string) => (await fresh.db.query<T>(sql)).rows[0] as T;

describe('the projects demo data', () => {
  it('loads after the customers and leads demos', () => {
    expect(applied.indexOf('projects/30-projects.sql')).toBeGreaterThan(
      applied.indexOf('leads/20-leads.sql'),
    );
  });

  it('has projects of demo customers in every status, managed by demo staff, with tasks, milestones, teams and updates', async () => {
    const r = await one<Record<string, number>>(`
      select count(*)::int as n,
             count(distinct status)::int as statuses,
             count(distinct health)::int as healths,
             count(*) filter (where manager_id not in (select id from auth.users
               where email like '%@demo.safeworks.test'))::int as foreign_managers,
             count(*) filter (where site_id is null)::int as without_site,
             count(*) filter (where not exists (select 1 from public.project_tasks t where t.project_id = p.id))::int as without_tasks,
             count(*) filter (where not exists (select 1 from public.project_milestones m where m.project_id = p.id))::int as without_milestones,
             count(*) filter (where exists (select 1 from public.project_members m where m.project_id = p.id))::int as with_team,
             count(*) filter (where exists (select 1 from public.project_status_updates u where u.project_id = p.id))::int as with_updates,
             count(*) filter (where lead_id is not null)::int as from_leads
        from public.projects p`);
    expect(r).toMatchObject({
      n: 18,
      statuses: 5,
      healths: 3,
      foreign_managers: 0,
      without_site: 0,
      without_tasks: 0,
      without_milestones: 0,
      from_leads: 1,
    });
    expect(r.with_team).toBeGreaterThan(5);
    expect(r.with_updates).toBeGreaterThan(5);
  });

  it('names the manager on the projects’ timelines, never “the system”', async () => {
    const r = await one<{ events: number; by_system: number; by_manager: number }>(`
      select count(*)::int as events,
             count(*) filter (where e.actor is null)::int as by_system,
             count(*) filter (where e.actor = p.manager_id)::int as by_manager
        from public.record_events e
        join public.projects p on e.record_type = 'projects' and e.record_id = p.id::text`);
    expect(r.events).toBeGreaterThan(50);
    expect(r.by_system).toBe(0);
    expect(r.by_manager).toBe(r.events);
    const tasks = await one<{ by_system: number; events: number }>(`
      select count(*)::int as events, count(*) filter (where e.actor is null)::int as by_system
        from public.record_events e where e.record_type = 'project_tasks'`);
    expect(tasks.events).toBeGreaterThan(0);
    expect(tasks.by_system).toBe(0);
    // The session claims are off again once the demo is in (nothing after it runs as the manager).
    expect((await one<{ uid: string | null }>('select auth.uid() as uid')).uid).toBeNull();
  });

  it('numbers them PRJ-<year>-0001 onwards, shows progress, and has one overdue', async () => {
    const r = await one<{
      first: string;
      last: string;
      done_full: number;
      running_some: number;
      overdue: number;
    }>(`
      select min(number) as first, max(number) as last,
             count(*) filter (where progress = 100)::int as done_full,
             count(*) filter (where status = 'in_progress' and progress between 1 and 99)::int as running_some,
             count(*) filter (where overdue)::int as overdue
        from public.projects_list`);
    const year = new Date().getFullYear();
    expect(r.first).toBe(`PRJ-${year}-0001`);
    expect(r.last).toBe(`PRJ-${year}-0018`);
    expect(r.done_full).toBe(4);
    expect(r.running_some).toBeGreaterThan(2);
    expect(r.overdue).toBeGreaterThanOrEqual(1);
  });

  it('leaves won leads without a project for "Create project"', async () => {
    const r = await one<{ n: number }>(`
      select count(*)::int as n from public.leads l
       where l.stage = 'won' and not exists (select 1 from public.projects p where p.lead_id = l.id)`);
    expect(r.n).toBeGreaterThan(0);
  });
});
