// The settings data functions against the fake supabase client (it records the query builder calls).
import { fakeSupabase } from '@kernel/app/testing/fake-supabase.ts';
import { isDataError, isPermissionDenied } from '@kernel/data/data-error.ts';
import { beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('@kernel/supabase.ts', async () => ({
  supabase: (await import('@kernel/app/testing/fake-supabase.ts')).fakeSupabase.client,
}));

import { listActivity, type ModuleSetting, modulesGoingOffWith, setModuleEnabled } from './data.ts';

beforeEach(() => fakeSupabase.reset());

describe('saving a module switch', () => {
  it('goes through set_module_enabled and answers the modules switched off with it', async () => {
    fakeSupabase.respond(() => ({
      data: { id: 'customers', is_enabled: false, also_switched_off: [{ id: 'leads', name: 'Leads' }] },
    }));
    expect(await setModuleEnabled({ id: 'customers', enabled: false })).toEqual([
      { id: 'leads', name: 'Leads' },
    ]);
    expect(fakeSupabase.rpcCalls()).toEqual([
      ['set_module_enabled', { module_id: 'customers', enabled: false }],
    ]);
  });

  it('passes the database’s refusal on as a DataError with its words', async () => {
    fakeSupabase.respond(() => ({
      data: null,
      error: { message: 'Leads needs Customers: switch Customers on first', code: '23514' },
      status: 400,
    }));
    const e = await setModuleEnabled({ id: 'leads', enabled: true }).catch((x) => x);
    expect(isDataError(e)).toBe(true);
    expect(e).toMatchObject({ message: 'Leads needs Customers: switch Customers on first', code: '23514' });
  });

  it('fails as a permission refusal for anyone but a superadmin', async () => {
    fakeSupabase.respond(() => ({
      data: null,
      error: { message: 'Only a superadmin can switch modules', code: '42501' },
      status: 403,
    }));
    const e = await setModuleEnabled({ id: 'leads', enabled: true }).catch((x) => x);
    expect(isPermissionDenied(e)).toBe(true);
  });
});

describe('the modules that go off with one', () => {
  const row = (id: string, is_enabled: boolean, needed_by: string[] = []): ModuleSetting => ({
    id,
    name: id,
    description: '',
    is_enabled,
    sort_order: 0,
    updated_at: '',
    changed_by: null,
    requires: [],
    needed_by,
  });

  it('are the switched-on modules that need it, also through another, nearest first', () => {
    const rows = [
      row('customers', true, ['leads', 'projects']),
      row('leads', true, ['calls']),
      row('projects', false),
      row('calls', true),
    ];
    expect(modulesGoingOffWith('customers', rows).map((r) => r.id)).toEqual(['leads', 'calls']);
    expect(modulesGoingOffWith('calls', rows)).toEqual([]);
  });
});

describe('reading the activity', () => {
  it('reads one page newest first with an exact count, and the names of the accounts it mentions', async () => {
    fakeSupabase.respond((q) =>
      q.table === 'profiles'
        ? { data: [{ auth_id: 'u-grace', full_name: 'Grace Wanjiru', email: null }] }
        : {
            data: [
              {
                id: 1,
                at: '2026-11-20T08:30:00Z',
                actor: 'u-grace',
                action: 'module.disabled',
                target: 'leads',
                details: {},
              },
            ],
            count: 31,
          },
    );
    const page = await listActivity({ kind: '', page: 2 });
    expect(page.total).toBe(31);
    expect(page.names.get('u-grace')).toBe('Grace Wanjiru');
    expect(fakeSupabase.queries[0].calls).toEqual([
      ['select', 'id, at, actor, action, target, details', { count: 'exact' }],
      ['order', 'at', { ascending: false }],
      ['order', 'id', { ascending: false }],
      ['range', 25, 49],
    ]);
  });
});
