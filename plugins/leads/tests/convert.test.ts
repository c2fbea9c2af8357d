// public.convert_lead through supabase-js: attach a lead to an existing
// customer or create one (contact, site) in one transaction, events on both
// timelines, idempotent on a double click, refused clearly otherwise.
import { describe, expect, it } from 'vitest';
import { userWithRole } from '../../../tests/kernel-schema/support.ts';
import { anonClient } from '../../../tests/support/clients.ts';
import { eventsOf, newLead } from './support.ts';

type Converted = { customer_id: string; created: boolean; already: boolean };

describe('converting a lead', () => {
  it('attaches it to an existing customer, adding the person as a contact once', async () => {
    const staff = await userWithRole('staff');
    const customer = await staff.client
      .from('customers')
      .insert({ name: `Mumias Sugar ${Date.now()}` })
      .select('id')
      .single();
    expect(customer.error).toBeNull();
    const lead = await newLead(staff.client, { contact_name: 'Peter Otieno', phone: '0722000111' });

    const { data, error } = await staff.client.rpc('convert_lead', {
      p_lead: lead.id,
      p_customer: customer.data?.id,
    });
    expect(error).toBeNull();
    expect(data).toEqual({ customer_id: customer.data?.id, created: false, already: false });
    const contacts = await staff.client
      .from('contacts')
      .select('full_name, email, is_primary')
      .eq('customer_id', customer.data?.id);
    expect(contacts.data).toEqual([{ full_name: 'Peter Otieno', email: lead.email, is_primary: true }]);
    const after = await staff.client.from('leads').select('customer_id, stage').eq('id', lead.id).single();
    // Converting wins the engagement: the lead leaves "New" in the same transaction.
    expect(after.data).toEqual({ customer_id: customer.data?.id, stage: 'won' });

    // The double click: same answer, nothing added twice.
    const again = await staff.client.rpc('convert_lead', { p_lead: lead.id, p_customer: customer.data?.id });
    expect(again.data).toEqual({ customer_id: customer.data?.id, created: false, already: true });
    const count = await staff.client
      .from('contacts')
      .select('id', { count: 'exact', head: true })
      .eq('customer_id', customer.data?.id);
    expect(count.count).toBe(1);

    const leadEvents = await eventsOf(staff.client, 'leads', lead.id);
    expect(leadEvents.filter((e) => e.kind === 'leads.converted')).toEqual([
      expect.objectContaining({ actor: staff.id, link: `/dashboard/customers/${customer.data?.id}` }),
    ]);
    const customerEvents = await eventsOf(staff.client, 'customers', String(customer.data?.id));
    expect(customerEvents.filter((e) => e.kind === 'leads.converted')).toEqual([
      expect.objectContaining({
        body: `${lead.reference} — Peter Otieno (Kakuzi Flowers Ltd)`,
        link: `/dashboard/leads/${lead.id}`,
      }),
    ]);
  });

  it('creates the customer with the contact and a site, and refuses another customer afterwards', async () => {
    const staff = await userWithRole('staff');
    const lead = await newLead(staff.client, { contact_name: 'Mary Njeri', owner_id: staff.id });
    const name = `Naivasha Roses ${Date.now()}`;
    const created = await staff.client.rpc('convert_lead', {
      p_lead: lead.id,
      p_new_customer: {
        name,
        sector: 'agriculture',
        county: 'Nakuru',
        site: { name: 'Main farm', county: 'Nakuru', town: 'Naivasha' },
      },
    });
    expect(created.error).toBeNull();
    const answer = created.data as Converted;
    expect(answer).toMatchObject({ created: true, already: false });
    const customer = await staff.client
      .from('customers')
      .select(
        'name, sector, owner_id, email, contacts(full_name, is_primary), customer_sites(name, county, town)',
      )
      .eq('id', answer.customer_id)
      .single();
    expect(customer.data).toEqual({
      name,
      sector: 'agriculture',
      owner_id: staff.id,
      email: lead.email,
      contacts: [{ full_name: 'Mary Njeri', is_primary: true }],
      customer_sites: [{ name: 'Main farm', county: 'Nakuru', town: 'Naivasha' }],
    });

    // A double click on "Create" answers the same customer.
    const twice = await staff.client.rpc('convert_lead', { p_lead: lead.id, p_new_customer: { name } });
    expect(twice.data).toEqual({ customer_id: answer.customer_id, created: false, already: true });

    const other = await staff.client
      .from('customers')
      .insert({ name: `Other ${Date.now()}` })
      .select('id')
      .single();
    const refused = await staff.client.rpc('convert_lead', { p_lead: lead.id, p_customer: other.data?.id });
    expect(refused.status).toBe(409);
    expect(refused.error?.code).toBe('PT409');
    expect(refused.error?.message).toBe(`Lead ${lead.reference} already belongs to customer ${name}`);
  });

  it('does all or nothing: a bad site leaves no customer behind', async () => {
    const staff = await userWithRole('staff');
    const lead = await newLead(staff.client);
    const name = `Half Done ${Date.now()}`;
    const bad = await staff.client.rpc('convert_lead', {
      p_lead: lead.id,
      p_new_customer: { name, site: { name: 'Depot', county: 'Atlantis' } },
    });
    expect(bad.status).toBe(400);
    expect((await staff.client.from('customers').select('id').eq('name', name)).data).toEqual([]);
    const noName = await staff.client.rpc('convert_lead', { p_lead: lead.id, p_new_customer: { name: ' ' } });
    expect(noName.error).toMatchObject({ code: '22023', details: 'name' });
    const both = await staff.client.rpc('convert_lead', {
      p_lead: lead.id,
      p_customer: lead.id,
      p_new_customer: { name },
    });
    expect(both.error?.code).toBe('22023');
    const neither = await staff.client.rpc('convert_lead', { p_lead: lead.id });
    expect(neither.error?.code).toBe('22023');
  });

  it('is staff work: shop customers and visitors are refused', async () => {
    const staff = await userWithRole('staff');
    const customer = await userWithRole('customer');
    const lead = await newLead(staff.client);
    const asCustomer = await customer.client.rpc('convert_lead', {
      p_lead: lead.id,
      p_new_customer: { name: 'Mine' },
    });
    expect(asCustomer.error?.code).toBe('42501');
    const asVisitor = await anonClient().rpc('convert_lead', {
      p_lead: lead.id,
      p_new_customer: { name: 'Mine' },
    });
    expect(asVisitor.error?.code).toBe('42501');
    const unknown = await staff.client.rpc('convert_lead', {
      p_lead: crypto.randomUUID(),
      p_new_customer: { name: 'X' },
    });
    expect(unknown.error?.code).toBe('P0002');
  });
});
