// Projects through supabase-js (issue 13): create_project with its service's
// template, yearly gapless numbers under concurrency, the database's own
// validation, and who may read, edit and delete.
import { describe, expect, it } from 'vitest';
import { userWithRole } from '../../../tests/kernel-schema/support.ts';
import { anonClient, serviceClient } from '../../../tests/support/clients.ts';
import { eventsOf } from '../../leads/tests/support.ts';
import { addDays, createProject, customerWithSite, serviceBySlug, templateOf } from './support.ts';

const year = () => new Date().getFullYear();

describe('creating a project from a service template', () => {
  it('a staff member creates a noise survey for a customer site and gets its tasks (assigned to the manager) and milestones, due from the start', async () => {
    const staff = await userWithRole('staff');
    const customer = await customerWithSite(staff.client);
    const noise = await serviceBySlug('survey-analysis/noise');
    const template = await templateOf(noise.id);
    expect(template.project_template_tasks.length).toBeGreaterThanOrEqual(5);
    expect(template.project_template_milestones.length).toBeGreaterThanOrEqual(2);

    const project = await createProject(staff.client, {
      title: 'Noise survey — Thika plant',
      customer_id: customer.id,
      site_id: customer.siteId,
      service_id: noise.id,
      start_on: '2026-12-01',
      due_on: '2026-12-20',
      budget: 185000.5,
      tags: [' noise ', 'annual', 'noise'],
      number: 'PRJ-1999-0001',
    });
    expect(project.number).toMatch(new RegExp(`^PRJ-${year()}-\\d{4}$`));
    expect(project).toMatchObject({
      manager_id: staff.id,
      created_by: staff.id,
      status: 'planned',
      health: 'on_track',
      tags: ['noise', 'annual'],
    });
    expect(Number(project.budget)).toBe(185000.5);

    const tasks = await staff.client
      .from('project_tasks')
      .select('title, due_on, priority, status, position, assignee_id')
      .eq('project_id', project.id)
      .order('position');
    // Every task starts with the project's manager, not "Unassigned".
    expect(tasks.data).toEqual(
      [...template.project_template_tasks]
        .sort((a, b) => a.position - b.position)
        .map((t) => ({
          title: t.title,
          due_on: addDays('2026-12-01', t.offset_days),
          priority: t.priority,
          status: 'todo',
          position: t.position,
          assignee_id: staff.id,
        })),
    );
    const milestones = await staff.client
      .from('project_milestones')
      .select('title, due_on, done_on')
      .eq('project_id', project.id)
      .order('position');
    expect(milestones.data).toEqual(
      [...template.project_template_milestones]
        .sort((a, b) => a.position - b.position)
        .map((m) => ({ title: m.title, due_on: addDays('2026-12-01', m.offset_days), done_on: null })),
    );

    const listed = await staff.client.from('projects_list').select('*').eq('id', project.id).single();
    expect(listed.data).toMatchObject({
      customer_name: customer.name,
      site_name: customer.siteName,
      service_name: noise.name,
      tasks_total: template.project_template_tasks.length,
      tasks_done: 0,
      progress: 0,
      overdue: false,
      next_milestone_on: addDays(
        '2026-12-01',
        Math.min(...template.project_template_milestones.map((m) => m.offset_days)),
      ),
    });

    const events = await eventsOf(staff.client, 'projects', project.id);
    expect(events.map((e) => e.kind)).toEqual(
      expect.arrayContaining([
        'created',
        'projects.task_added',
        'projects.milestone_added',
        'projects.template_applied',
      ]),
    );
  });

  it('a project without the template starts empty, and applying it later twice adds the tasks once', async () => {
    const admin = await userWithRole('admin');
    const staff = await userWithRole('staff');
    const customer = await customerWithSite(admin.client);
    const fire = await serviceBySlug('audits/fire-safety');
    const template = await templateOf(fire.id);
    const project = await createProject(
      admin.client,
      { title: 'Fire audit', customer_id: customer.id, service_id: fire.id, manager_id: staff.id },
      { apply_template: false },
    );
    const count = async () =>
      (
        await admin.client
          .from('project_tasks')
          .select('id', { count: 'exact', head: true })
          .eq('project_id', project.id)
      ).count;
    expect(await count()).toBe(0);

    // A staff member who does not manage it may not; the manager may.
    const other = await userWithRole('staff');
    const refused = await other.client.rpc('apply_project_template', { project_id: project.id });
    expect(refused.error).toMatchObject({ code: '42501' });
    const applied = await staff.client.rpc('apply_project_template', { project_id: project.id });
    expect(applied.error).toBeNull();
    expect(applied.data).toEqual({
      tasks: template.project_template_tasks.length,
      milestones: template.project_template_milestones.length,
    });
    const again = await admin.client.rpc('apply_project_template', { project_id: project.id });
    expect(again.data).toEqual({ tasks: 0, milestones: 0 });
    expect(await count()).toBe(template.project_template_tasks.length);
  });

  it('every engagement service has a template with tasks and milestones', async () => {
    const { data } = await serviceClient()
      .from('services')
      .select(
        'slug, parent_id, project_templates(name, project_template_tasks(id), project_template_milestones(id))',
      )
      .eq('is_active', true);
    const rows = data as unknown as {
      slug: string;
      parent_id: string | null;
      project_templates: { project_template_tasks: unknown[]; project_template_milestones: unknown[] } | null;
    }[];
    const areasWithChildren = new Set(
      rows.filter((r) => r.slug.includes('/')).map((r) => r.slug.split('/')[0]),
    );
    const engagements = rows.filter((r) => r.slug.includes('/') || !areasWithChildren.has(r.slug));
    expect(engagements.length).toBeGreaterThanOrEqual(18);
    for (const s of engagements) {
      expect({ slug: s.slug, tasks: (s.project_templates?.project_template_tasks.length ?? 0) > 0 }).toEqual({
        slug: s.slug,
        tasks: true,
      });
      expect(s.project_templates?.project_template_milestones.length ?? 0).toBeGreaterThan(0);
    }
  });
});

