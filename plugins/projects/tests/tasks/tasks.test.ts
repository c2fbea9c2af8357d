// Project tasks through supabase-js: board moves (move_project_task) keep a
// gapless order under concurrent moves, checklists reorder, the project's team
// edits its tasks and nobody else does, "my tasks" is mine, and the changes
// land on the project's timeline.
import type { SupabaseClient } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import { userWithRole } from '../../../../tests/kernel-schema/support.ts';
import { anonClient } from '../../../../tests/support/clients.ts';
import { eventsOf } from '../../../leads/tests/support.ts';
import { createProject, customerWithSite } from '../support.ts';

type TaskRow = { id: string; title: string; status: string; position: number; completed_at: string | null };

async function projectWithTasks(
  client: SupabaseClient,
  managerId: string,
  titles: string[],
  members: string[] = [],
) {
  const customer = await customerWithSite(client, 'Kapa Oil Refineries');
  const project = await createProject(
    client,
    { title: 'Fire safety audit', customer_id: customer.id, manager_id: managerId, start_on: '2026-12-01' },
    { member_ids: members, apply_template: false },
  );
  const { data, error } = await client
    .from('project_tasks')
    .insert(titles.map((title, position) => ({ project_id: project.id, title, position })))
    .select('id, title');
  expect(error).toBeNull();
  const byTitle = Object.fromEntries((data ?? []).map((t) => [t.title, t.id as string]));
  return { project, byTitle };
}

async function board(client: SupabaseClient, projectId: string) {
  const { data, error } = await client
    .from('project_tasks')
    .select('id, title, status, position, completed_at')
    .eq('project_id', projectId)
    .order('status')
    .order('position');
  expect(error).toBeNull();
  const rows = (data ?? []) as TaskRow[];
  const columns: Record<string, string[]> = {};
  for (const r of rows) {
    columns[r.status] ??= [];
    columns[r.status]?.push(r.title);
  }
  return { rows, columns };
}

