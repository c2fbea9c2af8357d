// What a visitor who is not signed in may read of the module switches: which
// modules are on, not which superadmin switched them or when.
import { describe, expect, it } from 'vitest';
import { anonClient } from '../support/clients.ts';
import { userWithRole } from './support.ts';

describe('a visitor reads the module switches but not who switched them', () => {
  it('anon reads id, name and is_enabled of organization 1, as the guard does', async () => {
    const { data, error } = await anonClient()
      .from('system_modules')
      .select('id, name, is_enabled')
      .eq('organization_id', 1);
    expect(error).toBeNull();
    expect(data?.length).toBeGreaterThan(10);
  });

  it('anon is refused updated_by and updated_at, and select=* does not slip them through', async () => {
    for (const columns of ['updated_by', 'updated_at', '*']) {
      const { data, error } = await anonClient().from('system_modules').select(columns).limit(1);
      expect(error?.code, columns).toBe('42501');
      expect(data).toBeNull();
    }
  });

  it('a signed-in superadmin still sees who switched a module', async () => {
    const sa = await userWithRole('superadmin');
    const { data, error } = await sa.client
      .from('system_modules')
      .select('id, updated_by, updated_at')
      .limit(1);
    expect(error).toBeNull();
    expect(data?.[0]).toHaveProperty('updated_by');
  });
});
