// Runs the load generator on its own thread, so the client's work does not
// share the server's event loop (the server runs on the main thread). Keeps
// its pg pool between rounds, like a warm client would. HTTP connections are
// new each round (then kept alive): other rounds run longer than the server's
// 5 s keep-alive, and reusing a socket the server is just closing fails.
import http from 'node:http';
import { parentPort } from 'node:worker_threads';
import zlib from 'node:zlib';
import pg from 'pg';
import { randomId, runLoad } from './load.ts';
import type { RoundResult } from './stats.ts';

export type WorkerRequest =
  | {
      type: 'http';
      baseUrl: string;
      headers: Record<string, string>;
      concurrency: number;
      durationMs: number;
      rows: number;
    }
  | {
      type: 'pg';
      connectionString: string;
      poolSize: number;
      concurrency: number;
      durationMs: number;
      rows: number;
    }
  | { type: 'close' };

export type WorkerReply =
  | { type: 'result'; result: RoundResult }
  | { type: 'error'; message: string }
  | { type: 'closed' };

const port = parentPort;
if (!port) throw new Error('load-worker must run in a worker thread');

let agent: http.Agent | undefined;
const pools = new Map<string, pg.Pool>();

export const READ_SQL = 'select * from bench_items where id = $1';

function getOne(url: URL, headers: Record<string, string>, a: http.Agent): Promise<void> {
  return new Promise((resolve, reject) => {
    const req = http.get(
      { hostname: url.hostname, port: url.port, path: url.pathname + url.search, headers, agent: a },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          try {
            // Decoded like fetch() in a browser would: the server may compress.
            const raw = Buffer.concat(chunks);
            const enc = res.headers['content-encoding'];
            const body = (
              enc === 'gzip'
                ? zlib.gunzipSync(raw)
                : enc === 'br'
                  ? zlib.brotliDecompressSync(raw)
                  : enc === 'deflate'
                    ? zlib.inflateSync(raw)
                    : raw
            ).toString('utf8');
            if (res.statusCode !== 200) throw new Error(`HTTP ${res.statusCode}: ${body.slice(0, 200)}`);
            // Every answer is checked: a fast wrong answer must not count.
            const rows = JSON.parse(body) as unknown;
            if (!Array.isArray(rows) || rows.length !== 1)
              throw new Error(`expected 1 row, got ${body.slice(0, 200)}`);
            resolve();
          } catch (e) {
            reject(e);
          }
        });
        res.on('error', reject);
      },
    );
    req.on('error', reject);
  });
}

async function run(msg: Exclude<WorkerRequest, { type: 'close' }>): Promise<RoundResult> {
  if (msg.type === 'http') {
    agent?.destroy();
    agent = new http.Agent({ keepAlive: true, maxSockets: msg.concurrency });
    const a = agent;
    const base = new URL(msg.baseUrl);
    return runLoad(
      () =>
        getOne(new URL(`/rest/v1/bench_items?id=eq.${randomId(msg.rows)}&select=*`, base), msg.headers, a),
      msg.concurrency,
      msg.durationMs,
    );
  }
  let pool = pools.get(msg.connectionString);
  if (!pool) {
    pool = new pg.Pool({ connectionString: msg.connectionString, max: msg.poolSize });
    pools.set(msg.connectionString, pool);
  }
  const p = pool;
  return runLoad(
    async () => {
      const r = await p.query(READ_SQL, [randomId(msg.rows)]);
      if (r.rows.length !== 1) throw new Error(`expected 1 row, got ${r.rows.length}`);
    },
    msg.concurrency,
    msg.durationMs,
  );
}

port.on('message', async (msg: WorkerRequest) => {
  if (msg.type === 'close') {
    agent?.destroy();
    await Promise.all([...pools.values()].map((p) => p.end()));
    port.postMessage({ type: 'closed' } satisfies WorkerReply);
    port.close();
    return;
  }
  try {
    const before = process.threadCpuUsage();
    const result = await run(msg);
    const used = process.threadCpuUsage(before);
    result.clientCpuUs = (used.user + used.system) / Math.max(1, result.requests);
    port.postMessage({ type: 'result', result } satisfies WorkerReply);
  } catch (e) {
    port.postMessage({ type: 'error', message: (e as Error).message } satisfies WorkerReply);
  }
});
