// `npm run bench:startup` – a benchmark, not a test. How long from
// `node server/main.ts` until /health answers 200:
//   (a) with a new PGlite data directory (initdb + platform bootstrap + migrations),
//   (b) restarted on that existing directory.
// Each is run STARTUP_RUNS times (default 3); medians are reported, because
// this machine is noisy. Targets: (a) < 10 s, (b) < 3 s.
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { median } from './lib/stats.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const RUNS = Number(process.env.STARTUP_RUNS || 3);
const TIMEOUT_MS = 120_000;
const TARGETS = { fresh: 10_000, restart: 3_000 };

interface Run {
  /** Spawn until /health answered 200. */
  healthMs: number;
  /** The server's own figures from its "server ready" log line. */
  openMs?: number;
  readyMs?: number;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const port = (s.address() as net.AddressInfo).port;
      s.close(() => resolve(port));
    });
  });
}

async function healthy(port: number): Promise<boolean> {
  try {
    const res = await fetch(`http://127.0.0.1:${port}/health`, { signal: AbortSignal.timeout(2000) });
    await res.arrayBuffer();
    return res.status === 200;
  } catch {
    return false;
  }
}

function stop(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

async function startOnce(dataDir: string): Promise<Run> {
  const port = await freePort();
  const t0 = performance.now();
  const child = spawn(process.execPath, ['server/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: '',
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  let ready: { openMs?: number; readyMs?: number } = {};
  child.stdout?.on('data', (b: Buffer) => {
    out += b.toString('utf8');
    for (const line of out.split('\n')) {
      if (!line.includes('"server ready"')) continue;
      try {
        ready = JSON.parse(line) as typeof ready;
      } catch {
        /* a partial line; the next chunk completes it */
      }
    }
  });
  let err = '';
  child.stderr?.on('data', (b: Buffer) => {
    err += b.toString('utf8');
  });
  try {
    while (!(await healthy(port))) {
      if (child.exitCode !== null)
        throw new Error(`server exited with ${child.exitCode}: ${err.slice(-500)}`);
      if (performance.now() - t0 > TIMEOUT_MS) throw new Error(`no /health 200 within ${TIMEOUT_MS} ms`);
      await new Promise((r) => setTimeout(r, 20));
    }
    return { healthMs: performance.now() - t0, openMs: ready.openMs, readyMs: ready.readyMs };
  } finally {
    await stop(child);
  }
}

function line(label: string, runs: Run[], target: number) {
  const m = median(runs.map((r) => r.healthMs));
  const verdict = m < target ? 'meets' : 'MISSES';
  const server = runs.map((r) => `${r.openMs ?? '?'}/${r.readyMs ?? '?'}`).join(', ');
  console.log(
    `  ${label.padEnd(30)} median ${(m / 1000).toFixed(2)} s  (runs: ${runs.map((r) => (r.healthMs / 1000).toFixed(2)).join(' / ')} s; ` +
      `server open/ready ms: ${server})  ${verdict} target < ${target / 1000} s`,
  );
  return m;
}

async function main() {
  console.log(
    `bench:startup on ${os.cpus().length} CPU(s), Node ${process.version}, ${new Date().toISOString()}, ${RUNS} runs each`,
  );
  const dirs: string[] = [];
  try {
    const fresh: Run[] = [];
    for (let i = 0; i < RUNS; i++) {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'safeworks-startup-'));
      dirs.push(dir);
      fresh.push(await startOnce(dir));
      console.log(`  fresh #${i + 1}: ${(fresh[i].healthMs / 1000).toFixed(2)} s`);
    }
    const restart: Run[] = [];
    for (let i = 0; i < RUNS; i++) {
      restart.push(await startOnce(dirs[0]));
      console.log(`  restart #${i + 1}: ${(restart[i].healthMs / 1000).toFixed(2)} s`);
    }
    console.log('');
    const a = line('(a) new PGlite data directory', fresh, TARGETS.fresh);
    const b = line('(b) restart on existing one', restart, TARGETS.restart);
    if (process.env.BENCH_OUT) {
      fs.writeFileSync(
        process.env.BENCH_OUT,
        JSON.stringify(
          { date: new Date().toISOString(), node: process.version, cpus: os.cpus().length, fresh, restart },
          null,
          2,
        ),
      );
    }
    process.exitCode = a < TARGETS.fresh && b < TARGETS.restart ? 0 : 1;
  } finally {
    for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
  }
}

await main();
