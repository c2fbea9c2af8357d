// The settings data functions against the fake supabase client (it records the query builder calls).
import { fakeSupabase } from '@kernel/app/testing/fake-supabase.ts';
import { isDataError, isPermissionDenied } from '@kernel/data/data-error.ts';
import { beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('@kernel/supabase.ts', async () => ({
  supabase: (await import('@kernel/app/testing/fake-supabase.ts')).fakeSupabase.client,
}));

import { listActivity, setModuleEnabled } from './data.ts';

beforeEach(() => fakeSupabase.reset());

describe('saving a module switch', () => {
  it('updates is_enabled of that module of organisation 1 and asks for the row back', async () => {
    fakeSupabase.respond(() => ({ data: [{ id: 'leads' }] }));
    await setModuleEnabled({ id: 'leads', enabled: false });
    expect(fakeSupabase.queries[0]).toEqual({
      table: 'system_modules',
      calls: [
        ['update', { is_enabled: false }],
        ['eq', 'organization_id', 1],
        ['eq', 'id', 'leads'],
        ['select', 'id'],
      ],
    });
  });

  it('fails as a permission refusal when row-level security silently refuses the update (no row comes back)', async () => {
    fakeSupabase.respond(() => ({ data: [] }));
    const e = await setModuleEnabled({ id: 'leads', enabled: true }).catch((x) => x);
    expect(e.message).toBe('You are not allowed to change this module');
    expect(isPermissionDenied(e)).toBe(true);
  });

  it('passes the server’s error on as a DataError', async () => {
    fakeSupabase.respond(() => ({
      data: null,
      error: { message: 'JWT expired', code: 'PGRST303' },
      status: 401,
    }));
    const e = await setModuleEnabled({ id: 'leads', enabled: true }).catch((x) => x);
    expect(isDataError(e)).toBe(true);
    expect(e).toMatchObject({ message: 'JWT expired', code: 'PGRST303', status: 401 });
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
