// The settings data layer against a fake PostgREST query builder.
import { beforeEach, describe, expect, it, vi } from 'vitest';

const calls = vi.hoisted(() => ({
  update: vi.fn(),
  eq: vi.fn(),
  result: { data: [] as unknown[], error: null as null | { message: string } },
}));
vi.mock('@kernel/supabase.ts', () => {
  const builder = {
    update(v: unknown) {
      calls.update(v);
      return builder;
    },
    eq(c: string, v: unknown) {
      calls.eq(c, v);
      return builder;
    },
    select: () => Promise.resolve(calls.result),
  };
  return { supabase: { from: () => builder } };
});

import { setModuleEnabled } from './data.ts';

beforeEach(() => vi.clearAllMocks());

describe('saving a module switch', () => {
  it('updates is_enabled of that module of organisation 1', async () => {
    calls.result = { data: [{ id: 'leads' }], error: null };
    await setModuleEnabled({ id: 'leads', enabled: false });
    expect(calls.update).toHaveBeenCalledWith({ is_enabled: false });
    expect(calls.eq).toHaveBeenCalledWith('organization_id', 1);
    expect(calls.eq).toHaveBeenCalledWith('id', 'leads');
  });

  it('fails when row-level security silently refuses the update (no row comes back)', async () => {
    calls.result = { data: [], error: null };
    await expect(setModuleEnabled({ id: 'leads', enabled: true })).rejects.toThrow(
      'You are not allowed to change this module',
    );
  });

  it('passes the server’s error on', async () => {
    calls.result = { data: [], error: { message: 'JWT expired' } };
    await expect(setModuleEnabled({ id: 'leads', enabled: true })).rejects.toThrow('JWT expired');
  });
});
