// The server never outlives what started it: `npm start` stopped with
// SIGTERM takes the server down with it (it used to leave it running behind
// the shell npm runs scripts in), a parent killed outright leaves no orphan,
// and a stop during the first build stops the build too.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readDataDirLock } from '../../server/data-dir-lock.ts';
import { buildIfNeeded } from '../../server/spa/build-if-needed.ts';
import {
  freePort,
  ROOT as root,
  type ServerProcess,
  seedDataDir,
  serverEnv,
  serverProcesses,
  waitGone,
  waitHealthy,
} from '../support/server-process.ts';

const servers = serverProcesses('parent');
const tmp = servers.tmp;
const pids: number[] = [];
// The servers these tests start run below a shell or npm: any still alive are killed here too.
afterAll(() => {
  for (const p of pids) if (alive(p)) process.kill(p, 'SIGKILL');
});

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  try {
    // A zombie is dead too (its parent just has not reaped it).
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2)[0] !== 'Z';
  } catch {
    return false;
  }
}

/** Waits until the server on `dataDir` answers, and returns its pid (from its lock). */
async function serverPid(dataDir: string, port: number, server: ServerProcess): Promise<number> {
  await waitHealthy(port, server);
  const pid = readDataDirLock(dataDir)?.pid;
  if (!pid) throw new Error(`a server answers but holds no lock on ${dataDir}:\n${server.output()}`);
  pids.push(pid);
  return pid;
}

function start(cmd: string, args: string[], dataDir: string, port: number) {
  return servers.spawn(serverEnv({ dataDir, port }), cmd, args);
}

describe('the server stops with whatever started it', () => {
  it('`npm start` stopped with SIGTERM leaves no server process behind', async () => {
    const dataDir = path.join(tmp, 'npm');
    await seedDataDir(dataDir); // a first start is not what this is about
    const port = await freePort();
    const server = start('npm', ['start', '--silent'], dataDir, port);
    const { child, output } = server;
    const pid = await serverPid(dataDir, port, server);
    expect(pid).not.toBe(child.pid);
    child.kill('SIGTERM');
    // Gone, however long closing the database takes on a busy machine; a stop that stalls fails (waitGone).
    await waitGone(pid, output);
    expect(alive(pid)).toBe(false);
  }, 300_000);

  it('a parent killed with SIGKILL leaves no orphaned server running', async () => {
    const dataDir = path.join(tmp, 'orphan');
    await seedDataDir(dataDir);
    const port = await freePort();
    const server = start('sh', ['-c', `"${process.execPath}" server/main.ts & wait`], dataDir, port);
    const { child, output } = server;
    const pid = await serverPid(dataDir, port, server);
    child.kill('SIGKILL');
    await waitGone(pid, output);
    expect(alive(pid)).toBe(false);
  }, 300_000);

  it('a stop during the first build stops the build as well', async () => {
    const stopper = new AbortController();
    const started = Date.now();
    const building = buildIfNeeded({
      repoRoot: root,
      staticDir: path.join(tmp, 'never-built'),
      log: () => {},
      signal: stopper.signal,
      command: { cmd: 'sleep', args: ['30'] },
    });
    setTimeout(() => stopper.abort(), 300);
    await expect(building).rejects.toThrow('build stopped');
    expect(Date.now() - started).toBeLessThan(5000);
  });
});
