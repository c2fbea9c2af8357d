import { ManifestError, validateManifests } from '@kernel/app/validate.ts';
import { describe, expect, it } from 'vitest';
import { plugins } from '../../config/plugins.ts';
import { moduleDependencies, requiredPlugins } from './dependencies.ts';
import type { PluginManifest } from './types.ts';

const screen = () => Promise.resolve({ default: () => null });
const plugin = (id: string, extra: Partial<PluginManifest> = {}): PluginManifest => ({
  id,
  title: id,
  description: 'd',
  routes: [{ path: `/dashboard/${id}`, title: id, load: screen }],
  ...extra,
});

describe('a developer declaring what a module depends on', () => {
  it('is told at start when a dependency is not an installed plugin, or is the plugin itself', () => {
    expect(() => validateManifests([plugin('leads', { dependsOn: ['customer'] })])).toThrow(
      new ManifestError('Plugin "leads" depends on "customer", which is not an installed plugin'),
    );
    expect(() => validateManifests([plugin('leads', { optionalDependsOn: ['leads'] })])).toThrow(
      'Plugin "leads" depends on itself',
    );
    expect(() =>
      validateManifests([
        plugin('customers'),
        plugin('leads', { dependsOn: ['customers'], optionalDependsOn: ['customers'] }),
      ]),
    ).toThrow('Plugin "leads" names "customers" twice among its dependencies');
  });

  it('is told at start when modules depend on each other in a circle, with the circle spelled out', () => {
    expect(() =>
      validateManifests([
        plugin('invoicing', { dependsOn: ['customers'] }),
        plugin('customers', { optionalDependsOn: ['quotations'] }),
        plugin('quotations', { dependsOn: ['invoicing'] }),
      ]),
    ).toThrow('Plugins depend on each other in a circle: invoicing → customers → quotations → invoicing');
  });

  it('gets the module switches that need others, also through a plugin without a switch', () => {
    const manifests = [
      plugin('customers', { moduleId: 'customers' }),
      plugin('email', { moduleId: 'email' }),
      plugin('invoicing', { dependsOn: ['customers', 'email'] }),
      plugin('pos', { moduleId: 'pos', dependsOn: ['invoicing'], optionalDependsOn: ['leads'] }),
      plugin('leads', { moduleId: 'leads', dependsOn: ['customers'] }),
      plugin('surveys', { moduleId: 'feedback', dependsOn: ['feedback'] }),
      plugin('feedback', { moduleId: 'feedback' }),
    ];
    validateManifests(manifests);
    expect(requiredPlugins(manifests, 'pos')).toEqual(['customers', 'email', 'invoicing']);
    expect(moduleDependencies(manifests)).toEqual([
      { module_id: 'leads', requires: 'customers' },
      { module_id: 'pos', requires: 'customers' },
      { module_id: 'pos', requires: 'email' },
    ]);
  });

  it('finds the installed manifests valid, and Leads and Projects needing Customers', () => {
    expect(() => validateManifests(plugins)).not.toThrow();
    expect(moduleDependencies(plugins)).toEqual(
      expect.arrayContaining([
        { module_id: 'leads', requires: 'customers' },
        { module_id: 'projects', requires: 'customers' },
      ]),
    );
  });
});
