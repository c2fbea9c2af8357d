// Issue 20, finding 9 (ADR 036): record timelines (record_events) and the audit log (audit_log) are
// append-only for every API role, the service-role key included — as payments and invoices are. What
// may still change history runs as the table owner: merging customers moves the merged one's timeline,
// and deleting an account clears it as an event's actor.
import { describe, expect, it } from 'vitest';
import { newCustomer } from '../../plugins/customers/tests/support.ts';
import { serviceClient } from '../support/clients.ts';
import { userWithRole } from './support.ts';

describe('history is append-only', () => {
  it('the service-role key reads and adds timeline events and audit entries but never rewrites or deletes one', async () => {
    const service = serviceClient();
    const recordId = crypto.randomUUID();
    const added = await service
      .from('record_events')
      .insert({ record_type: 'customers', record_id: recordId, kind: 'note', body: 'Called about the audit' })
      .select('id, body')
      .single();
    expect(added.error).toBeNull();
    const id = (added.data as { id: number }).id;

    const rewrite = await service
      .from('record_events')
      .update({ body: 'Never called' })
      .eq('id', id)
      .select('id');
    expect(rewrite.error?.code).toBe('42501');
    const remove = await service.from('record_events').delete().eq('id', id).select('id');
    expect(remove.error?.code).toBe('42501');
    const still = await service.from('record_events').select('body').eq('id', id).single();
    expect(still.data).toEqual({ body: 'Called about the audit' });

    const entry = await service
      .from('audit_log')
      .insert({ action: 'test.history', target: recordId, details: { n: 1 } })
      .select('id')
      .single();
    expect(entry.error).toBeNull();
    const entryId = (entry.data as { id: number }).id;
    const forge = await service
      .from('audit_log')
      .update({ details: { n: 2 } })
      .eq('id', entryId)
      .select('id');
    expect(forge.error?.code).toBe('42501');
    const erase = await service.from('audit_log').delete().eq('target', recordId).select('id');
    expect(erase.error?.code).toBe('42501');
    const kept = await service.from('audit_log').select('details').eq('id', entryId).single();
    expect(kept.data).toEqual({ details: { n: 1 } });
  });

  it('staff merging two customers still moves the merged customer’s timeline onto the one kept', async () => {
    const staff = await userWithRole('staff');
    const admin = await userWithRole('admin');
    const keep = await newCustomer(staff.client, { name: `Kept Mills ${Date.now().toString(36)}` });
    const merge = await newCustomer(staff.client, { name: `Merged Mills ${Date.now().toString(36)}` });
    const note = await staff.client.rpc('add_record_note', {
      record_type: 'customers',
      record_id: merge.id,
      kind: 'note',
      body: 'Asked for a fire audit quote',
    });
    expect(note.error).toBeNull();
    const merged = await admin.client.rpc('merge_customers', { p_keep: keep.id, p_merge: merge.id });
    expect(merged.error).toBeNull();
    const moved = await serviceClient()
      .from('record_events')
      .select('record_id')
      .eq('body', 'Asked for a fire audit quote')
      .eq('record_id', keep.id);
    expect(moved.data).toHaveLength(1);
  });

  it('deleting an account clears it as the actor of its events; the events stay', async () => {
    const staff = await userWithRole('staff');
    const customer = await newCustomer(staff.client, { name: `Actor Gone ${Date.now().toString(36)}` });
    const note = await staff.client.rpc('add_record_note', {
      record_type: 'customers',
      record_id: customer.id,
      kind: 'note',
      body: 'Written by someone who later left',
    });
    expect(note.error).toBeNull();
    const gone = await serviceClient().auth.admin.deleteUser(staff.id);
    expect(gone.error).toBeNull();
    const events = await serviceClient()
      .from('record_events')
      .select('actor, body')
      .eq('record_id', customer.id)
      .eq('kind', 'note');
    expect(events.data).toEqual([{ actor: null, body: 'Written by someone who later left' }]);
  });
});
