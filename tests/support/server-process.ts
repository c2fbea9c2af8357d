// A real server (`server/main.ts`) in a child process, as an operator runs it,
// for tests of start, stop, restart and command-line tools. One place knows
// how (issue 23, "Flakes"):
// - a port the operating system picked (`freePort`), never one computed from
//   the pid, which could fall in the ephemeral range and collide;
// - the environment that keeps the test's own database settings out;
// - the wait for /health, which fails at once when the child dies (with its
//   exit code and output), and which measures the server's progress, not the
//   wall clock: on a machine busy with other work a start that is slow but
//   moving (using CPU, printing its start steps) is waited for, a start that
//   is stuck (no CPU, no output for `stallMs`) fails with its output and
//   process state. The test timeouts of the files that start servers (300 s)
//   are an outer bound only, for a machine that gives a start a tenth of a core;
// - `serverProcesses()`, whose children are killed after each test whether it
//   passed or failed, and whose temporary folder goes after the file;
// - `seedDataDir()`, a migrated database for tests that are not about a first
//   start (initdb and every migration were most of their time on a busy machine).
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, afterEach, inject } from 'vitest';
import { makeOwnerOnly } from '../../server/data-dir-perms.ts';
import { PGLITE_EXTENSIONS, PGLITE_PARSERS } from '../../server/db/pglite.ts';

export const ROOT = path.resolve(import.meta.dirname, '../..');

/** A port nothing listens on right now, chosen by the operating system. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/**
 * Puts a migrated database into `dataDir` (a copy of the test run's PGlite
 * template, tests/support/global-setup.ts), so a test about something other
 * than a first start does not pay for initdb and every migration again: on a
 * busy machine that was most of the time such a test took. Without a template
 * (PostgreSQL runs) nothing is put there and the server migrates as usual.
 */
export async function seedDataDir(dataDir: string): Promise<void> {
  let template = '';
  try {
    template = inject('pgliteTemplate') ?? '';
  } catch {
    /* not in the server project */
  }
  if (!template || !fs.existsSync(template)) return;
  const dir = path.join(dataDir, 'db');
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  fs.chmodSync(dataDir, 0o700);
  const pg = await PGlite.create({
    dataDir: dir,
    loadDataDir: new Blob([fs.readFileSync(template)]),
    parsers: PGLITE_PARSERS,
    extensions: PGLITE_EXTENSIONS,
  });
  await pg.close();
  makeOwnerOnly(dataDir); // as the server keeps its folder (else it says it had to fix them)
}

export interface ServerEnvOptions {
  dataDir: string;
  port?: number;
  /** Default 'info': the start steps (database open, migrations done, ready) say where a slow start stands. */
  logLevel?: 'debug' | 'info' | 'warn' | 'error';
  /** Whether to create demo accounts (default false). */
  demoData?: boolean;
  /** Only 127.0.0.1 unless said otherwise. */
  host?: string;
  extra?: NodeJS.ProcessEnv;
}

/** The environment of a server on `dataDir` (embedded database), without the test run's own database and keys. */
export function serverEnv(o: ServerEnvOptions): NodeJS.ProcessEnv {
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
    ...(o.port === undefined ? {} : { PORT: String(o.port) }),
    HOST: o.host ?? '127.0.0.1',
    DATA_DIR: o.dataDir,
    LOG_LEVEL: o.logLevel ?? 'info',
    // No built front end: these tests talk to the API only.
    STATIC_DIR: path.join(o.dataDir, '..', 'no-dist'),
    SKIP_BUILD: '1',
    DEMO_DATA: o.demoData ? 'true' : 'false',
    ...o.extra,
  };
}

export interface ServerProcess {
  child: ChildProcess;
  /** Everything the child wrote so far (stdout and stderr). */
  output: () => string;
}

