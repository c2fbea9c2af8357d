// create_project_from_lead through supabase-js: a won lead becomes a project in
// one step (customer, site, service, budget and manager from the lead, the
// service's template applied), and a second call answers the same project.
import { describe, expect, it } from 'vitest';
import { userWithRole } from '../../../tests/kernel-schema/support.ts';
import { eventsOf, newLead } from '../../leads/tests/support.ts';
import { customerWithSite, type ProjectRow, serviceBySlug, templateOf } from './support.ts';

describe('a won lead becomes a project', () => {
  it('in one step, linking its customer and site, with the service template, once', async () => {
    const staff = await userWithRole('staff');
    const customer = await customerWithSite(staff.client, 'Del Monte Kenya');
    const noise = await serviceBySlug('survey-analysis/noise');
    const lead = await newLead(staff.client, {
      customer_id: customer.id,
      service_id: noise.id,
      expected_value: 240000,
      owner_id: staff.id,
      stage: 'won',
    });

    const first = await staff.client.rpc('create_project_from_lead', { lead_id: lead.id });
    expect(first.error).toBeNull();
    const project = first.data as ProjectRow;
    expect(project).toMatchObject({
      lead_id: lead.id,
      customer_id: customer.id,
      site_id: customer.siteId,
      service_id: noise.id,
      manager_id: staff.id,
      title: `Noise survey — ${customer.name}`,
    });
    expect(Number(project.budget)).toBe(240000);
    const tasks = await staff.client
      .from('project_tasks')
      .select('id', { count: 'exact', head: true })
      .eq('project_id', project.id);
    expect(tasks.count).toBe((await templateOf(noise.id)).project_template_tasks.length);

    // The double click, and a later call: the same project, not a second one.
    const [again, third] = await Promise.all([
      staff.client.rpc('create_project_from_lead', { lead_id: lead.id }),
      staff.client.rpc('create_project_from_lead', { lead_id: lead.id }),
    ]);
    expect((again.data as ProjectRow).id).toBe(project.id);
    expect((third.data as ProjectRow).id).toBe(project.id);
    const all = await staff.client.from('projects').select('id').eq('lead_id', lead.id);
    expect(all.data).toHaveLength(1);

    const events = await eventsOf(staff.client, 'leads', lead.id);
    expect(events.filter((e) => e.kind === 'projects.created_from_lead')).toEqual([
      expect.objectContaining({ link: `/dashboard/projects/${project.id}` }),
    ]);
  });

  it('a lead in proposal without a customer is marked won and gets its customer', async () => {
    const staff = await userWithRole('staff');
    const fire = await serviceBySlug('training/fire-safety');
    const company = `Sian Roses ${Date.now().toString(36)}`;
    const lead = await newLead(staff.client, { company, service_id: fire.id, stage: 'proposal' });
    const made = await staff.client.rpc('create_project_from_lead', {
      lead_id: lead.id,
      project: { start_on: '2026-12-07', due_on: '2026-12-31' },
    });
    expect(made.error).toBeNull();
    const project = made.data as ProjectRow;
    const after = await staff.client.from('leads').select('stage, customer_id').eq('id', lead.id).single();
    expect(after.data?.stage).toBe('won');
    expect(after.data?.customer_id).toBe(project.customer_id);
    const customer = await staff.client
      .from('customers')
      .select('name')
      .eq('id', project.customer_id)
      .single();
    expect(customer.data?.name).toBe(company);
    expect(project).toMatchObject({ start_on: '2026-12-07', due_on: '2026-12-31', site_id: null });
  });

  it('a lost lead is refused, and so is a visitor', async () => {
    const staff = await userWithRole('staff');
    const lead = await newLead(staff.client, { stage: 'lost', lost_reason: 'Went with another firm' });
    const refused = await staff.client.rpc('create_project_from_lead', { lead_id: lead.id });
    expect(refused.error).toMatchObject({ code: '22023' });
    expect(refused.error?.message).toBe(
      `Lead ${lead.reference} was lost: reopen it before making it a project`,
    );
    const shopper = await userWithRole('customer');
    const bad = await shopper.client.rpc('create_project_from_lead', { lead_id: lead.id });
    expect(bad.error).toMatchObject({ code: '42501' });
  });
});
