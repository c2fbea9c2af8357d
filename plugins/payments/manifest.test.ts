import { validateManifests } from '@kernel/app/validate.ts';
import { buildMenu } from '@kernel/registry/build-menu.ts';
import { type ModuleId, moduleIdsOf } from '@kernel/registry/module-ids.ts';
import { describe, expect, it } from 'vitest';
import { plugins } from '../../config/plugins.ts';
import { manifest } from './manifest.ts';

const labels = (
  isEnabled: (id: ModuleId) => boolean,
  role: 'superadmin' | 'admin' | 'staff' = 'superadmin',
) =>
  buildMenu(plugins, role, isEnabled)
    .filter((s) => s.section === 'admin')
    .flatMap((s) => s.items.map((i) => i.label));

describe('an admin looking for Online payments (and a superadmin for Payment testing)', () => {
  it('finds it installed in config/plugins.ts and valid beside every other plugin', () => {
    expect(plugins).toContain(manifest);
    expect(() => validateManifests(plugins)).not.toThrow();
  });

  it('finds Online payments in the menu, leading to /dashboard/payments; staff do not', () => {
    expect(labels(() => true, 'admin')).toContain('Online payments');
    expect(labels(() => true, 'staff')).not.toContain('Online payments');
    const item = buildMenu(plugins, 'admin', () => true)
      .flatMap((s) => s.items)
      .find((i) => i.pluginId === 'payments');
    expect(item?.path).toBe('/dashboard/payments');
  });

  it('keeps Payment testing for superadmins (its route asks for one)', () => {
    const route = manifest.routes.find((r) => r.path === '/dashboard/payment-testing');
    expect(route?.requiredRole).toBe('superadmin');
  });

  it('leaves the menu while its module is switched off in Settings → Modules', () => {
    expect(labels((id) => id !== 'payments')).not.toContain('Online payments');
  });

  it('is one of the module switches Settings → Modules and the database list (module ids come from manifests)', () => {
    expect(moduleIdsOf(plugins)).toContain('payments');
  });
});
