// A server killed with SIGKILL leaves its lock behind, and until its parent
// reaps it the dead process still answers kill(pid, 0) as a zombie. A restart
// right then must take the folder over at once, not say "DATA_DIR is in use".
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { acquireDataDirLock, readDataDirLock } from '../../server/data-dir-lock.ts';
import {
  freePort,
  seedDataDir,
  serverEnv,
  serverProcesses,
  stopServer,
  waitHealthy,
} from '../support/server-process.ts';

const servers = serverProcesses('zombie');
const dataDir = path.join(servers.tmp, 'data');

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
    // The server's parent is a shell that execs `sleep`, which never reaps it: the zombie case. It sleeps
    // until the file ends (serverProcesses kills it): a fixed `sleep 120` ran out on a busy machine and the
    // zombie was reaped, or the holder exited, mid-test.
    await seedDataDir(dataDir); // a first start is not what this is about
    const port = await freePort();
    const holder = servers.spawn(serverEnv({ dataDir, port }), 'sh', [
      '-c',
      `"${process.execPath}" server/main.ts & echo $!; exec sleep infinity`,
    ]);
    await waitHealthy(port, holder);
    const pid = Number(
      holder
        .output()
        .split('\n')
        .find((l) => /^\d+$/.test(l)),
    );
    expect(readDataDirLock(dataDir)?.pid).toBe(pid);

    process.kill(pid, 'SIGKILL');
    const deadline = Date.now() + 5000;
    while (state(pid) !== 'Z' && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    expect(state(pid)).toBe('Z');

    // The lock is free at once…
    expect(readDataDirLock(dataDir)).toBeNull();
    acquireDataDirLock(dataDir).release();

    // …and a real server starts on the folder, with the data it had.
    // The start steps are logged: should this ever be slow or stuck, the failure says where it stood.
    const restarted = await servers.start({ dataDir });
    expect(restarted.output()).toContain('database open');
    expect(state(pid)).toBe('Z'); // still unreaped: the takeover did not wait for it
    expect(await stopServer(restarted.child)).toBe(0);
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
