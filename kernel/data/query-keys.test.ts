import { describe, expect, it } from 'vitest';
import { kernelKeys, pluginKeys } from './query-keys.ts';

describe('query keys per plugin', () => {
  it('starts every key with the plugin id, so invalidating `all` reaches its lists and records', () => {
    const keys = pluginKeys('users');
    expect(keys.all).toEqual(['users']);
    expect(keys.lists()).toEqual(['users', 'list']);
    expect(keys.list({ search: 'kip', page: 2 })).toEqual(['users', 'list', { search: 'kip', page: 2 }]);
    expect(keys.detail('u1')).toEqual(['users', 'detail', 'u1']);
    expect(keys.list().slice(0, 1)).toEqual(keys.all);
  });

  it('gives a resource of a plugin a family of its own inside the plugin’s', () => {
    const modules = pluginKeys('settings', 'modules');
    expect(modules.all).toEqual(['settings', 'modules']);
    expect(modules.list()).toEqual(['settings', 'modules', 'list', {}]);
    expect(modules.all.slice(0, 1)).toEqual(pluginKeys('settings').all);
  });

  it('keeps the kernel’s prefix for the kernel', () => {
    expect(kernelKeys.modules.all).toEqual(['kernel', 'modules']);
    expect(() => pluginKeys('kernel')).toThrow(/kernel's own/);
  });
});
