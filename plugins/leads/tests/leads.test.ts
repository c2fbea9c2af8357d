// public.leads and public.activities through supabase-js: who may do what,
// the rules the database holds (stage, lost reason, money, probability,
// owner), the stamps, the reference number, the response clock and the timeline.
import { describe, expect, it } from 'vitest';
import { userWithRole } from '../../../tests/kernel-schema/support.ts';
import { anonClient } from '../../../tests/support/clients.ts';
import { eventsOf, newLead } from './support.ts';

describe('who may see and change leads', () => {
  it('lets staff read and write, admins delete; shop customers and visitors see nothing', async () => {
    const staff = await userWithRole('staff');
    const admin = await userWithRole('admin');
    const customer = await userWithRole('customer');
    const lead = await newLead(staff.client);

    expect(lead.reference).toMatch(/^ENQ-\d{4}-\d{6}$/);
    expect(lead).toMatchObject({ created_by: staff.id, updated_by: staff.id, stage: 'new' });

    const asCustomer = await customer.client.from('leads').select('id').eq('id', lead.id);
    expect(asCustomer.data).toEqual([]);
    const customerInsert = await customer.client
      .from('leads')
      .insert({ contact_name: 'X', phone: '0712345678' });
    expect(customerInsert.error?.code).toBe('42501');
    const asVisitor = await anonClient().from('leads').select('id');
    expect(asVisitor.error?.code).toBe('42501');

    const staffDelete = await staff.client.from('leads').delete().eq('id', lead.id).select();
    expect(staffDelete.data).toEqual([]);
    const adminDelete = await admin.client.from('leads').delete().eq('id', lead.id).select('id');
    expect(adminDelete.data).toEqual([{ id: lead.id }]);
  });

  it('keeps activities to staff, deletable by admins, and about a lead or a customer', async () => {
    const staff = await userWithRole('staff');
    const admin = await userWithRole('admin');
    const customer = await userWithRole('customer');
    const lead = await newLead(staff.client);
    const made = await staff.client
      .from('activities')
      .insert({
        kind: 'site_visit',
        subject: '  Visit the packhouse ',
        lead_id: lead.id,
        assigned_to: staff.id,
      })
      .select('*')
      .single();
    expect(made.error).toBeNull();
    expect(made.data).toMatchObject({ subject: 'Visit the packhouse', created_by: staff.id });

    const orphan = await staff.client.from('activities').insert({ subject: 'About nothing' });
    expect(orphan.error?.code).toBe('23514');
    expect(orphan.error?.message).toContain('activities_about_something');

    expect((await customer.client.from('activities').select('id')).data).toEqual([]);
    expect((await anonClient().from('activities').select('id')).error?.code).toBe('42501');
    expect((await staff.client.from('activities').delete().eq('id', made.data?.id).select()).data).toEqual(
      [],
    );
    expect(
      (await admin.client.from('activities').delete().eq('id', made.data?.id).select('id')).data,
    ).toHaveLength(1);
  });
});

