import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { needsBuild, newestMtime } from './build-if-needed.ts';

describe('npm start builds the app only when it has to', () => {
  it('builds on a fresh clone (no index.html yet)', () => {
    expect(needsBuild(null, 1000)).toBe(true);
  });
  it('rebuilds when a source file changed after the last build', () => {
    expect(needsBuild(1000, 2000)).toBe(true);
  });
  it('starts straight away when the build is newer than every source', () => {
    expect(needsBuild(3000, 2000)).toBe(false);
  });
  it('finds the newest source file, ignoring tests, stories and docs', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sw-build-'));
    fs.mkdirSync(path.join(dir, 'kernel'));
    const files = { 'a.ts': 100, 'a.test.ts': 900, 'b.stories.tsx': 800, 'README.md': 700 };
    for (const [name, t] of Object.entries(files)) {
      fs.writeFileSync(path.join(dir, 'kernel', name), '');
      fs.utimesSync(path.join(dir, 'kernel', name), t, t);
    }
    expect(newestMtime(dir)).toBe(100_000);
  });
  it('rebuilds after a dependency upgrade (package-lock.json changed)', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sw-build-'));
    fs.writeFileSync(path.join(dir, 'package-lock.json'), '{}');
    fs.utimesSync(path.join(dir, 'package-lock.json'), 500, 500);
    expect(newestMtime(dir)).toBe(500_000);
  });
});
