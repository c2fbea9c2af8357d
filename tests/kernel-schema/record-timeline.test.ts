// public.record_events through the real supabase-js client: the generic audit
// trigger (app.track_changes) on a fixture table with its own RLS
// (tests/fixtures/migrations/29990601000000_timeline_fixture.sql) and on
// profiles; a timeline is readable only by staff who can read the record;
// notes only through add_record_note; nobody edits or deletes an event.
import type { SupabaseClient } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import { anonClient, serviceClient } from '../support/clients.ts';
import { userWithRole } from './support.ts';

type EventRow = {
  id: number;
  record_type: string;
  record_id: string;
  kind: string;
  actor: string | null;
  at: string;
  body: string | null;
  changes: Record<string, [unknown, unknown]> | null;
  link: string | null;
};

async function eventsOf(client: SupabaseClient, recordType: string, recordId: string) {
  const { data, error } = await client
    .from('record_events')
    .select('*')
    .eq('record_type', recordType)
    .eq('record_id', recordId)
    .order('id', { ascending: true });
  expect(error).toBeNull();
  return (data ?? []) as EventRow[];
}

async function newWidget(client: SupabaseClient, name = 'Fire extinguisher audit') {
  const { data, error } = await client.from('timeline_widgets').insert({ name }).select('id').single();
  expect(error).toBeNull();
  return String((data as { id: number }).id);
}

describe('the generic audit trigger writes a record’s history', () => {
  it('records who created a record and exactly the fields that changed, with old and new values', async () => {
    const staff = await userWithRole('staff');
    const id = await newWidget(staff.client);
    const before = Date.now();

    const update = await staff.client
      .from('timeline_widgets')
      .update({ status: 'contacted', name: 'Fire audit', updated_at: new Date().toISOString() })
      .eq('id', id);
    expect(update.error).toBeNull();

    const events = await eventsOf(staff.client, 'timeline_widgets', id);
    expect(events.map((e) => e.kind)).toEqual(['created', 'changed']);
    expect(events[0]).toMatchObject({ actor: staff.id, changes: null });
    expect(events[1]).toMatchObject({
      actor: staff.id,
      changes: { status: ['new', 'contacted'], name: ['Fire extinguisher audit', 'Fire audit'] },
    });
    // updated_at is noise, never a change.
    expect(Object.keys(events[1]?.changes ?? {}).sort()).toEqual(['name', 'status']);
    expect(Math.abs(new Date(events[1]?.at ?? 0).getTime() - before)).toBeLessThan(60_000);
  });

  it('writes nothing when only ignored or unchanged columns are saved', async () => {
    const staff = await userWithRole('staff');
    const id = await newWidget(staff.client);
    const noise = await staff.client
      .from('timeline_widgets')
      .update({ secret_notes: 'do not show', touched_count: 3, status: 'new' })
      .eq('id', id);
    expect(noise.error).toBeNull();
    expect((await eventsOf(staff.client, 'timeline_widgets', id)).map((e) => e.kind)).toEqual(['created']);
  });

  it('records a deletion, which only a reader of the record would have seen', async () => {
    const staff = await userWithRole('staff');
    const id = await newWidget(staff.client);
    expect((await staff.client.from('timeline_widgets').delete().eq('id', id)).error).toBeNull();
    const all = await serviceClient()
      .from('record_events')
      .select('kind, actor')
      .eq('record_id', id)
      .eq('record_type', 'timeline_widgets')
      .order('id');
    expect(all.data).toEqual([
      { kind: 'created', actor: staff.id },
      { kind: 'deleted', actor: staff.id },
    ]);
  });

  it('records role and job-title changes on a staff profile, made by the admin RPC and by the member', async () => {
    const admin = await userWithRole('admin');
    const member = await userWithRole('staff');
    const profile = await serviceClient().from('profiles').select('id').eq('auth_id', member.id).single();
    const profileId = String((profile.data as { id: string }).id);

    expect(
      (await member.client.from('profiles').update({ job_title: 'Safety officer' }).eq('auth_id', member.id))
        .error,
    ).toBeNull();
    expect(
      (await admin.client.rpc('admin_set_user_role', { target_auth_id: member.id, new_role: 'customer' }))
        .error,
    ).toBeNull();

    const changed = (await eventsOf(admin.client, 'profiles', profileId)).filter((e) => e.kind === 'changed');
    expect(changed).toEqual([
      expect.objectContaining({ actor: member.id, changes: { job_title: [null, 'Safety officer'] } }),
      expect.objectContaining({ actor: admin.id, changes: { role: ['staff', 'customer'] } }),
    ]);
  });
});

