// The customer picker other modules' forms use through the kernel (ADR 039).
import { fakeSupabase } from '@kernel/app/testing/fake-supabase.ts';
import type { SupabaseClient } from '@supabase/supabase-js';
import { beforeEach, describe, expect, it } from 'vitest';
import { manifest } from './manifest.ts';
import { contactPicker, customerPicker, sitePicker } from './picker.ts';

beforeEach(() => fakeSupabase.reset());
const client = () => fakeSupabase.client as unknown as SupabaseClient;

describe('a staff member choosing a customer in another module’s form', () => {
  it('is offered the customers module’s pickers, declared in its manifest', () => {
    expect(manifest.pickers?.map((p) => p.kind)).toEqual(['customer', 'contact', 'site']);
  });

  it('gets customers by name, archived ones left out, at most the limit, what they typed matched literally', async () => {
    fakeSupabase.respond(() => ({
      data: [{ id: 'c1', name: 'Acme Ltd', county: 'Nairobi', status: 'active' }],
    }));
    const options = await customerPicker.search('50%_off', client(), { limit: 200, include: [] });
    expect(options).toEqual([{ value: 'c1', label: 'Acme Ltd', hint: 'Nairobi' }]);
    expect(fakeSupabase.queries).toHaveLength(1);
    const [query] = fakeSupabase.queries;
    expect(query?.table).toBe('customers');
    expect(query?.calls).toContainEqual(['neq', 'status', 'archived']);
    expect(query?.calls).toContainEqual(['or', 'name.ilike."*50\\\\%\\\\_off*"']);
    expect(query?.calls).toContainEqual(['limit', 200]);
  });

  it('keeps the customer a form already holds among the options, even archived', async () => {
    fakeSupabase.respond((q) =>
      q.calls.some(([name]) => name === 'in')
        ? { data: [{ id: 'old', name: 'Old Farm', county: null, status: 'archived' }] }
        : { data: [{ id: 'c1', name: 'Acme Ltd', county: null, status: 'active' }] },
    );
    const options = await customerPicker.search('', client(), { limit: 200, include: ['old', 'c1'] });
    expect(options).toEqual([
      { value: 'c1', label: 'Acme Ltd', hint: undefined },
      { value: 'old', label: 'Old Farm', hint: 'archived' },
    ]);
    expect(fakeSupabase.queries[1]?.calls).toContainEqual(['in', 'id', ['old']]);
  });
});

describe('a staff member choosing whom a document is for', () => {
  const row = {
    id: 'p1',
    customer_id: 'c1',
    full_name: 'Wanjiru Kamau',
    email: 'wanjiru@acme.co.ke',
    job_title: 'HSE manager',
    is_primary: true,
    do_not_contact: false,
  };

  it('gets only that customer’s contacts, the primary first, with their e-mail for the form', async () => {
    fakeSupabase.respond(() => ({ data: [row] }));
    const options = await contactPicker.search('wan', client(), {
      limit: 200,
      include: [],
      scope: { customer_id: 'c1' },
    });
    expect(options).toEqual([
      {
        value: 'p1',
        label: 'Wanjiru Kamau',
        hint: 'HSE manager · primary',
        detail: { customer_id: 'c1', email: 'wanjiru@acme.co.ke', is_primary: 'true' },
      },
    ]);
    const [query] = fakeSupabase.queries;
    expect(query?.table).toBe('contacts');
    expect(query?.calls).toContainEqual(['eq', 'customer_id', 'c1']);
    expect(query?.calls).toContainEqual(['eq', 'do_not_contact', false]);
    expect(query?.calls).toContainEqual(['order', 'is_primary', { ascending: false }]);
  });

  it('asks only for the held contact when a page shows a stored value (limit 0)', async () => {
    fakeSupabase.respond(() => ({ data: [{ ...row, do_not_contact: true }] }));
    const options = await contactPicker.search('', client(), { limit: 0, include: ['p1'] });
    expect(options.map((o) => [o.label, o.hint])).toEqual([
      ['Wanjiru Kamau', 'HSE manager · primary · do not contact'],
    ]);
    expect(fakeSupabase.queries).toHaveLength(1);
    expect(fakeSupabase.queries[0]?.calls).toContainEqual(['in', 'id', ['p1']]);
  });
});

describe('a staff member choosing where the work is done', () => {
  it('gets that customer’s sites by name, the town beside the name', async () => {
    fakeSupabase.respond(() => ({
      data: [{ id: 's1', customer_id: 'c1', name: 'Plant 2', town: 'Athi River', county: 'Machakos' }],
    }));
    const options = await sitePicker.search('', client(), {
      limit: 200,
      include: [],
      scope: { customer_id: 'c1' },
    });
    expect(options).toEqual([
      { value: 's1', label: 'Plant 2 (Athi River)', hint: 'Machakos', detail: { customer_id: 'c1' } },
    ]);
    expect(fakeSupabase.queries[0]?.table).toBe('customer_sites');
    expect(fakeSupabase.queries[0]?.calls).toContainEqual(['eq', 'customer_id', 'c1']);
  });
});