describe('moving tasks on a project board', () => {
  it('a member moves a task into another column at a place and both columns stay in order', async () => {
    const manager = await userWithRole('staff');
    const { project, byTitle } = await projectWithTasks(manager.client, manager.id, [
      'Walk the site',
      'Check extinguishers',
      'Test alarms',
      'Write report',
    ]);
    const moved = await manager.client.rpc('move_project_task', {
      task_id: byTitle['Test alarms'],
      status: 'in_progress',
      position: 0,
    });
    expect(moved.error).toBeNull();
    expect(moved.data).toMatchObject({ status: 'in_progress', position: 0 });
    await manager.client.rpc('move_project_task', {
      task_id: byTitle['Walk the site'],
      status: 'in_progress',
      position: 99,
    });
    await manager.client.rpc('move_project_task', {
      task_id: byTitle['Write report'],
      status: 'todo',
      position: 0,
    });

    const { rows, columns } = await board(manager.client, project.id);
    expect(columns).toEqual({
      todo: ['Write report', 'Check extinguishers'],
      in_progress: ['Test alarms', 'Walk the site'],
    });
    // Gapless 0, 1… in every column.
    for (const status of ['todo', 'in_progress'])
      expect(rows.filter((r) => r.status === status).map((r) => r.position)).toEqual([0, 1]);

    // Done stamps completed_at; moving back clears it.
    const done = await manager.client.rpc('move_project_task', {
      task_id: byTitle['Test alarms'],
      status: 'done',
      position: 0,
    });
    expect((done.data as TaskRow).completed_at).not.toBeNull();
    const reopened = await manager.client.rpc('move_project_task', {
      task_id: byTitle['Test alarms'],
      status: 'blocked',
      position: 0,
    });
    expect((reopened.data as TaskRow).completed_at).toBeNull();

    const kinds = (await eventsOf(manager.client, 'projects', project.id)).map((e) => e.kind);
    expect(kinds).toEqual(
      expect.arrayContaining([
        'projects.task_added',
        'projects.task_moved',
        'projects.task_done',
        'projects.task_reopened',
      ]),
    );
  });

  it('twenty moves at once still leave every column numbered 0, 1, 2… with no task lost', async () => {
    const manager = await userWithRole('staff');
    const titles = Array.from({ length: 10 }, (_, i) => `Task ${i + 1}`);
    const { project, byTitle } = await projectWithTasks(manager.client, manager.id, titles);
    const statuses = ['todo', 'in_progress', 'blocked', 'done'] as const;
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        manager.client.rpc('move_project_task', {
          task_id: byTitle[titles[i % titles.length] as string],
          status: statuses[i % statuses.length],
          position: i % 3,
        }),
      ),
    );
    for (const a of answers) expect(a.error).toBeNull();
    const { rows } = await board(manager.client, project.id);
    expect(rows).toHaveLength(10);
    for (const status of statuses) {
      const positions = rows.filter((r) => r.status === status).map((r) => r.position);
      expect(positions).toEqual(positions.map((_, i) => i));
    }
  });

  it('a staff member who is neither manager nor member cannot move, edit or add tasks; a member can', async () => {
    const manager = await userWithRole('staff');
    const member = await userWithRole('staff');
    const outsider = await userWithRole('staff');
    const { project, byTitle } = await projectWithTasks(
      manager.client,
      manager.id,
      ['Noise readings'],
      [member.id],
    );
    const task = byTitle['Noise readings'] as string;

    const move = await outsider.client.rpc('move_project_task', {
      task_id: task,
      status: 'done',
      position: 0,
    });
    expect(move.error?.code).toBe('42501');
    expect(move.error?.message).toBe("Only the project's manager, its team or an admin can move its tasks");
    const edit = await outsider.client
      .from('project_tasks')
      .update({ title: 'Hijacked' })
      .eq('id', task)
      .select();
    expect(edit.data).toEqual([]);
    const add = await outsider.client
      .from('project_tasks')
      .insert({ project_id: project.id, title: 'Mine now' });
    expect(add.error?.code).toBe('42501');
    const item = await outsider.client
      .from('project_task_items')
      .insert({ task_id: task, label: 'Sneak in' });
    expect(item.error?.code).toBe('42501');
    // …but reads them, as all staff do.
    expect((await outsider.client.from('project_tasks').select('id').eq('id', task)).data).toHaveLength(1);

    const memberMove = await member.client.rpc('move_project_task', {
      task_id: task,
      status: 'in_progress',
      position: 0,
    });
    expect(memberMove.error).toBeNull();
    const memberEdit = await member.client
      .from('project_tasks')
      .update({ title: 'Noise readings, day shift', assignee_id: member.id })
      .eq('id', task)
      .select('title');
    expect(memberEdit.data).toEqual([{ title: 'Noise readings, day shift' }]);

    const admin = await userWithRole('admin');
    expect(
      (await admin.client.rpc('move_project_task', { task_id: task, status: 'blocked', position: 0 })).error,
    ).toBeNull();

    // Visitors and shop customers: nothing.
    const anon = await anonClient().rpc('move_project_task', { task_id: task, status: 'todo', position: 0 });
    expect(anon.error).not.toBeNull();
    const customer = await userWithRole('customer');
    const asCustomer = await customer.client.rpc('move_project_task', {
      task_id: task,
      status: 'todo',
      position: 0,
    });
    expect(asCustomer.error?.code).toBe('P0002');
    expect((await customer.client.from('project_tasks').select('id').eq('id', task)).data).toEqual([]);
  });
});

