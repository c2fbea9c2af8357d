import { describe, expect, it } from 'vitest';
import { anonClient, serviceClient } from '../support/clients.ts';
import { installedPlugins } from './installed-plugins.ts';
import { userWithRole } from './support.ts';

// The installed manifests are the one list of module ids: every plugin's moduleId must have its
// seeded system_modules row (in the module's own migration), and no row may outlive its plugin.
const plugins = await installedPlugins();
const MODULE_IDS = [...new Set(plugins.flatMap((p) => (p.moduleId ? [p.moduleId] : [])))].sort();
// Modules not built yet: every plugin they switch has only coming-soon staff routes (ADR 049).
const PLACEHOLDER_IDS = MODULE_IDS.filter((id) =>
  plugins
    .filter((p) => p.moduleId === id)
    .every((p) => p.routes.every((r) => r.public === true || r.comingSoon === true)),
);

async function setLeads(client: ReturnType<typeof anonClient>, enabled: boolean) {
  return client
    .from('system_modules')
    .update({ is_enabled: enabled })
    .eq('organization_id', 1)
    .eq('id', 'calendar')
    .select('id, is_enabled');
}

describe('module switches of organization 1', () => {
  // At least spec §6's: a module added later (`npm run new:plugin`) brings its own id and row.
  it('the manifests name every module id of spec §6 (feedback also gates surveys)', () => {
    expect(MODULE_IDS).toEqual(
      expect.arrayContaining([
        'customers',
        'leads',
        'projects',
        'hr',
        'calendar',
        'email',
        'bulk-sms',
        'call-centre',
        'analytics',
        'feedback',
        'users',
        'accounting',
        'self-management',
        'gallery',
        'pos',
      ]),
    );
    expect(plugins.find((p) => p.id === 'surveys')?.moduleId).toBe('feedback');
  });

  it('are exactly the module ids the installed manifests name, and readable by the guard', async () => {
    const staff = await userWithRole('staff');
    const { data, error } = await staff.client
      .from('system_modules')
      .select('id, name, is_enabled')
      .eq('organization_id', 1);
    expect(error).toBeNull();
    expect((data ?? []).map((m) => m.id).sort()).toEqual(MODULE_IDS);
    expect(data?.find((m) => m.id === 'bulk-sms')?.name).toBe('Bulk SMS');
  });

  it('a module not built yet is off on a new database, and every built one is on', async () => {
    expect(PLACEHOLDER_IDS).toEqual(expect.arrayContaining(['hr', 'accounting']));
    expect(PLACEHOLDER_IDS).not.toContain('gallery');
    expect(PLACEHOLDER_IDS).not.toContain('feedback');
    expect(PLACEHOLDER_IDS).not.toContain('pos');
    expect(PLACEHOLDER_IDS).not.toContain('leads');
    const { data } = await serviceClient()
      .from('system_modules')
      .select('id, is_enabled')
      .eq('organization_id', 1)
      .order('id');
    const off = (data ?? []).filter((m) => !m.is_enabled).map((m) => m.id);
    // Other tests here flip calendar and restore it; only the placeholders start off.
    expect(off.filter((id) => id !== 'calendar')).toEqual(PLACEHOLDER_IDS);
  });

  it('only a superadmin switches a module; admin, staff, customer and visitors cannot', async () => {
    for (const role of ['admin', 'staff', 'customer'] as const) {
      const u = await userWithRole(role);
      const { data } = await setLeads(u.client, false);
      expect(data ?? [], role).toEqual([]);
    }
    const anon = await setLeads(anonClient(), false);
    expect(anon.data ?? []).toEqual([]);
    const { data: still } = await serviceClient()
      .from('system_modules')
      .select('is_enabled')
      .eq('id', 'calendar')
      .single();
    expect(still?.is_enabled).toBe(true);

    const boss = await userWithRole('superadmin');
    const off = await setLeads(boss.client, false);
    expect(off.data).toEqual([{ id: 'calendar', is_enabled: false }]);
    expect((await boss.client.rpc('module_enabled', { module_id: 'calendar' })).data).toBe(false);
    const on = await setLeads(boss.client, true);
    expect(on.data).toEqual([{ id: 'calendar', is_enabled: true }]);
    const { data: row } = await serviceClient()
      .from('system_modules')
      .select('updated_by')
      .eq('id', 'calendar')
      .single();
    expect(row?.updated_by).toBe(boss.id);
  });

  it('every switch a superadmin flips is in the audit log with who and when; saving the same value is not', async () => {
    const boss = await userWithRole('superadmin');
    const flip = (is_enabled: boolean) =>
      boss.client.from('system_modules').update({ is_enabled }).eq('organization_id', 1).eq('id', 'calendar');
    const since = new Date().toISOString();
    expect((await flip(false)).error).toBeNull();
    expect((await flip(false)).error).toBeNull();
    expect((await flip(true)).error).toBeNull();
    const { data, error } = await boss.client
      .from('audit_log')
      .select('actor, action, target, details, at')
      .eq('target', 'calendar')
      .eq('actor', boss.id)
      .gte('at', since)
      .order('id');
    expect(error).toBeNull();
    expect(data?.map((r) => r.action)).toEqual(['module.disabled', 'module.enabled']);
    expect(data?.[0].details).toEqual({ organization_id: 1, name: 'Calendar' });
    // Staff cannot read the log, and nobody writes it directly.
    const staff = await userWithRole('staff');
    expect((await staff.client.from('audit_log').select('id').eq('target', 'calendar')).data).toEqual([]);
    const forged = await boss.client.from('audit_log').insert({ action: 'module.enabled', target: 'x' });
    expect(forged.error).not.toBeNull();
  });

  it('a superadmin cannot rename or re-key a module through REST', async () => {
    const boss = await userWithRole('superadmin');
    const { error } = await boss.client.from('system_modules').update({ name: 'Hacked' }).eq('id', 'hr');
    expect(error?.code).toBe('42501');
  });

  it('a module not listed counts as enabled in SQL too', async () => {
    const staff = await userWithRole('staff');
    expect((await staff.client.rpc('module_enabled', { module_id: 'not-a-module' })).data).toBe(true);
  });

  it('a switch flipped by the superadmin reaches a staff subscriber live', async () => {
    const staff = await userWithRole('staff');
    const boss = await userWithRole('superadmin');
    const received = new Promise<Record<string, unknown>>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('no realtime event within 10 s')), 10_000);
      const channel = staff.client
        .channel(`modules-${staff.id}`)
        .on(
          'postgres_changes',
          { event: 'UPDATE', schema: 'public', table: 'system_modules', filter: 'organization_id=eq.1' },
          (payload) => {
            if ((payload.new as { id?: string }).id !== 'calendar') return;
            clearTimeout(timer);
            void staff.client.removeChannel(channel);
            resolve(payload.new as Record<string, unknown>);
          },
        )
        .subscribe(async (status) => {
          if (status === 'SUBSCRIBED') {
            await boss.client.from('system_modules').update({ is_enabled: false }).eq('id', 'calendar');
          }
        });
    });
    const row = await received;
    expect(row).toMatchObject({ id: 'calendar', is_enabled: false });
    await boss.client.from('system_modules').update({ is_enabled: true }).eq('id', 'calendar');
  });
});
