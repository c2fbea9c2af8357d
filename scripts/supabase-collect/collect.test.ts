// The lock of repeatable definitions after two branches each added one: merged, both entries hold the same
// "next" version, and Supabase (which records a migration by its version) would apply only one of them.
import { describe, expect, it } from 'vitest';
import { sharedVersions, updatedLock } from './collect.ts';

const repeatable = (name: string, checksum: string) => ({
  name,
  checksum,
  module: 'pos',
  file: `${name}.sql`,
});

describe('two branches that each added a repeatable are merged', () => {
  const lock = {
    'app.a': { checksum: 'a', version: '20261203020025' },
    'app.b': { checksum: 'b', version: '20261203020025' },
    'app.c': { checksum: 'c', version: '20261203020026' },
  };
  const repeatables = [repeatable('app.a', 'a'), repeatable('app.b', 'b'), repeatable('app.c', 'c')];

  it('finds the later entry of a shared version, and one that a migration already has', () => {
    expect([...sharedVersions(lock, [], repeatables)]).toEqual(['app.b']);
    expect([...sharedVersions(lock, [{ version: '20261203020026' }], repeatables)].sort()).toEqual([
      'app.b',
      'app.c',
    ]);
  });

  it('gives the later one a version of its own after the newest, and keeps the others', () => {
    const next = updatedLock(lock, [], repeatables);
    expect(next['app.a']).toEqual(lock['app.a']);
    expect(next['app.c']).toEqual(lock['app.c']);
    expect(next['app.b']).toEqual({ checksum: 'b', version: '20261203020027' });
  });
});
