// public.merge_customers through supabase-js: everything that refers to the
// merged customer moves (contacts, sites, and rows of any other table with a
// foreign key to customers — here the test-only customer_fixture_refs), empty
// fields are filled, tags united, notes kept, the merge recorded; refusals;
// two concurrent merges neither deadlock nor lose rows.
import { describe, expect, it } from 'vitest';
import { userWithRole } from '../../../tests/kernel-schema/support.ts';
import { anonClient, serviceClient } from '../../../tests/support/clients.ts';
import { newCustomer, uniquePhone, uniquePin, uniqueWord } from './support.ts';

type Staff = Awaited<ReturnType<typeof userWithRole>>;

async function customerWithParts(staff: Staff, name: string, extra: Record<string, unknown> = {}) {
  const c = await newCustomer(staff.client, { name, ...extra });
  const contact = await staff.client
    .from('contacts')
    .insert({ customer_id: c.id, full_name: `${name} contact`, is_primary: true })
    .select('id')
    .single();
  expect(contact.error).toBeNull();
  const site = await staff.client
    .from('customer_sites')
    .insert({ customer_id: c.id, name: `${name} site`, county: 'Nakuru' })
    .select('id')
    .single();
  expect(site.error).toBeNull();
  const ref = await staff.client
    .from('customer_fixture_refs')
    .insert({ customer_id: c.id, label: `${name} lead` })
    .select('id')
    .single();
  expect(ref.error).toBeNull();
  return {
    ...c,
    contactId: contact.data!.id as string,
    siteId: site.data!.id as string,
    refId: ref.data!.id as number,
  };
}