describe('a timeline says no more than its record', () => {
  it('a member who cannot read the record cannot read its events; customers and visitors read none', async () => {
    const owner = await userWithRole('staff');
    const colleague = await userWithRole('staff');
    const admin = await userWithRole('admin');
    const customer = await userWithRole('customer');
    const id = await newWidget(owner.client);
    await owner.client.rpc('add_record_note', {
      record_type: 'timeline_widgets',
      record_id: id,
      kind: 'note',
      body: 'Called the site manager',
    });

    expect(await eventsOf(owner.client, 'timeline_widgets', id)).toHaveLength(2);
    expect(await eventsOf(admin.client, 'timeline_widgets', id)).toHaveLength(2);
    expect(await eventsOf(colleague.client, 'timeline_widgets', id)).toEqual([]);
    expect(await eventsOf(customer.client, 'timeline_widgets', id)).toEqual([]);
    const visitor = await anonClient().from('record_events').select('*').eq('record_id', id);
    expect(visitor.data ?? []).toEqual([]);
  });

  it('a made-up record type or a key of the wrong shape reads nothing and breaks nothing', async () => {
    const admin = await userWithRole('admin');
    for (const [type, id] of [
      ['no_such_table', '1'],
      ['profiles', 'not-a-uuid'],
      ['timeline_widgets', '99999999999999999999999'],
      ['profiles; drop table profiles', '1'],
    ] as const) {
      const r = await admin.client.rpc('add_record_note', {
        record_type: type,
        record_id: id,
        kind: 'note',
        body: 'x',
      });
      expect(r.error?.code, `${type}/${id}`).toBe('P0002');
    }
    expect((await serviceClient().from('profiles').select('id').limit(1)).error).toBeNull();
  });
});

describe('notes go through add_record_note only', () => {
  it('staff who can read the record add a trimmed note, a call or a task, signed with their name', async () => {
    const staff = await userWithRole('staff');
    const id = await newWidget(staff.client);
    const r = await staff.client.rpc('add_record_note', {
      record_type: 'timeline_widgets',
      record_id: id,
      kind: 'call',
      body: '  Spoke to Grace, visit on Friday  ',
    });
    expect(r.error).toBeNull();
    expect(r.data).toMatchObject({ kind: 'call', body: 'Spoke to Grace, visit on Friday', actor: staff.id });
  });

  it('refuses empty and over-long notes, other kinds, other people’s records and customers', async () => {
    const staff = await userWithRole('staff');
    const other = await userWithRole('staff');
    const customer = await userWithRole('customer');
    const id = await newWidget(staff.client);
    const note = (c: SupabaseClient, kind: string, body: string) =>
      c.rpc('add_record_note', { record_type: 'timeline_widgets', record_id: id, kind, body });

    expect((await note(staff.client, 'note', '   ')).error?.code).toBe('23514');
    expect((await note(staff.client, 'note', 'x'.repeat(4001))).error?.code).toBe('22001');
    expect((await note(staff.client, 'changed', 'forged')).error?.code).toBe('22023');
    expect((await note(other.client, 'note', 'not mine')).error?.code).toBe('P0002');
    expect((await note(customer.client, 'note', 'hello')).error?.code).toBe('42501');
    expect((await eventsOf(staff.client, 'timeline_widgets', id)).map((e) => e.kind)).toEqual(['created']);
  });

  it('nobody inserts, edits or deletes an event through the API', async () => {
    const admin = await userWithRole('superadmin');
    const id = await newWidget(admin.client);
    const [created] = await eventsOf(admin.client, 'timeline_widgets', id);

    const insert = await admin.client
      .from('record_events')
      .insert({ record_type: 'timeline_widgets', record_id: id, kind: 'note', body: 'forged' });
    expect(insert.error?.code).toBe('42501');
    const update = await admin.client
      .from('record_events')
      .update({ body: 'rewritten' })
      .eq('id', created?.id ?? 0);
    expect(update.error?.code).toBe('42501');
    const remove = await admin.client
      .from('record_events')
      .delete()
      .eq('id', created?.id ?? 0);
    expect(remove.error?.code).toBe('42501');
    expect(await eventsOf(admin.client, 'timeline_widgets', id)).toEqual([created]);
  });
});