describe('project numbers', () => {
  it('fifty creations at once get fifty distinct numbers with no gap, and refused ones give theirs back', async () => {
    const staff = await userWithRole('staff');
    const customer = await customerWithSite(staff.client);
    const calls = Array.from({ length: 55 }, (_, i) =>
      staff.client.rpc('create_project', {
        project: {
          title: `Concurrent ${i}`,
          customer_id: customer.id,
          // Every eleventh is refused (due before start) and rolls back with its number.
          ...(i % 11 === 5 ? { start_on: '2026-12-10', due_on: '2026-12-01' } : {}),
        },
        apply_template: false,
      }),
    );
    const results = await Promise.all(calls);
    const refused = results.filter((r) => r.error);
    expect(refused).toHaveLength(5);
    const numbers = results.filter((r) => !r.error).map((r) => (r.data as { number: string }).number);
    expect(numbers).toHaveLength(50);
    expect(new Set(numbers).size).toBe(50);
    const seq = numbers.map((x) => Number(x.split('-')[2])).sort((a, b) => a - b);
    // No gap: every number between our first and our last is a project that exists (other files
    // create projects at the same time; none deletes one while this runs).
    const all = await serviceClient().from('projects').select('number').like('number', `PRJ-${year()}-%`);
    const existing = new Set((all.data ?? []).map((r) => Number(r.number.split('-')[2])));
    for (let k = seq[0] as number; k <= (seq[seq.length - 1] as number); k += 1)
      expect(existing.has(k) ? k : `missing ${k}`).toBe(k);
  });
});