describe('merge_customers', () => {
  it('moves contacts, sites and every referring row, fills empty fields, unites tags and records the merge', async () => {
    const staff = await userWithRole('staff');
    const word = uniqueWord();
    const pin = uniquePin();
    const phone = uniquePhone();
    const keep = await customerWithParts(staff, `${word} Hotel`, {
      tags: ['fire', 'vip'],
      email: `info@${word.toLowerCase()}.co.ke`,
    });
    const merge = await customerWithParts(staff, `${word} Hotel Ltd`, {
      tags: ['vip', 'noise'],
      kra_pin: pin,
      phone,
      sector: 'hospitality',
      email: `other@${word.toLowerCase()}.co.ke`,
    });
    const note = await staff.client.rpc('add_record_note', {
      record_type: 'customers',
      record_id: merge.id,
      kind: 'note',
      body: 'Wants a fire audit in March',
    });
    expect(note.error).toBeNull();

    const { data, error } = await staff.client.rpc('merge_customers', { p_keep: keep.id, p_merge: merge.id });
    expect(error).toBeNull();
    expect(data).toMatchObject({
      id: keep.id,
      name: `${word} Hotel`,
      kra_pin: pin,
      phone,
      sector: 'hospitality',
      email: `info@${word.toLowerCase()}.co.ke`,
      tags: ['fire', 'vip', 'noise'],
    });

    const gone = await staff.client.from('customers').select('id').eq('id', merge.id);
    expect(gone.data).toEqual([]);
    const contacts = await staff.client.from('contacts').select('id, is_primary').eq('customer_id', keep.id);
    expect(contacts.data?.map((c) => c.id).sort()).toEqual([keep.contactId, merge.contactId].sort());
    // The kept customer's primary contact stays the one primary.
    expect(contacts.data?.filter((c) => c.is_primary).map((c) => c.id)).toEqual([keep.contactId]);
    const sites = await staff.client.from('customer_sites').select('id').eq('customer_id', keep.id);
    expect(sites.data?.map((s) => s.id).sort()).toEqual([keep.siteId, merge.siteId].sort());
    const refs = await staff.client.from('customer_fixture_refs').select('id').eq('customer_id', keep.id);
    expect(refs.data?.map((r) => r.id).sort()).toEqual([keep.refId, merge.refId].sort());

    const events = await staff.client
      .from('record_events')
      .select('kind, body, actor, changes')
      .eq('record_type', 'customers')
      .eq('record_id', keep.id)
      .order('id');
    const merged = events.data?.find((e) => e.kind === 'customers.merged');
    expect(merged).toMatchObject({ body: null, actor: staff.id });
    expect(merged?.changes).toMatchObject({
      merged: [`${word} Hotel Ltd`, null],
      merged_id: [merge.id, null],
      contacts: [null, 1],
      customer_sites: [null, 1],
      customer_fixture_refs: [null, 1],
    });
    // The note written about the merged customer is now on the kept one's timeline.
    expect(events.data?.some((e) => e.kind === 'note' && e.body === 'Wants a fire audit in March')).toBe(
      true,
    );
    // The search text now finds the kept customer by the merged one's contact.
    const found = await staff.client
      .from('customers')
      .select('id')
      .ilike('search_text', `%${word.toLowerCase()} hotel ltd contact%`);
    expect(found.data?.map((c) => c.id)).toEqual([keep.id]);
  });

  it('refuses merging a customer into itself, a missing one, and callers who are not staff', async () => {
    const staff = await userWithRole('staff');
    const a = await newCustomer(staff.client, { name: `${uniqueWord()} School` });
    const self = await staff.client.rpc('merge_customers', { p_keep: a.id, p_merge: a.id });
    expect(self.error?.code).toBe('22023');
    expect(self.error?.message).toMatch(/itself/);
    const missing = await staff.client.rpc('merge_customers', {
      p_keep: a.id,
      p_merge: '00000000-0000-4000-8000-000000000999',
    });
    expect(missing.error?.code).toBe('P0002');

    const b = await newCustomer(staff.client, { name: `${uniqueWord()} School` });
    const customer = await userWithRole('customer');
    const refused = await customer.client.rpc('merge_customers', { p_keep: a.id, p_merge: b.id });
    expect(refused.error?.code).toBe('42501');
    const anon = await anonClient().rpc('merge_customers', { p_keep: a.id, p_merge: b.id });
    expect(anon.error).not.toBeNull();
    const both = await serviceClient().from('customers').select('id').in('id', [a.id, b.id]);
    expect(both.data).toHaveLength(2);
  });

  it('runs concurrent merges over the same customers without deadlock or lost rows', async () => {
    const staff = await userWithRole('staff');
    const other = await userWithRole('staff');
    const word = uniqueWord();
    const a = await customerWithParts(staff, `${word} A`);
    const b = await customerWithParts(staff, `${word} B`);
    const c = await customerWithParts(staff, `${word} C`);
    // Opposite directions over a shared pair, and a third one into the same target: queued by the locks.
    const results = await Promise.all([
      staff.client.rpc('merge_customers', { p_keep: a.id, p_merge: b.id }),
      other.client.rpc('merge_customers', { p_keep: b.id, p_merge: a.id }),
      staff.client.rpc('merge_customers', { p_keep: a.id, p_merge: c.id }),
    ]);
    for (const r of results) if (r.error) expect(r.error.code).toBe('P0002');
    const left = await staff.client.from('customers').select('id').in('id', [a.id, b.id, c.id]);
    expect(left.data?.length).toBeGreaterThanOrEqual(1);
    const survivors = left.data!.map((r) => r.id);
    const contacts = await staff.client
      .from('contacts')
      .select('id, customer_id')
      .in('id', [a.contactId, b.contactId, c.contactId]);
    const sites = await staff.client
      .from('customer_sites')
      .select('id, customer_id')
      .in('id', [a.siteId, b.siteId, c.siteId]);
    const refs = await staff.client
      .from('customer_fixture_refs')
      .select('id, customer_id')
      .in('id', [a.refId, b.refId, c.refId]);
    for (const rows of [contacts.data, sites.data, refs.data]) {
      expect(rows).toHaveLength(3);
      for (const row of rows ?? []) expect(survivors).toContain(row.customer_id);
    }
  });
});
