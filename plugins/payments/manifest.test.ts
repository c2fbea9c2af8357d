import { validateManifests } from '@kernel/app/validate.ts';
import { buildMenu } from '@kernel/registry/build-menu.ts';
import { type ModuleId, moduleIdsOf } from '@kernel/registry/module-ids.ts';
import { describe, expect, it } from 'vitest';
import { plugins } from '../../config/plugins.ts';
import { manifest } from './manifest.ts';

const labels = (isEnabled: (id: ModuleId) => boolean) =>
  buildMenu(plugins, 'superadmin', isEnabled)
    .filter((s) => s.section === 'admin')
    .flatMap((s) => s.items.map((i) => i.label));

describe('a superadmin member looking for Payment testing', () => {
  it('finds it installed in config/plugins.ts and valid beside every other plugin', () => {
    expect(plugins).toContain(manifest);
    expect(() => validateManifests(plugins)).not.toThrow();
  });

  it('finds it in the menu, leading to /dashboard/payment-testing', () => {
    expect(labels(() => true)).toContain('Payment testing');
    const item = buildMenu(plugins, 'superadmin', () => true)
      .flatMap((s) => s.items)
      .find((i) => i.pluginId === 'payments');
    expect(item?.path).toBe('/dashboard/payment-testing');
  });

  it('leaves the menu while its module is switched off in Settings → Modules', () => {
    expect(labels((id) => id !== 'payments')).not.toContain('Payment testing');
  });

  it('is one of the module switches Settings → Modules and the database list (module ids come from manifests)', () => {
    expect(moduleIdsOf(plugins)).toContain('payments');
  });
});
