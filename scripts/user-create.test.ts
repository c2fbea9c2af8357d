import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { createClient } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import {
  freePort,
  ROOT as root,
  seedDataDir,
  serverEnv,
  serverProcesses,
  stopServer,
} from '../tests/support/server-process.ts';

const script = path.resolve(import.meta.dirname, 'user-create.ts');
const PASSWORD = 'Very-Strong-Pass-1';
const servers = serverProcesses('usercreate');

// The command listens on a port of its own choosing; PORT (never bound here) only matters to a server.
const env = (dataDir: string, port = 3999) => serverEnv({ dataDir, port, logLevel: 'warn' });

const run = (dataDir: string, args: string[], port?: number) =>
  spawnSync(process.execPath, [script, ...args], {
    encoding: 'utf8',
    env: env(dataDir, port),
    timeout: 120_000,
  });

const tempDir = () => fs.mkdtempSync(path.join(servers.tmp, 'run-'));

async function startServer(dataDir: string, port: number) {
  return (await servers.start({ dataDir, port, logLevel: 'warn' })).child;
}

const stop = stopServer;

describe('an operator creates the first superadmin from the command line', () => {
  it('creates the user once (server stopped) and refuses the same email again', () => {
    const dir = tempDir();
    const args = ['--email', 'first@example.com', '--password', PASSWORD, '--role', 'superadmin'];
    const first = run(dir, args);
    expect(first.stdout + first.stderr).toMatch(/Created superadmin first@example.com/);
    expect(first.status).toBe(0);
    // The in-process server let go of the data folder.
    expect(fs.existsSync(path.join(dir, 'server.lock'))).toBe(false);
    const again = run(dir, args);
    expect(again.status).toBe(1);
    expect(again.stderr).toMatch(/already been registered/);
  }, 180_000);

  it('refuses an unknown role or a missing password before touching the database', () => {
    const dir = tempDir();
    const r = run(dir, ['--email', 'x@example.com', '--password', PASSWORD, '--role', 'emperor']);
    expect(r.status).toBe(1);
    expect(r.stderr).toMatch(/--role must be one of/);
    const noPassword = run(dir, ['--email', 'x@example.com']);
    expect(noPassword.status).toBe(1);
    expect(noPassword.stderr).toMatch(/--password is required/);
    expect(fs.existsSync(path.join(dir, 'db'))).toBe(false);
  });

  it('creates the user through the server that is running on the same data folder', async () => {
    const dir = tempDir();
    await seedDataDir(dir); // a first start is the first test's subject, not this one's
    const [port, otherPort, thirdPort] = [await freePort(), await freePort(), await freePort()];
    const server = await startServer(dir, port);
    // A different PORT in the environment does not matter: the data folder's lock says where the server is.
    const r = run(
      dir,
      ['--email', 'boss@example.com', '--password', PASSWORD, '--role', 'superadmin'],
      otherPort,
    );
    expect(r.stdout).toContain(`Using the server running at http://127.0.0.1:${port}`);
    expect(r.status).toBe(0);
    const keys = JSON.parse(fs.readFileSync(path.join(dir, 'keys.json'), 'utf8'));
    const client = createClient(`http://127.0.0.1:${port}`, keys.anonKey, {
      auth: { persistSession: false, autoRefreshToken: false },
    });
    const signIn = await client.auth.signInWithPassword({ email: 'boss@example.com', password: PASSWORD });
    expect(signIn.error).toBeNull();
    expect((await client.rpc('current_app_role')).data).toBe('superadmin');
    // A second `npm start` on the same folder refuses instead of corrupting the database.
    const second = spawnSync(process.execPath, ['server/main.ts'], {
      cwd: root,
      env: env(dir, thirdPort),
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(second.status).toBe(1);
    expect(second.stdout + second.stderr).toMatch(/is in use by another Safeworks server/);
    expect(await stop(server)).toBe(0);
    expect(fs.existsSync(path.join(dir, 'server.lock'))).toBe(false);
  }, 180_000);

  it('says clearly when another process holds the data folder and does not answer', () => {
    const dir = tempDir();
    // This test process is alive and is not a server: it stands for one that is starting up.
    fs.writeFileSync(path.join(dir, 'server.lock'), JSON.stringify({ pid: process.pid, startedAt: 'now' }));
    const r = run(dir, ['--email', 'x@example.com', '--password', PASSWORD, '--role', 'staff']);
    expect(r.status).toBe(1);
    expect(r.stderr).toMatch(/is in use by another Safeworks server \(pid \d+\)/);
    expect(fs.existsSync(path.join(dir, 'db'))).toBe(false);
  });

  it('takes over a lock left behind by a crashed server', async () => {
    const dir = tempDir();
    await seedDataDir(dir);
    const dead = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], {
      encoding: 'utf8',
    });
    fs.writeFileSync(
      path.join(dir, 'server.lock'),
      JSON.stringify({ pid: Number(dead.stdout), startedAt: 'x' }),
    );
    const r = run(dir, ['--email', 'after-crash@example.com', '--password', PASSWORD, '--role', 'admin']);
    expect(r.stdout).toMatch(/Created admin after-crash@example.com/);
    expect(r.status).toBe(0);
  }, 180_000);
});
