// The follow-up job (leads.follow-up-reminders) through supabase-js: a due
// follow-up tells its owner once, survives being run again, tells again for a
// new date; closed leads and done activities are skipped; my_follow_ups()
// lists the signed-in member's due and overdue work.
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userWithRole } from '../../../tests/kernel-schema/support.ts';
import { serviceClient } from '../../../tests/support/clients.ts';
import { type FreshDatabase, freshDatabase } from '../../../tests/support/fresh-database.ts';
import { newLead } from './support.ts';

async function runJob() {
  const { error } = await serviceClient().rpc('test_run_leads_follow_ups');
  expect(error).toBeNull();
}

async function bell(client: SupabaseClient, kind: string) {
  const { data, error } = await client
    .from('notifications')
    .select('title, link, record_id')
    .eq('kind', kind)
    .order('id');
  expect(error).toBeNull();
  return data ?? [];
}

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

describe('a follow-up date that arrives', () => {
  it('tells the owner once, and again when the date is moved on and arrives', async () => {
    const owner = await userWithRole('staff');
    const due = await newLead(owner.client, { owner_id: owner.id, follow_up_on: day(-1) });
    const later = await newLead(owner.client, { owner_id: owner.id, follow_up_on: day(3) });
    const closed = await newLead(owner.client, { owner_id: owner.id, follow_up_on: day(-2), stage: 'won' });

    await runJob();
    await runJob();
    expect(await bell(owner.client, 'leads.follow-up-due')).toEqual([
      { title: `Follow up ${due.reference} today`, link: `/dashboard/leads/${due.id}`, record_id: due.id },
    ]);
    expect(later.id).not.toBe(closed.id);

    await owner.client
      .from('leads')
      .update({ follow_up_on: day(0) })
      .eq('id', due.id);
    await runJob();
    expect(await bell(owner.client, 'leads.follow-up-due')).toHaveLength(2);
  });

  it('tells whoever an activity is assigned to when it falls due, once, unless it is done', async () => {
    const staff = await userWithRole('staff');
    const lead = await newLead(staff.client);
    const past = new Date(Date.now() - 60_000).toISOString();
    const { data: rows } = await staff.client
      .from('activities')
      .insert([
        {
          kind: 'call',
          subject: 'Call about the fire audit',
          lead_id: lead.id,
          assigned_to: staff.id,
          due_at: past,
        },
        {
          kind: 'task',
          subject: 'Already done',
          lead_id: lead.id,
          assigned_to: staff.id,
          due_at: past,
          done_at: past,
        },
      ])
      .select('id');
    expect(rows).toHaveLength(2);
    await runJob();
    await runJob();
    expect(await bell(staff.client, 'leads.activity-due')).toEqual([
      {
        title: 'Due now: Call about the fire audit',
        link: `/dashboard/leads/${lead.id}`,
        record_id: lead.id,
      },
    ]);
  });
});

describe('my follow-ups', () => {
  it('lists my open leads due today or earlier and my activities due by tonight, overdue ones marked', async () => {
    const me = await userWithRole('staff');
    const colleague = await userWithRole('staff');
    const overdue = await newLead(me.client, { owner_id: me.id, follow_up_on: day(-3) });
    await newLead(me.client, { owner_id: me.id, follow_up_on: day(5) });
    await newLead(colleague.client, { owner_id: colleague.id, follow_up_on: day(-1) });
    await me.client.from('activities').insert({
      subject: 'Send the proposal',
      kind: 'email',
      lead_id: overdue.id,
      assigned_to: me.id,
      due_at: new Date(Date.now() - 3_600_000).toISOString(),
    });
    const { data, error } = await me.client.rpc('my_follow_ups');
    expect(error).toBeNull();
    expect(data).toEqual([
      expect.objectContaining({
        item_type: 'lead',
        id: overdue.id,
        subtitle: overdue.reference,
        overdue: true,
      }),
      expect.objectContaining({
        item_type: 'activity',
        lead_id: overdue.id,
        title: 'Send the proposal',
        overdue: true,
      }),
    ]);
  });
});

describe('the scheduler', () => {
  let fresh: FreshDatabase;
  beforeAll(async () => {
    fresh = await freshDatabase('safeworks_leads_jobs');
  });
  afterAll(async () => {
    await fresh?.drop();
  });

  it('has the follow-up job registered and runs it successfully when due', async () => {
    const registered = await fresh.db.query<{ function_name: string; run_every: string }>(
      `select function_name, run_every::text from app.scheduled_jobs where name = 'leads.follow-up-reminders'`,
    );
    expect(registered.rows).toEqual([
      { function_name: 'app.leads_follow_up_reminders', run_every: '00:15:00' },
    ]);
    await fresh.db.query(
      `update app.scheduled_jobs set next_run_at = now() - interval '1 minute' where name = 'leads.follow-up-reminders'`,
    );
    const ran = await fresh.db.query<{ job: string; status: string; error: string | null }>(
      'select * from app.run_due_jobs()',
    );
    expect(ran.rows).toContainEqual({ job: 'leads.follow-up-reminders', status: 'succeeded', error: null });
  });
});
