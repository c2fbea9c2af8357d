// The customer picker other modules' forms use through the kernel (ADR 039).
import { fakeSupabase } from '@kernel/app/testing/fake-supabase.ts';
import type { SupabaseClient } from '@supabase/supabase-js';
import { beforeEach, describe, expect, it } from 'vitest';
import { manifest } from './manifest.ts';
import { customerPicker } from './picker.ts';

beforeEach(() => fakeSupabase.reset());
const client = () => fakeSupabase.client as unknown as SupabaseClient;

describe('a staff member choosing a customer in another module’s form', () => {
  it('is offered the customers module’s one picker, declared in its manifest', () => {
    expect(manifest.pickers?.map((p) => p.kind)).toEqual(['customer']);
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
