// A server killed with SIGKILL leaves its lock behind, and until its parent
// reaps it the dead process still answers kill(pid, 0) as a zombie. A restart
// right then must take the folder over at once, not say "DATA_DIR is in use".
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { acquireDataDirLock, readDataDirLock } from '../../server/data-dir-lock.ts';
import { freePort } from '../support/free-port.ts';
import { serverEnv, spawnServer, stopServer, waitHealthy } from '../support/server-process.ts';

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'sw-zombie-'));
const dataDir = path.join(tmp, 'data');
const spawned: ChildProcess[] = [];
afterAll(() => {
  for (const c of spawned) if (c.exitCode === null) c.kill('SIGKILL');
  fs.rmSync(tmp, { recursive: true, force: true });
});

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
    const holder = spawnServer(serverEnv({ dataDir, port }), 'sh', [
      '-c',
      `"${process.execPath}" server/main.ts & echo $!; exec sleep 120`,
    ]);
    spawned.push(holder.child);
    await waitHealthy(port, holder);
    const pid = Number(holder.output().split('\n')[0]);
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
    // 'info' prints each start step: should this ever be slow, the failure says where it stood.
    const restarted = spawnServer(serverEnv({ dataDir, port: restartPort, logLevel: 'info' }));
    spawned.push(restarted.child);
    await waitHealthy(restartPort, restarted);
    expect(state(pid)).toBe('Z'); // still unreaped: the takeover did not wait for it
    await stopServer(restarted.child);
  }, 300_000);

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
