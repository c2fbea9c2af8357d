// A local user who is not the server's owner can neither read nor write the
// embedded database, the keys or stored files: everything under DATA_DIR is
// owner-only, on a new folder and on one left with loose modes (fixed, with a
// warning). PGlite writes its files with 0666 of its own accord, so this test
// checks the real files after real writes.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config.ts';
import { startServer } from '../../server/start.ts';

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'sw-modes-'));
const dataDir = path.join(tmp, 'data');
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

function config() {
  const {
    DATABASE_URL: _d,
    TEST_DATABASE_URL: _t,
    JWT_SECRET: _j,
    ANON_KEY: _a,
    SERVICE_ROLE_KEY: _s,
    ...env
  } = process.env;
  return loadConfig({
    ...env,
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    STATIC_DIR: path.resolve(import.meta.dirname, '../fixtures/spa'),
    SKIP_BUILD: '1',
  });
}

function capturingLog() {
  const lines: string[] = [];
  const log = pino({ level: 'warn' }, { write: (l: string) => lines.push(l) });
  return { log, lines };
}

/** Every path under root whose mode lets group or others in. */
function looseEntries(root: string): string[] {
  const loose: string[] = [];
  const visit = (p: string) => {
    const st = fs.lstatSync(p);
    if (st.isSymbolicLink()) return;
    if (st.mode & 0o077) loose.push(`${(st.mode & 0o777).toString(8)} ${path.relative(root, p) || '.'}`);
    if (st.isDirectory()) for (const n of fs.readdirSync(p)) visit(path.join(p, n));
  };
  visit(root);
  return loose;
}

async function startWriteAndStop(log = capturingLog().log) {
  const server = await startServer(config(), { log });
  // Writes that make PGlite create files: a user (auth + profile) and a table's new pages.
  const signup = await fetch(`${server.url}/auth/v1/signup`, {
    method: 'POST',
    headers: { apikey: server.ctx.keys.anonKey, 'content-type': 'application/json' },
    body: JSON.stringify({ email: `modes.${Date.now()}@example.test`, password: 'Correct-Horse-Battery-9' }),
  });
  expect(signup.status).toBe(200);
  await server.ctx.db.exec(
    "create table if not exists modes_probe(a text); insert into modes_probe select repeat('x', 500) from generate_series(1, 3000); checkpoint;",
  );
  const whileRunning = looseEntries(dataDir);
  await server.close();
  return whileRunning;
}

describe('the embedded data folder is readable and writable by its owner only', () => {
  it('a new DATA_DIR: the database files, keys and folders are 0600/0700 while running and after stop', async () => {
    const whileRunning = await startWriteAndStop();
    expect(whileRunning).toEqual([]);
    expect(looseEntries(dataDir)).toEqual([]);
    expect(fs.statSync(dataDir).mode & 0o777).toBe(0o700);
    expect(fs.readdirSync(path.join(dataDir, 'db')).length).toBeGreaterThan(5);
  }, 120_000);

  it('a DATA_DIR left with loose modes is made owner-only at start, and the operator is told', async () => {
    // chmod(1) in its own process: this process's fs.chmodSync is the server's, guarded.
    execFileSync('chmod', ['-R', 'go+rwX', dataDir]);
    expect(looseEntries(dataDir).length).toBeGreaterThan(100);

    const { log, lines } = capturingLog();
    const whileRunning = await startWriteAndStop(log);
    expect(whileRunning).toEqual([]);
    expect(looseEntries(dataDir)).toEqual([]);
    expect(lines.join('\n')).toMatch(/other local users could read or write: made them owner-only/);
  }, 120_000);
});
