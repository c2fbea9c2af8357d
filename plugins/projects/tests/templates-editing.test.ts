// Service templates edited through supabase-js (issue 13): an admin adds,
// changes and re-orders a service's template tasks (the re-order as one
// upsert, as the editor does) and a new project of that service starts with
// them; staff read templates but cannot write them; the database refuses
// negative due days.
import { describe, expect, it } from 'vitest';
import { userWithRole } from '../../../tests/kernel-schema/support.ts';
import { addDays, createProject, customerWithSite, serviceBySlug } from './support.ts';

// A template no other suite relies on, so its changes disturb nobody.
const SLUG = 'specialized-training/electrical';

async function templateId(client: Awaited<ReturnType<typeof userWithRole>>['client'], serviceId: string) {
  const { data, error } = await client
    .from('project_templates')
    .select('id')
    .eq('service_id', serviceId)
    .single();
  expect(error).toBeNull();
  return data?.id as string;
}

describe('admins edit the service templates', () => {
  it('an admin adds and re-orders template tasks, and a new project of that service gets them in that order', async () => {
    const admin = await userWithRole('admin');
    const service = await serviceBySlug(SLUG);
    const id = await templateId(admin.client, service.id);

    const added = await admin.client
      .from('project_template_tasks')
      .insert({
        template_id: id,
        title: 'Check the arc-flash PPE of each participant',
        description: 'Face shields, gloves and FR clothing sized for every participant.',
        offset_days: 3,
        priority: 'urgent',
        position: 5,
      })
      .select('id')
      .single();
    expect(added.error).toBeNull();

    const renamed = await admin.client
      .from('project_templates')
      .update({ name: 'Electrical safety (LOTO, 2026)' })
      .eq('id', id)
      .select('name')
      .single();
    expect(renamed.error).toBeNull();
    expect(renamed.data?.name).toBe('Electrical safety (LOTO, 2026)');

    // Re-order: the new task last, every position renumbered in one upsert.
    const current = await admin.client
      .from('project_template_tasks')
      .select('*')
      .eq('template_id', id)
      .order('position');
    expect(current.error).toBeNull();
    const rows = current.data ?? [];
    expect(rows[0]?.title).toBe('Check the arc-flash PPE of each participant');
    const reordered = [...rows.slice(1), rows[0]].map((r, i) => ({ ...r, position: (i + 1) * 10 }));
    const upserted = await admin.client.from('project_template_tasks').upsert(reordered).select('id');
    expect(upserted.error).toBeNull();
    expect(upserted.data).toHaveLength(rows.length);

    const staff = await userWithRole('staff');
    const customer = await customerWithSite(staff.client, 'Kenya Power Training Centre');
    const project = await createProject(staff.client, {
      title: 'Electrical safety training — Thika',
      customer_id: customer.id,
      site_id: customer.siteId,
      service_id: service.id,
      start_on: '2026-12-01',
    });
    const tasks = await staff.client
      .from('project_tasks')
      .select('title, due_on, priority, description')
      .eq('project_id', project.id)
      .order('position');
    expect(tasks.error).toBeNull();
    expect(tasks.data).toHaveLength(rows.length);
    expect(tasks.data?.at(-1)).toEqual({
      title: 'Check the arc-flash PPE of each participant',
      due_on: addDays('2026-12-01', 3),
      priority: 'urgent',
      description: 'Face shields, gloves and FR clothing sized for every participant.',
    });
    expect(tasks.data?.map((t) => t.title)).toEqual(reordered.map((r) => r.title));

    // Clean up for the other suites sharing this database.
    const removed = await admin.client
      .from('project_template_tasks')
      .delete()
      .eq('id', added.data?.id as string);
    expect(removed.error).toBeNull();
  });

  it('a staff member reads the templates but cannot change, add or remove their tasks', async () => {
    const staff = await userWithRole('staff');
    const service = await serviceBySlug(SLUG);
    const id = await templateId(staff.client, service.id);
    const before = await staff.client
      .from('project_template_tasks')
      .select('id, title')
      .eq('template_id', id);
    expect(before.error).toBeNull();
    expect(before.data?.length).toBeGreaterThan(0);
    const first = before.data?.[0] as { id: string; title: string };

    const updated = await staff.client
      .from('project_template_tasks')
      .update({ title: 'Skip the practicals' })
      .eq('id', first.id)
      .select('id');
    expect(updated.error).toBeNull();
    expect(updated.data).toEqual([]);

    const inserted = await staff.client
      .from('project_template_tasks')
      .insert({ template_id: id, title: 'Staff task', offset_days: 1 });
    expect(inserted.error?.code).toBe('42501');

    const deleted = await staff.client
      .from('project_template_tasks')
      .delete()
      .eq('id', first.id)
      .select('id');
    expect(deleted.data ?? []).toEqual([]);
    const renamed = await staff.client
      .from('project_templates')
      .update({ is_active: false })
      .eq('id', id)
      .select('id');
    expect(renamed.data ?? []).toEqual([]);

    const after = await staff.client
      .from('project_template_tasks')
      .select('id, title')
      .eq('id', first.id)
      .single();
    expect(after.data).toEqual(first);
  });

  it('the database refuses negative due days from an admin', async () => {
    const admin = await userWithRole('admin');
    const service = await serviceBySlug(SLUG);
    const id = await templateId(admin.client, service.id);
    const refused = await admin.client
      .from('project_template_milestones')
      .insert({ template_id: id, title: 'Before the start', offset_days: -1 });
    expect(refused.error?.code).toBe('23514');
    expect(refused.error?.message).toContain('project_template_milestones_offset_range');
  });
});