describe('a task checklist', () => {
  it('a member reorders the checklist in one call; a stale order is refused with a clear sentence', async () => {
    const manager = await userWithRole('staff');
    const { byTitle } = await projectWithTasks(manager.client, manager.id, ['Prepare training']);
    const task = byTitle['Prepare training'] as string;
    const { data } = await manager.client
      .from('project_task_items')
      .insert([
        { task_id: task, label: 'Book the room', position: 0 },
        { task_id: task, label: 'Print handouts', position: 1 },
        { task_id: task, label: 'Order extinguishers for the drill', position: 2 },
      ])
      .select('id, label');
    const ids = Object.fromEntries((data ?? []).map((i) => [i.label, i.id as string]));
    const order = [ids['Order extinguishers for the drill'], ids['Book the room'], ids['Print handouts']];
    const reordered = await manager.client.rpc('reorder_task_items', { task_id: task, item_ids: order });
    expect(reordered.error).toBeNull();
    expect(
      (reordered.data as { label: string; position: number }[]).map((i) => [i.label, i.position]),
    ).toEqual([
      ['Order extinguishers for the drill', 0],
      ['Book the room', 1],
      ['Print handouts', 2],
    ]);

    const stale = await manager.client.rpc('reorder_task_items', {
      task_id: task,
      item_ids: order.slice(0, 2),
    });
    expect(stale.error?.code).toBe('40001');
    expect(stale.error?.message).toBe('The checklist changed meanwhile: reload it and try again');

    const outsider = await userWithRole('staff');
    const refused = await outsider.client.rpc('reorder_task_items', { task_id: task, item_ids: order });
    expect(refused.error?.code).toBe('42501');
  });
});

describe('my tasks', () => {
  it("lists only the signed-in member's open tasks, overdue flagged, with their project", async () => {
    const manager = await userWithRole('staff');
    const me = await userWithRole('staff');
    const { project, byTitle } = await projectWithTasks(
      manager.client,
      manager.id,
      ['Late one', 'Later one', 'Finished one', 'Not mine'],
      [me.id],
    );
    await manager.client
      .from('project_tasks')
      .update({ assignee_id: me.id, due_on: '2020-01-01' })
      .eq('id', byTitle['Late one']);
    await manager.client
      .from('project_tasks')
      .update({ assignee_id: me.id, due_on: '2099-01-01' })
      .eq('id', byTitle['Later one']);
    await manager.client
      .from('project_tasks')
      .update({ assignee_id: me.id, status: 'done' })
      .eq('id', byTitle['Finished one']);
    await manager.client
      .from('project_tasks')
      .update({ assignee_id: manager.id })
      .eq('id', byTitle['Not mine']);

    const { data, error } = await me.client
      .from('my_project_tasks')
      .select('title, overdue, project_number, project_title')
      .order('overdue', { ascending: false })
      .order('due_on');
    expect(error).toBeNull();
    expect(data).toEqual([
      {
        title: 'Late one',
        overdue: true,
        project_number: project.number,
        project_title: 'Fire safety audit',
      },
      {
        title: 'Later one',
        overdue: false,
        project_number: project.number,
        project_title: 'Fire safety audit',
      },
    ]);
    const anon = await anonClient().from('my_project_tasks').select('id');
    expect(anon.data ?? []).toEqual([]);
  });
});

describe('milestones on the project timeline', () => {
  it('reaching, reopening and moving a milestone each say so on the project timeline', async () => {
    const manager = await userWithRole('staff');
    const { project } = await projectWithTasks(manager.client, manager.id, []);
    const { data: m } = await manager.client
      .from('project_milestones')
      .insert({ project_id: project.id, title: 'Report delivered', due_on: '2026-12-20' })
      .select('id')
      .single();
    await manager.client.from('project_milestones').update({ done_on: '2026-12-18' }).eq('id', m?.id);
    await manager.client.from('project_milestones').update({ done_on: null }).eq('id', m?.id);
    await manager.client.from('project_milestones').update({ due_on: '2026-12-22' }).eq('id', m?.id);
    const events = await eventsOf(manager.client, 'projects', project.id);
    expect(events.map((e) => e.kind)).toEqual(
      expect.arrayContaining([
        'projects.milestone_added',
        'projects.milestone_done',
        'projects.milestone_reopened',
        'projects.milestone_rescheduled',
      ]),
    );
    expect(events.find((e) => e.kind === 'projects.milestone_rescheduled')?.changes).toEqual({
      name: [null, 'Report delivered'],
      due_on: ['2026-12-20', '2026-12-22'],
    });
  });
});
