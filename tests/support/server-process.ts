// A real server (`server/main.ts`) in a child process, as an operator runs it,
// for tests of start, stop, restart and command-line tools. One place knows
// how: the environment that keeps the test's own database settings out, the
// wait for /health that gives up at once when the child dies (with its exit
// code and output, instead of waiting out the deadline), and a clean stop.
import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '../..');

export interface ServerEnvOptions {
  dataDir: string;
  port?: number;
  /** Default 'warn'. 'info' prints each start step, which tells where a slow start stands. */
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
    LOG_LEVEL: o.logLevel ?? 'warn',
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

/**
 * Waits until http://127.0.0.1:port/health answers 200 and returns its JSON.
 * Fails at once when `server.child` exits first (a shell holder whose server
 * runs in the background passes a child that stays alive, which is fine).
 */
export async function waitHealthy(
  port: number,
  server: ServerProcess,
  timeoutMs = 120_000,
): Promise<Record<string, unknown>> {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    const { exitCode, signalCode } = server.child;
    if (exitCode !== null || signalCode !== null) {
      throw new Error(
        `server exited (code ${exitCode}, signal ${signalCode}) before it was healthy:\n${server.output()}`,
      );
    }
    try {
      const res = await fetch(`http://127.0.0.1:${port}/health`);
      if (res.ok) return (await res.json()) as Record<string, unknown>;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no healthy server on port ${port} after ${timeoutMs} ms:\n${server.output()}`);
}

/** SIGTERM and wait for the exit code (null when it ended by a signal). */
export function stopServer(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve) => {
    child.once('exit', (code) => resolve(code));
    child.kill('SIGTERM');
  });
}