describe('what the database refuses', () => {
  it('a due date before the start, a site of another customer, a manager or member who is not staff', async () => {
    const staff = await userWithRole('staff');
    const shopper = await userWithRole('customer');
    const mine = await customerWithSite(staff.client);
    const theirs = await customerWithSite(staff.client, 'East African Breweries');
    const base = { title: 'Risk assessment', customer_id: mine.id };
    const call = (project: Record<string, unknown>, member_ids: string[] = []) =>
      staff.client.rpc('create_project', { project: { ...base, ...project }, member_ids });

    const late = await call({ start_on: '2026-12-10', due_on: '2026-12-01' });
    expect(late.error).toMatchObject({ code: '23514' });
    expect(late.error?.message).toContain('projects_due_after_start');
    const site = await call({ site_id: theirs.siteId });
    expect(site.error).toMatchObject({
      code: '23514',
      message: "The site must be one of the customer's sites",
    });
    const manager = await call({ manager_id: shopper.id });
    expect(manager.error).toMatchObject({
      code: '23514',
      message: 'The project manager must be an active staff member',
    });
    const member = await call({}, [shopper.id]);
    expect(member.error).toMatchObject({
      code: '23514',
      message: 'Only active staff members can join a project team',
    });
    const untitled = await call({ title: '  ' });
    expect(untitled.error).toMatchObject({
      code: '23502',
      message: 'Give the project a title',
      details: 'title',
    });
    const budget = await call({ budget: -1 });
    expect(budget.error?.message).toContain('projects_budget_positive');

    // And on an edit straight through the table.
    const ok = await createProject(staff.client, { ...base, site_id: mine.siteId });
    const moved = await staff.client.from('projects').update({ site_id: theirs.siteId }).eq('id', ok.id);
    expect(moved.error).toMatchObject({ code: '23514' });
    const renumbered = await staff.client
      .from('projects')
      .update({ number: 'PRJ-2000-0001' })
      .eq('id', ok.id)
      .select('number')
      .single();
    expect(renumbered.data?.number).toBe(ok.number);
  });

  it('starting and finishing a project fill its actual dates; a health update sets its health', async () => {
    const staff = await userWithRole('staff');
    const customer = await customerWithSite(staff.client);
    const p = await createProject(staff.client, { title: 'Air quality', customer_id: customer.id });
    const started = await staff.client
      .from('projects')
      .update({ status: 'in_progress' })
      .eq('id', p.id)
      .select('started_on, finished_on')
      .single();
    expect(started.data?.started_on).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(started.data?.finished_on).toBeNull();
    const update = await staff.client
      .from('project_status_updates')
      .insert({ project_id: p.id, health: 'at_risk', comment: ' Laboratory results late ' })
      .select('health, comment, created_by')
      .single();
    expect(update.data).toEqual({
      health: 'at_risk',
      comment: 'Laboratory results late',
      created_by: staff.id,
    });
    const after = await staff.client.from('projects').select('health').eq('id', p.id).single();
    expect(after.data?.health).toBe('at_risk');
    const finished = await staff.client
      .from('projects')
      .update({ status: 'done' })
      .eq('id', p.id)
      .select('started_on, finished_on')
      .single();
    expect(finished.data?.finished_on).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(finished.data?.started_on).toBe(started.data?.started_on);
  });

  it('progress follows the done tasks, and a passed due date makes an open project overdue', async () => {
    const staff = await userWithRole('staff');
    const customer = await customerWithSite(staff.client);
    const p = await createProject(staff.client, {
      title: 'Overdue audit',
      customer_id: customer.id,
      start_on: '2020-01-01',
      due_on: '2020-02-01',
    });
    const tasks = await staff.client
      .from('project_tasks')
      .insert([1, 2, 3, 4].map((i) => ({ project_id: p.id, title: `Step ${i}` })))
      .select('id');
    expect(tasks.error).toBeNull();
    const done = await staff.client
      .from('project_tasks')
      .update({ status: 'done' })
      .eq('id', tasks.data?.[0]?.id)
      .select('completed_at')
      .single();
    expect(done.data?.completed_at).not.toBeNull();
    const listed = await staff.client
      .from('projects_list')
      .select('tasks_total, tasks_done, progress, overdue')
      .eq('id', p.id)
      .single();
    expect(listed.data).toEqual({ tasks_total: 4, tasks_done: 1, progress: 25, overdue: true });
    await staff.client.from('projects').update({ status: 'done' }).eq('id', p.id);
    const closed = await staff.client.from('projects_list').select('overdue').eq('id', p.id).single();
    expect(closed.data?.overdue).toBe(false);
  });
});

