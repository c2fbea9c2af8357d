// A server killed with SIGKILL leaves its lock behind, and until its parent
// reaps it the dead process still answers kill(pid, 0) as a zombie. A restart
// right then must take the folder over at once, not say "DATA_DIR is in use".
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { acquireDataDirLock, readDataDirLock } from '../../server/data-dir-lock.ts';
import { freePort } from '../support/free-port.ts';

const root = path.resolve(import.meta.dirname, '../..');
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'sw-zombie-'));
const dataDir = path.join(tmp, 'data');
const spawned: ChildProcess[] = [];
afterAll(() => {
  for (const c of spawned) if (c.exitCode === null) c.kill('SIGKILL');
  fs.rmSync(tmp, { recursive: true, force: true });
});

function env(port: number): NodeJS.ProcessEnv {
  const {
    DATABASE_URL: _d,
    TEST_DATABASE_URL: _t,
    JWT_SECRET: _j,
    ANON_KEY: _a,
    SERVICE_ROLE_KEY: _s,
    ...rest
  } = process.env;
  return {
    ...rest,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    STATIC_DIR: path.join(tmp, 'no-dist'),
    SKIP_BUILD: '1',
    DEMO_DATA: 'false',
  };
}

async function healthy(port: number, what: () => string) {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/health`)).ok) return;
    } catch {
      /* not yet */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no healthy server on ${port}:\n${what()}`);
}

const state = (pid: number) => {
  try {
    const t = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    return t.slice(t.lastIndexOf(')') + 2).split(' ')[0];
  } catch {
    return 'gone';
  }
};

describe('a restart right after the server was killed with SIGKILL', () => {
  it('takes the data folder over while the dead server is still an unreaped zombie', async () => {
    // The server's parent is a shell that execs `sleep`, which never reaps it: the zombie case.
    const port = await freePort();
    const holder = spawn('sh', ['-c', `"${process.execPath}" server/main.ts & echo $!; exec sleep 120`], {
      cwd: root,
      env: env(port),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    spawned.push(holder);
    let out = '';
    holder.stdout!.on('data', (d) => {
      out += d;
    });
    holder.stderr!.on('data', (d) => {
      out += d;
    });
    await healthy(port, () => out);
    const pid = Number(out.split('\n')[0]);
    expect(readDataDirLock(dataDir)?.pid).toBe(pid);

    process.kill(pid, 'SIGKILL');
    const deadline = Date.now() + 5000;
    while (state(pid) !== 'Z' && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    expect(state(pid)).toBe('Z');

    // The lock is free at once…
    expect(readDataDirLock(dataDir)).toBeNull();
    acquireDataDirLock(dataDir).release();

    // …and a real server starts on the folder, with the data it had.
    const restartPort = await freePort();
    const restarted = spawn(process.execPath, ['server/main.ts'], {
      cwd: root,
      env: env(restartPort),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    spawned.push(restarted);
    let out2 = '';
    restarted.stderr!.on('data', (d) => {
      out2 += d;
    });
    restarted.stdout!.on('data', (d) => {
      out2 += d;
    });
    await healthy(restartPort, () => out2);
    expect(state(pid)).toBe('Z'); // still unreaped: the takeover did not wait for it
    restarted.kill('SIGTERM');
    await new Promise((r) => restarted.once('exit', r));
  }, 180_000);

  it('a lock whose pid now belongs to another process is not mistaken for a live server', () => {
    fs.mkdirSync(dataDir, { recursive: true });
    // pid 1 is alive, but started long before this lock says its holder did.
    fs.writeFileSync(
      path.join(dataDir, 'server.lock'),
      JSON.stringify({ pid: 1, startedAt: new Date().toISOString(), startTicks: '999999999999' }),
    );
    expect(readDataDirLock(dataDir)).toBeNull();
  });
});
