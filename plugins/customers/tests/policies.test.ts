// Who may do what to customers, contacts and sites, through supabase-js as
// each kind of caller; deleting a customer others refer to is refused with a
// sentence; contacts and sites added or removed show on the customer's timeline.
import { describe, expect, it } from 'vitest';
import { userWithRole } from '../../../tests/kernel-schema/support.ts';
import { anonClient, serviceClient } from '../../../tests/support/clients.ts';
import { newCustomer, uniqueWord } from './support.ts';

describe('customers, contacts and sites: who may do what', () => {
  it('shows visitors and shop customers nothing and lets them write nothing', async () => {
    const staff = await userWithRole('staff');
    const c = await newCustomer(staff.client, { name: `${uniqueWord()} Hospital` });
    await staff.client.from('contacts').insert({ customer_id: c.id, full_name: 'Dr Achieng' });
    await staff.client
      .from('customer_sites')
      .insert({ customer_id: c.id, name: 'Main wing', county: 'Kisumu' });
    const customer = await userWithRole('customer');
    for (const client of [anonClient(), customer.client]) {
      for (const table of ['customers', 'contacts', 'customer_sites'] as const) {
        const read = await client.from(table).select('id').limit(5);
        expect(read.data ?? []).toEqual([]);
      }
      const insert = await client.from('customers').insert({ name: 'Sneaky Ltd' });
      expect(insert.error).not.toBeNull();
      const update = await client.from('customers').update({ name: 'Renamed' }).eq('id', c.id).select('id');
      expect(update.data ?? []).toEqual([]);
    }
    const still = await serviceClient().from('customers').select('name').eq('id', c.id).single();
    expect(still.data?.name).toBe(c.name);
  });

  it('lets staff read and write but not delete a customer; an admin deletes an unreferenced one', async () => {
    const staff = await userWithRole('staff');
    const c = await newCustomer(staff.client, { name: `${uniqueWord()} Flowers` });
    const edit = await staff.client
      .from('customers')
      .update({ status: 'archived' })
      .eq('id', c.id)
      .select('status');
    expect(edit.data).toEqual([{ status: 'archived' }]);
    const staffDelete = await staff.client.from('customers').delete().eq('id', c.id).select('id');
    expect(staffDelete.data ?? []).toEqual([]);
    const admin = await userWithRole('admin');
    const adminDelete = await admin.client.from('customers').delete().eq('id', c.id).select('id');
    expect(adminDelete.error).toBeNull();
    expect(adminDelete.data).toEqual([{ id: c.id }]);
  });

  it('refuses deleting a customer other records refer to, naming them', async () => {
    const staff = await userWithRole('staff');
    const c = await newCustomer(staff.client, { name: `${uniqueWord()} Cement` });
    const ref = await staff.client.from('customer_fixture_refs').insert({ customer_id: c.id, label: 'lead' });
    expect(ref.error).toBeNull();
    const admin = await userWithRole('superadmin');
    const refused = await admin.client.from('customers').delete().eq('id', c.id);
    expect(refused.error?.code).toBe('23503');
    expect(refused.error?.message).toBe(
      `${c.name} cannot be deleted: 1 customer fixture refs still refer to it. Archive it instead.`,
    );
    const kept = await admin.client.from('customers').select('id').eq('id', c.id);
    expect(kept.data).toHaveLength(1);
  });

  it('checks the rules in the database: KRA PIN format and uniqueness, one primary contact, GPS pairs', async () => {
    const staff = await userWithRole('staff');
    const bad = await staff.client.from('customers').insert({ name: 'Bad PIN', kra_pin: '123' });
    expect(bad.error?.code).toBe('23514');
    expect(bad.error?.message).toContain('customers_kra_pin_format');
    const c = await newCustomer(staff.client, { name: `${uniqueWord()} Motors` });
    const one = await staff.client
      .from('contacts')
      .insert({ customer_id: c.id, full_name: 'A', is_primary: true });
    const two = await staff.client
      .from('contacts')
      .insert({ customer_id: c.id, full_name: 'B', is_primary: true });
    expect(one.error).toBeNull();
    expect(two.error).toBeNull();
    const primaries = await staff.client
      .from('contacts')
      .select('full_name')
      .eq('customer_id', c.id)
      .eq('is_primary', true);
    expect(primaries.data).toEqual([{ full_name: 'B' }]);
    const gps = await staff.client
      .from('customer_sites')
      .insert({ customer_id: c.id, name: 'Yard', county: 'Nairobi', latitude: -1.3 });
    expect(gps.error?.message).toContain('customer_sites_gps_pair');
  });
});

describe('the customer timeline', () => {
  it('records contacts and sites added and removed on the customer, by whom', async () => {
    const staff = await userWithRole('staff');
    const admin = await userWithRole('admin');
    const c = await newCustomer(staff.client, { name: `${uniqueWord()} Academy` });
    const contact = await staff.client
      .from('contacts')
      .insert({ customer_id: c.id, full_name: 'Mary Njeri' })
      .select('id')
      .single();
    const site = await staff.client
      .from('customer_sites')
      .insert({ customer_id: c.id, name: 'Thika campus', county: 'Kiambu' })
      .select('id')
      .single();
    await staff.client.from('contacts').delete().eq('id', contact.data!.id);
    await admin.client.from('customer_sites').delete().eq('id', site.data!.id);
    const events = await staff.client
      .from('record_events')
      .select('kind, body, actor, changes')
      .eq('record_type', 'customers')
      .eq('record_id', c.id)
      .order('id');
    expect(events.data).toEqual([
      { kind: 'created', body: null, actor: staff.id, changes: null },
      {
        kind: 'customers.contact_added',
        body: null,
        actor: staff.id,
        changes: { name: [null, 'Mary Njeri'] },
      },
      {
        kind: 'customers.site_added',
        body: null,
        actor: staff.id,
        changes: { name: [null, 'Thika campus'] },
      },
      {
        kind: 'customers.contact_removed',
        body: null,
        actor: staff.id,
        changes: { name: ['Mary Njeri', null] },
      },
      {
        kind: 'customers.site_removed',
        body: null,
        actor: admin.id,
        changes: { name: ['Thika campus', null] },
      },
    ]);
    const customer = await userWithRole('customer');
    const hidden = await customer.client.from('record_events').select('id').eq('record_id', c.id);
    expect(hidden.data ?? []).toEqual([]);
  });
});

describe('customer_tags', () => {
  it('lists the tags in use with their counts to staff, and nothing to shop customers', async () => {
    const staff = await userWithRole('staff');
    const tag = uniqueWord('tag').toLowerCase();
    await newCustomer(staff.client, { name: `${uniqueWord()} One`, tags: [tag, 'x-shared'] });
    await newCustomer(staff.client, { name: `${uniqueWord()} Two`, tags: [tag] });
    const { data, error } = await staff.client.rpc('customer_tags');
    expect(error).toBeNull();
    expect((data as { tag: string; customers: number }[]).find((t) => t.tag === tag)).toEqual({
      tag,
      customers: 2,
    });
    const customer = await userWithRole('customer');
    const hidden = await customer.client.rpc('customer_tags');
    expect(hidden.data ?? []).toEqual([]);
  });
});
