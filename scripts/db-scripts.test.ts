import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const scripts = import.meta.dirname;

function run(name: string, dataDir: string, args: string[] = []) {
  const { DATABASE_URL: _d, TEST_DATABASE_URL: _t, ...rest } = process.env;
  return spawnSync(process.execPath, [path.join(scripts, name), ...args], {
    encoding: 'utf8',
    env: { ...rest, DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    timeout: 120_000,
  });
}

const tempDir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'sw-dbscripts-'));

describe('an operator migrates or resets the embedded database from the command line', () => {
  it('migrates a new data folder, then finds nothing pending, and leaves no lock behind', () => {
    const dir = tempDir();
    const first = run('db-migrate.ts', dir);
    expect(first.stderr).not.toMatch(/Error/);
    expect(first.status).toBe(0);
    expect(first.stdout).toMatch(/applied \d{14}_kernel_schema/);
    const again = run('db-migrate.ts', dir);
    expect(again.status).toBe(0);
    expect(again.stdout).toMatch(/^0 applied, \d+ in total/m);
    expect(fs.existsSync(path.join(dir, 'server.lock'))).toBe(false);
  }, 240_000);

  it('refuses to migrate or reset a folder a running server holds, and touches nothing', () => {
    const dir = tempDir();
    // This test process is alive: it stands for the server holding the folder.
    fs.writeFileSync(path.join(dir, 'server.lock'), JSON.stringify({ pid: process.pid, startedAt: 'now' }));
    for (const [name, args] of [
      ['db-migrate.ts', []],
      ['db-reset.ts', ['--yes']],
    ] as const) {
      const r = run(name, dir, [...args]);
      expect(r.status, name).toBe(1);
      expect(r.stderr, name).toMatch(/is in use by another Safeworks server \(pid \d+\)/);
    }
    expect(fs.existsSync(path.join(dir, 'db'))).toBe(false);
    expect(JSON.parse(fs.readFileSync(path.join(dir, 'server.lock'), 'utf8')).pid).toBe(process.pid);
  }, 120_000);
});
