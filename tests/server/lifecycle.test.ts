// `npm start` / `npm run keys` as an operator uses them: a new data folder,
// a clean stop on SIGTERM, and a restart that finds everything again.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { freePort, ROOT as root, serverEnv, serverProcesses, stopServer } from '../support/server-process.ts';

const servers = serverProcesses('life');
const dataDir = path.join(servers.tmp, 'data');

// No demo data: its accounts and files are the journeys' server's and tests/kernel-schema/demo-users.test.ts's
// subject; here they only multiplied the CPU a start needs on a machine busy with other work.
const env = (port: number) => serverEnv({ dataDir, port });

async function startMain(port: number) {
  const server = await servers.start({ dataDir, port });
  const health = server.health as {
    database: { kind: string; ok: boolean };
    migrations: { total: number };
  };
  return { ...server, health };
}

const stop = stopServer;

describe('an operator runs the server', () => {
  let port = 0;
  beforeAll(async () => {
    port = await freePort();
  });

  it('starts on a new data folder, stops cleanly on SIGTERM and restarts with its data and keys', async () => {
    const first = await startMain(port);
    expect(first.health.database.kind).toBe('pglite');
    expect(first.health.migrations.total).toBeGreaterThanOrEqual(1);
    const keysFile = path.join(dataDir, 'keys.json');
    expect(fs.statSync(keysFile).mode & 0o777).toBe(0o600);
    const keysBefore = fs.readFileSync(keysFile, 'utf8');
    expect(await stop(first.child)).toBe(0);
    expect(first.output()).toContain('shutting down');

    const second = await startMain(port);
    expect(second.health.migrations).toEqual(first.health.migrations);
    expect(fs.readFileSync(keysFile, 'utf8')).toBe(keysBefore);
    // Nothing was written twice: the restart applied no migration.
    expect(second.output()).toMatch(/"applied":0/);
    expect(await stop(second.child)).toBe(0);
  }, 300_000);

  it('prints the same keys the server uses with `npm run keys`', () => {
    const printed = JSON.parse(
      execFileSync(process.execPath, ['scripts/keys.ts'], { cwd: root, env: env(port), encoding: 'utf8' }),
    );
    const stored = JSON.parse(fs.readFileSync(path.join(dataDir, 'keys.json'), 'utf8'));
    expect(printed).toEqual({
      url: `http://localhost:${port}`,
      anonKey: stored.anonKey,
      serviceRoleKey: stored.serviceRoleKey,
    });
  });

  it('never writes a key or token into its logs', async () => {
    const run = await startMain(port);
    const stored = JSON.parse(fs.readFileSync(path.join(dataDir, 'keys.json'), 'utf8'));
    await fetch(`http://127.0.0.1:${port}/health?access_token=${stored.anonKey}`, {
      headers: { apikey: stored.anonKey, authorization: `Bearer ${stored.serviceRoleKey}` },
    });
    await stop(run.child);
    const out = run.output();
    expect(out).toContain('"path":"/health"');
    for (const secret of [stored.anonKey, stored.serviceRoleKey, stored.jwtSecret])
      expect(out).not.toContain(secret);
  }, 300_000);

  it('keeps every write it confirmed when killed mid-write (SIGKILL), and starts again on the same folder', async () => {
    const run = await startMain(port);
    const { serviceRoleKey } = JSON.parse(fs.readFileSync(path.join(dataDir, 'keys.json'), 'utf8'));
    const headers = {
      apikey: serviceRoleKey,
      authorization: `Bearer ${serviceRoleKey}`,
      'content-type': 'application/json',
    };
    const tag = `kill${Date.now()}`;
    const create = (i: number) =>
      fetch(`http://127.0.0.1:${port}/auth/v1/admin/users`, {
        method: 'POST',
        headers,
        body: JSON.stringify({
          email: `${tag}.${i}@example.test`,
          password: 'Crash-Safe-Password-9',
          email_confirm: true,
          user_metadata: { full_name: `Crash ${i}` },
        }),
      });
    const confirmed: string[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await create(i);
      expect(res.status).toBe(200);
      confirmed.push(`${tag}.${i}@example.test`);
    }
    // More writes in flight, then the power cord: no SIGTERM, no clean close.
    const inFlight = Array.from({ length: 10 }, (_, i) => create(100 + i).catch(() => null));
    await new Promise((r) => setTimeout(r, 30));
    const exited = new Promise((r) => run.child.once('exit', r));
    run.child.kill('SIGKILL');
    await exited;
    await Promise.all(inFlight);

    // The lock of the dead server does not stand in the way; the database opens and is whole.
    const again = await startMain(port);
    expect(again.health.database.ok).toBe(true);
    const res = await fetch(
      `http://127.0.0.1:${port}/rest/v1/profiles?select=email,full_name&email=like.${tag}.*&order=email`,
      { headers },
    );
    expect(res.status).toBe(200);
    const rows = (await res.json()) as { email: string; full_name: string }[];
    const emails = rows.map((r) => r.email);
    for (const e of confirmed) expect(emails).toContain(e);
    // A user and its profile are written in one transaction: never one without the other.
    const users = await fetch(`http://127.0.0.1:${port}/auth/v1/admin/users?per_page=1000`, { headers });
    const list = ((await users.json()) as { users: { email: string }[] }).users
      .map((u) => u.email)
      .filter((e) => e.startsWith(`${tag}.`))
      .sort();
    expect(list).toEqual([...emails].sort());
    expect(await stop(again.child)).toBe(0);
  }, 300_000);
});