describe('who may do what with projects', () => {
  it('staff read all; the manager, members and admins edit; others cannot; admins delete', async () => {
    const manager = await userWithRole('staff');
    const member = await userWithRole('staff');
    const outsider = await userWithRole('staff');
    const admin = await userWithRole('admin');
    const customer = await customerWithSite(manager.client);
    const p = await createProject(
      manager.client,
      { title: 'Team rules', customer_id: customer.id },
      {
        member_ids: [member.id],
      },
    );

    const read = await outsider.client.from('projects').select('id').eq('id', p.id);
    expect(read.data).toEqual([{ id: p.id }]);
    const canEdit = await outsider.client.rpc('can_edit_project', { p_project: p.id });
    expect(canEdit.data).toBe(false);
    const edit = (who: typeof manager, title: string) =>
      who.client.from('projects').update({ title }).eq('id', p.id).select('title');
    expect((await edit(outsider, 'Outsider')).data).toEqual([]);
    expect((await edit(member, 'By member')).data).toEqual([{ title: 'By member' }]);
    expect((await edit(manager, 'By manager')).data).toEqual([{ title: 'By manager' }]);
    expect((await edit(admin, 'By admin')).data).toEqual([{ title: 'By admin' }]);

    const task = await outsider.client.from('project_tasks').insert({ project_id: p.id, title: 'Sneaky' });
    expect(task.error).toMatchObject({ code: '42501' });
    const memberTask = await member.client
      .from('project_tasks')
      .insert({ project_id: p.id, title: 'Site walk-through', assignee_id: member.id })
      .select('id')
      .single();
    expect(memberTask.error).toBeNull();
    const item = await member.client
      .from('project_task_items')
      .insert({ task_id: memberTask.data?.id, label: 'Bring the dosimeters' });
    expect(item.error).toBeNull();
    const outsiderItem = await outsider.client
      .from('project_task_items')
      .insert({ task_id: memberTask.data?.id, label: 'No' });
    expect(outsiderItem.error).toMatchObject({ code: '42501' });
    const join = await outsider.client
      .from('project_members')
      .insert({ project_id: p.id, member_id: outsider.id });
    expect(join.error).toMatchObject({ code: '42501' });

    // Deleting needs admin; the tasks go with the project.
    const staffDelete = await manager.client.from('projects').delete().eq('id', p.id).select('id');
    expect(staffDelete.data).toEqual([]);
    const adminDelete = await admin.client.from('projects').delete().eq('id', p.id).select('id');
    expect(adminDelete.data).toEqual([{ id: p.id }]);
    const gone = await serviceClient().from('project_tasks').select('id').eq('project_id', p.id);
    expect(gone.data).toEqual([]);
  });

  it('a shop customer and a visitor read nothing and cannot create projects', async () => {
    const staff = await userWithRole('staff');
    const customer = await customerWithSite(staff.client);
    const p = await createProject(staff.client, { title: 'Hidden', customer_id: customer.id });
    const shopper = await userWithRole('customer');
    for (const client of [shopper.client, anonClient()]) {
      for (const table of [
        'projects',
        'projects_list',
        'project_tasks',
        'project_milestones',
        'project_templates',
      ]) {
        const r = await client.from(table).select('*').limit(5);
        expect({ table, rows: r.data ?? [] }).toEqual({ table, rows: [] });
      }
      const made = await client.rpc('create_project', {
        project: { title: 'Mine', customer_id: customer.id },
      });
      expect(made.error).not.toBeNull();
      const events = await client
        .from('record_events')
        .select('id')
        .eq('record_type', 'projects')
        .eq('record_id', p.id);
      expect(events.data ?? []).toEqual([]);
    }
    const shopperMade = await shopper.client.rpc('create_project', {
      project: { title: 'x', customer_id: customer.id },
    });
    expect(shopperMade.error).toMatchObject({ code: '42501', message: 'Only staff can create projects' });
  });
});