describe('the rules a lead keeps', () => {
  it('needs a reason to be lost, and forgets the reason when reopened', async () => {
    const staff = await userWithRole('staff');
    const lead = await newLead(staff.client);
    const noReason = await staff.client.from('leads').update({ stage: 'lost' }).eq('id', lead.id);
    expect(noReason.error?.code).toBe('23514');
    expect(noReason.error?.message).toContain('leads_lost_reason_required');
    const blank = await staff.client
      .from('leads')
      .update({ stage: 'lost', lost_reason: '   ' })
      .eq('id', lead.id);
    expect(blank.error?.code).toBe('23514');
    const lost = await staff.client
      .from('leads')
      .update({ stage: 'lost', lost_reason: 'Chose a cheaper firm' })
      .eq('id', lead.id)
      .select('stage, lost_reason')
      .single();
    expect(lost.data).toEqual({ stage: 'lost', lost_reason: 'Chose a cheaper firm' });
    const reopened = await staff.client
      .from('leads')
      .update({ stage: 'contacted' })
      .eq('id', lead.id)
      .select('lost_reason')
      .single();
    expect(reopened.data).toEqual({ lost_reason: null });
  });

  it('keeps money exact and in range, and a probability between 0 and 100', async () => {
    const staff = await userWithRole('staff');
    const lead = await newLead(staff.client, { expected_value: '123456789012.35', probability: 35 });
    // Read as text, as the screens do: a JSON number would be a float.
    const exact = await staff.client
      .from('leads')
      .select('expected_value:expected_value::text')
      .eq('id', lead.id)
      .single();
    expect(exact.data).toEqual({ expected_value: '123456789012.35' });
    const negative = await staff.client.from('leads').update({ expected_value: -1 }).eq('id', lead.id);
    expect(negative.error?.message).toContain('leads_expected_value_positive');
    const tooLikely = await staff.client.from('leads').update({ probability: 101 }).eq('id', lead.id);
    expect(tooLikely.error?.message).toContain('leads_probability_range');
    const unreachable = await staff.client.from('leads').insert({ contact_name: 'Nobody' });
    expect(unreachable.error?.message).toContain('leads_reachable');
    const badEmail = await staff.client.from('leads').insert({ contact_name: 'A', email: 'not-an-email' });
    expect(badEmail.error?.message).toContain('leads_email_format');
  });

  it('gives a lead only to an active staff member, and never changes its reference', async () => {
    const staff = await userWithRole('staff');
    const customer = await userWithRole('customer');
    const lead = await newLead(staff.client);
    const toCustomer = await staff.client.from('leads').update({ owner_id: customer.id }).eq('id', lead.id);
    expect(toCustomer.error?.code).toBe('23514');
    expect(toCustomer.error?.message).toBe('The owner must be an active staff member');
    const renumber = await staff.client
      .from('leads')
      .update({ reference: 'ENQ-1999-000001', owner_id: staff.id })
      .eq('id', lead.id)
      .select('reference, owner_id')
      .single();
    expect(renumber.data).toEqual({ reference: lead.reference, owner_id: staff.id });
  });

  it('writes field changes on the timeline, with who changed them', async () => {
    const staff = await userWithRole('staff');
    const lead = await newLead(staff.client, { stage: 'new' });
    await staff.client.from('leads').update({ stage: 'qualified', probability: 40 }).eq('id', lead.id);
    const events = await eventsOf(staff.client, 'leads', lead.id);
    expect(events.map((e) => e.kind)).toEqual(['created', 'changed']);
    expect(events[1]).toMatchObject({
      actor: staff.id,
      changes: { stage: ['new', 'qualified'], probability: [null, 40] },
    });
  });
});

describe('how long a lead waits for a first response', () => {
  it('starts a staff member’s own lead as answered', async () => {
    const staff = await userWithRole('staff');
    const lead = await newLead(staff.client, { source: 'walk_in' });
    expect(lead.first_response_at).not.toBeNull();
  });

  it('stops the clock of a website lead at the first move, edit or note by staff, and only once', async () => {
    const staff = await userWithRole('staff');
    const moved = await newLead(staff.client, { source: 'website_form' });
    expect(moved.first_response_at).toBeNull();
    const forged = await staff.client
      .from('leads')
      .update({ first_response_at: '2020-01-01T00:00:00Z' })
      .eq('id', moved.id)
      .select('first_response_at')
      .single();
    // Any staff edit is a response; the client cannot choose the time.
    expect(new Date(String(forged.data?.first_response_at)).getFullYear()).toBeGreaterThan(2020);
    const first = forged.data?.first_response_at;
    await staff.client.from('leads').update({ stage: 'contacted' }).eq('id', moved.id);
    const again = await staff.client.from('leads').select('first_response_at').eq('id', moved.id).single();
    expect(again.data?.first_response_at).toBe(first);

    const noted = await newLead(staff.client, { source: 'quote_request' });
    const note = await staff.client.rpc('add_record_note', {
      record_type: 'leads',
      record_id: noted.id,
      kind: 'call',
      body: 'Called back, site visit on Monday',
    });
    expect(note.error).toBeNull();
    const after = await staff.client.from('leads').select('first_response_at').eq('id', noted.id).single();
    expect(after.data?.first_response_at).not.toBeNull();
    // The clock is not a field change on the timeline.
    const events = await eventsOf(staff.client, 'leads', noted.id);
    expect(events.map((e) => e.kind)).toEqual(['created', 'call']);
  });
});

describe('the list and board filters on the REST API', () => {
  it('combines a search with the overdue follow-up filter (two or= conditions, one nested and=)', async () => {
    const staff = await userWithRole('staff');
    const tag = `Filterable ${Date.now()}`;
    const overdue = await newLead(staff.client, { contact_name: `${tag} A`, follow_up_on: '2020-01-01' });
    await newLead(staff.client, { contact_name: `${tag} B`, follow_up_on: '2020-01-01', stage: 'won' });
    await newLead(staff.client, { contact_name: `${tag} C`, follow_up_on: '2999-01-01' });
    await newLead(staff.client, { contact_name: 'Someone else', follow_up_on: '2020-01-01' });
    const { data, error } = await staff.client
      .from('leads')
      .select('id')
      .or('and(follow_up_on.lt.2026-11-25,stage.not.in.(won,lost))')
      .or(`contact_name.ilike."*${tag}*"`);
    expect(error).toBeNull();
    expect(data).toEqual([{ id: overdue.id }]);
  });
});
