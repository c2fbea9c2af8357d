import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const script = path.resolve(import.meta.dirname, 'user-create.ts');
const run = (dataDir: string, args: string[]) =>
  spawnSync(process.execPath, [script, ...args], {
    encoding: 'utf8',
    env: { ...process.env, DATA_DIR: dataDir, PORT: '3999', DATABASE_URL: '', LOG_LEVEL: 'warn' },
    timeout: 120_000,
  });

describe('an operator creates the first superadmin from the command line', () => {
  it('creates the user once and refuses the same email again', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sw-usercreate-'));
    const args = ['--email', 'first@example.com', '--password', 'Very-Strong-Pass-1', '--role', 'superadmin'];
    const first = run(dir, args);
    expect(first.stdout + first.stderr).toMatch(/Created superadmin first@example.com/);
    expect(first.status).toBe(0);
    const again = run(dir, args);
    expect(again.status).toBe(1);
    expect(again.stderr).toMatch(/already been registered/);
  }, 180_000);

  it('refuses an unknown role before touching the database', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sw-usercreate-'));
    const r = run(dir, ['--email', 'x@example.com', '--password', 'Very-Strong-Pass-1', '--role', 'emperor']);
    expect(r.status).toBe(1);
    expect(r.stderr).toMatch(/--role must be one of/);
  });
});