/** Spawns `cmd args` (default: node server/main.ts) in the repository, collecting its output. */
export function spawnServer(
  env: NodeJS.ProcessEnv,
  cmd = process.execPath,
  args = ['server/main.ts'],
): ServerProcess {
  const child = spawn(cmd, args, { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  child.stdout!.on('data', (d) => {
    out += d;
  });
  child.stderr!.on('data', (d) => {
    out += d;
  });
  return { child, output: () => out };
}

/** Linux's view of a process: state, parent and CPU ticks used (user + system); null when gone. */
function procStat(pid: number): { state: string; ppid: number; ticks: number } | null {
  try {
    const t = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const f = t.slice(t.lastIndexOf(')') + 2).split(' ');
    return { state: f[0], ppid: Number(f[1]), ticks: Number(f[11]) + Number(f[12]) };
  } catch {
    return null;
  }
}

/** CPU ticks used by `pid` and every process below it (a shell or npm that runs the server). */
function treeTicks(pid: number): { ticks: number; states: string[] } {
  const byParent = new Map<number, number[]>();
  const stats = new Map<number, { state: string; ticks: number }>();
  let pids: number[] = [];
  try {
    pids = fs
      .readdirSync('/proc')
      .filter((d) => /^\d+$/.test(d))
      .map(Number);
  } catch {
    return { ticks: 0, states: [] };
  }
  for (const p of pids) {
    const s = procStat(p);
    if (!s) continue;
    stats.set(p, s);
    byParent.set(s.ppid, [...(byParent.get(s.ppid) ?? []), p]);
  }
  let ticks = 0;
  const states: string[] = [];
  const todo = [pid];
  while (todo.length > 0) {
    const p = todo.pop()!;
    const s = stats.get(p);
    if (s) {
      ticks += s.ticks;
      states.push(`${p}:${s.state}`);
    }
    todo.push(...(byParent.get(p) ?? []));
  }
  return { ticks, states };
}

export interface WaitOptions {
  /** Fail when the server neither used CPU nor printed anything for this long (default 30 s): it is stuck. */
  stallMs?: number;
  /** Fail in any case after this long (default 240 s), so the error (with the output) comes before the test's timeout. */
  timeoutMs?: number;
}

/**
 * Waits until `check()` answers something other than undefined, and returns it.
 * Fails at once when `server.child` exits first (a shell holder whose server
 * runs in the background passes a child that stays alive, which is fine); when
 * the child and its processes made no progress (no CPU, no output) for
 * `stallMs`; or after `timeoutMs`. The error names `what`, the process states
 * and everything the server printed.
 */
export async function waitForServer<T>(
  server: ServerProcess,
  what: string,
  check: () => Promise<T | undefined> | T | undefined,
  options: WaitOptions = {},
): Promise<T> {
  const { stallMs = 30_000, timeoutMs = 240_000 } = options;
  const started = Date.now();
  let lastProgress = started;
  let lastTicks = -1;
  let lastOutput = -1;
  let lastCheck = 0;
  const fail = (why: string) => {
    const tree = server.child.pid ? treeTicks(server.child.pid).states.join(' ') : '';
    return new Error(
      `${why} while waiting for ${what} (after ${Date.now() - started} ms; processes ${tree || 'none'}):\n${server.output()}`,
    );
  };
  for (;;) {
    const { exitCode, signalCode } = server.child;
    if (exitCode !== null || signalCode !== null) {
      throw fail(`server exited (code ${exitCode}, signal ${signalCode})`);
    }
    const answer = await check();
    if (answer !== undefined) return answer;
    const now = Date.now();
    if (now - lastCheck >= 1000 && server.child.pid) {
      lastCheck = now;
      const { ticks } = treeTicks(server.child.pid);
      const printed = server.output().length;
      if (ticks !== lastTicks || printed !== lastOutput) lastProgress = now;
      lastTicks = ticks;
      lastOutput = printed;
    }
    if (now - lastProgress > stallMs) throw fail(`server made no progress for ${stallMs} ms`);
    if (now - started > timeoutMs) throw fail(`gave up after ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Waits until http://127.0.0.1:port/health answers 200 (see waitForServer) and returns its JSON. */
export function waitHealthy(
  port: number,
  server: ServerProcess,
  options: WaitOptions = {},
): Promise<Record<string, unknown>> {
  return waitForServer(
    server,
    `a healthy server on port ${port}`,
    async () => {
      try {
        const res = await fetch(`http://127.0.0.1:${port}/health`, { signal: AbortSignal.timeout(10_000) });
        if (res.ok) return (await res.json()) as Record<string, unknown>;
      } catch {
        /* not listening yet */
      }
      return undefined;
    },
    options,
  );
}

/**
 * Waits until process `pid` is gone (a zombie counts as gone: only its parent has not reaped it). A stop
 * that is still working (closing the database uses CPU) is waited for — on a busy machine it can take far
 * longer than on an idle one; a process that used no CPU for `stallMs` is stuck and fails the wait, with
 * `output()` in the error. `timeoutMs` (default 240 s) keeps the failure before the test's timeout.
 */
export async function waitGone(pid: number, output: () => string, options: WaitOptions = {}): Promise<void> {
  const { stallMs = 30_000, timeoutMs = 240_000 } = options;
  const started = Date.now();
  let lastProgress = started;
  let lastTicks = -1;
  for (;;) {
    const s = procStat(pid);
    if (!s || s.state === 'Z') return;
    const now = Date.now();
    const { ticks, states } = treeTicks(pid);
    if (ticks !== lastTicks) lastProgress = now;
    lastTicks = ticks;
    const why =
      now - lastProgress > stallMs
        ? `used no CPU for ${stallMs} ms`
        : now - started > timeoutMs
          ? `still running after ${timeoutMs} ms`
          : undefined;
    if (why)
      throw new Error(`process ${pid} ${why} while stopping (states ${states.join(' ')}):\n${output()}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** SIGTERM and wait for the exit code (null when it ended by a signal). */
export function stopServer(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve) => {
    child.once('exit', (code) => resolve(code));
    child.kill('SIGTERM');
  });
}

export interface StartedServer extends ServerProcess {
  port: number;
  health: Record<string, unknown>;
}

export interface ServerProcesses {
  /** A temporary folder of the file's own (removed after its tests). */
  tmp: string;
  /** Spawns `cmd args` (default: node server/main.ts); killed after the test. */
  spawn(env: NodeJS.ProcessEnv, cmd?: string, args?: string[]): ServerProcess;
  /** `node server/main.ts` on a port the OS picked (unless `port` is given), once /health answers. */
  start(o: ServerEnvOptions, wait?: WaitOptions): Promise<StartedServer>;
  /** Kills (SIGKILL) every child still running; done after each test anyway. */
  killAll(): void;
}

/**
 * The server processes of one test file. Call it at the top of the file: every
 * child it spawns is killed (SIGKILL) after the test that started it, passed or
 * failed, and the temporary folder is removed after the file.
 */
export function serverProcesses(prefix: string): ServerProcesses {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), `sw-${prefix}-`));
  const children: ChildProcess[] = [];
  const killAll = () => {
    for (const c of children) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL');
  };
  // A test's servers never outlive it: one left running by a failed test would hold the data folder
  // (and its port) the next test starts on, and fail that one too.
  afterEach(killAll);
  afterAll(() => {
    killAll();
    fs.rmSync(tmp, { recursive: true, force: true });
  });
  const track = (env: NodeJS.ProcessEnv, cmd?: string, args?: string[]) => {
    const server = spawnServer(env, cmd, args);
    children.push(server.child);
    return server;
  };
  return {
    tmp,
    killAll,
    spawn: track,
    async start(o, wait) {
      const port = o.port ?? (await freePort());
      const server = track(serverEnv({ ...o, port }));
      const health = await waitHealthy(port, server, wait);
      return { ...server, port, health };
    },
  };
}
