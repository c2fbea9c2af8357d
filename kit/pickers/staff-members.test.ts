// The kit's own `staff` picker (ADR 044): profiles are the kernel's table, so no plugin offers it.
import { fakeSupabase } from '@kernel/app/testing/fake-supabase.ts';
import type { SupabaseClient } from '@supabase/supabase-js';
import { beforeEach, describe, expect, it } from 'vitest';
import { staffPicker } from './staff-members.ts';

beforeEach(() => fakeSupabase.reset());
const client = () => fakeSupabase.client as unknown as SupabaseClient;

describe('a staff member choosing an owner or assignee', () => {
  it('gets active staff, admins and superadmins by name or e-mail, at most the limit', async () => {
    fakeSupabase.respond(() => ({
      data: [{ auth_id: 'u1', full_name: 'Amina Hassan', email: 'amina@safeworks.test', is_active: true }],
    }));
    const options = await staffPicker.search('ami', client(), { limit: 200, include: [] });
    expect(options).toEqual([{ value: 'u1', label: 'Amina Hassan', hint: 'amina@safeworks.test' }]);
    const [query] = fakeSupabase.queries;
    expect(query?.table).toBe('profiles');
    expect(query?.calls).toContainEqual(['in', 'role', ['staff', 'admin', 'superadmin']]);
    expect(query?.calls).toContainEqual(['eq', 'is_active', true]);
    expect(query?.calls).toContainEqual(['or', 'full_name.ilike."*ami*",email.ilike."*ami*"']);
    expect(query?.calls).toContainEqual(['limit', 200]);
  });

  it('still names an owner who has left, marked as former staff', async () => {
    fakeSupabase.respond(() => ({
      data: [{ auth_id: 'u9', full_name: null, email: 'gone@safeworks.test', is_active: false }],
    }));
    const options = await staffPicker.search('', client(), { limit: 0, include: ['u9'] });
    expect(options).toEqual([{ value: 'u9', label: 'gone@safeworks.test', hint: 'former staff' }]);
    expect(fakeSupabase.queries).toHaveLength(1);
    expect(fakeSupabase.queries[0]?.calls).toContainEqual(['in', 'auth_id', ['u9']]);
  });
});
