// What one client with the public anon key can make the server hold: request
// bodies over the limit are refused with 413 before they are read (the
// process does not grow by the body's size), a client that dribbles its
// request is cut off, and one address cannot open WebSockets without end.
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { loadConfig } from '../../server/config.ts';
import { openPglite } from '../../server/db/pglite.ts';
import { type RunningServer, startServer } from '../../server/start.ts';

const MAX_BODY = 1024 * 1024;
const HUGE = 200 * 1024 * 1024;
let server: RunningServer;
let port = 0;
let anon = '';

beforeAll(async () => {
  const config = loadConfig({
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: path.join(os.tmpdir(), `sw-limits-${process.pid}`),
    STATIC_DIR: path.resolve(import.meta.dirname, '../fixtures/spa'),
    SKIP_BUILD: '1',
    LOG_LEVEL: 'silent',
    REST_MAX_BODY_BYTES: String(MAX_BODY),
    REALTIME_MAX_BODY_BYTES: String(MAX_BODY),
    REALTIME_MAX_CONNECTIONS_PER_IP: '3',
    HTTP_HEADERS_TIMEOUT_MS: '1000',
    HTTP_REQUEST_TIMEOUT_MS: '2000',
  });
  server = await startServer(config, { db: await openPglite(undefined) });
  port = server.port;
  anon = server.ctx.keys.anonKey;
}, 120_000);
afterAll(() => server?.close());

/**
 * Streams `total` bytes (one reused 64 KiB chunk, so the client allocates
 * nothing) and resolves with the status as soon as the server answers.
 */
function sendHuge(p: string, opts: { chunked: boolean }): Promise<number> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = { apikey: anon, 'content-type': 'application/json' };
    if (!opts.chunked) headers['content-length'] = String(HUGE);
    const req = http.request({ host: '127.0.0.1', port, path: p, method: 'POST', headers });
    const chunk = Buffer.alloc(64 * 1024, 0x20);
    let sent = 0;
    let answered = false;
    req.on('response', (res) => {
      answered = true;
      res.resume();
      resolve(res.statusCode ?? 0);
      req.destroy();
    });
    req.on('error', (e) => {
      if (!answered) reject(e);
    });
    const pump = () => {
      while (!answered && sent < HUGE) {
        sent += chunk.length;
        if (!req.write(chunk)) return void req.once('drain', pump);
      }
      if (!answered) req.end();
    };
    pump();
  });
}

describe('an oversized request body is refused before it is read', () => {
  for (const chunked of [false, true]) {
    it(`a 200 MB ${chunked ? 'chunked' : 'declared'} body to a REST rpc gets 413 and the server does not grow by its size`, async () => {
      const before = process.memoryUsage().rss;
      const status = await sendHuge('/rest/v1/rpc/module_enabled', { chunked });
      const grown = process.memoryUsage().rss - before;
      expect(status).toBe(413);
      expect(grown).toBeLessThan(64 * 1024 * 1024);
    });
  }

  it('the 413 says what the limit is, as a PostgREST error', async () => {
    const res = await fetch(`http://127.0.0.1:${port}/rest/v1/rpc/module_enabled`, {
      method: 'POST',
      headers: { apikey: anon, 'content-type': 'application/json' },
      body: JSON.stringify({ module_id: 'x'.repeat(MAX_BODY) }),
    });
    expect(res.status).toBe(413);
    const body = (await res.json()) as { code: string; message: string; details: string };
    expect(body.code).toBe('PGRST413');
    expect(body.details).toContain(String(MAX_BODY));
  });

  it('a body under the limit still reaches the database', async () => {
    const res = await fetch(`http://127.0.0.1:${port}/rest/v1/rpc/module_enabled`, {
      method: 'POST',
      headers: { apikey: anon, 'content-type': 'application/json' },
      body: JSON.stringify({ module_id: 'customers' }),
    });
    expect(res.status).toBe(200);
  });

  it('an oversized realtime broadcast gets 413', async () => {
    expect(await sendHuge('/realtime/v1/api/broadcast', { chunked: false })).toBe(413);
    expect(await sendHuge('/realtime/v1/api/broadcast', { chunked: true })).toBe(413);
  });
});

describe('a client that dribbles its request is cut off', () => {
  /** Sends `head`, then one byte every 200 ms; resolves with what the server said and when it closed. */
  function dribble(head: string, drip: string): Promise<{ reply: string; ms: number }> {
    return new Promise((resolve) => {
      const t0 = Date.now();
      const socket = net.connect(port, '127.0.0.1');
      let reply = '';
      socket.on('data', (d) => {
        reply += d;
      });
      socket.on('error', () => {});
      socket.on('connect', () => socket.write(head));
      const timer = setInterval(() => {
        if (!socket.destroyed) socket.write(drip);
      }, 200);
      socket.on('close', () => {
        clearInterval(timer);
        resolve({ reply, ms: Date.now() - t0 });
      });
    });
  }

  it('a body sent one byte at a time is refused after the request timeout, not minutes later', async () => {
    const { reply, ms } = await dribble(
      `POST /rest/v1/rpc/module_enabled HTTP/1.1\r\nHost: x\r\napikey: ${anon}\r\ncontent-type: application/json\r\ncontent-length: 100000\r\n\r\n`,
      ' ',
    );
    expect(reply).toMatch(/^HTTP\/1\.1 408/);
    expect(ms).toBeLessThan(10_000);
  }, 20_000);

  it('headers sent one byte at a time are refused after the headers timeout', async () => {
    const { reply, ms } = await dribble('GET /health HTTP/1.1\r\n', 'x');
    expect(reply).toMatch(/^HTTP\/1\.1 408/);
    expect(ms).toBeLessThan(10_000);
  }, 20_000);
});

describe('one address cannot open WebSockets without end', () => {
  it('the connection past the per-address cap is refused with 429, and a closed one frees its place', async () => {
    const url = `ws://127.0.0.1:${port}/realtime/v1/websocket?apikey=${anon}&vsn=1.0.0`;
    const open = (): Promise<WebSocket | number> =>
      new Promise((resolve) => {
        const ws = new WebSocket(url);
        ws.on('open', () => resolve(ws));
        ws.on('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0));
        ws.on('error', () => {});
      });
    const held = [await open(), await open(), await open()];
    expect(held.every((w) => w instanceof WebSocket)).toBe(true);
    expect(await open()).toBe(429);

    const first = held[0] as WebSocket;
    await new Promise<void>((r) => {
      first.on('close', () => r());
      first.close();
    });
    await new Promise((r) => setTimeout(r, 100));
    const again = await open();
    expect(again).toBeInstanceOf(WebSocket);
    for (const w of [...held.slice(1), again]) (w as WebSocket).terminate();
  });
});
