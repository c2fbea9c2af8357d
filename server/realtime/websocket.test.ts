// The WebSocket endpoint on a bare HTTP server (no database): idle sockets
// are closed, and realtime-js clients reconnect and re-join by themselves
// when the server goes away and comes back on the same port.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { RealtimeClient } from '@supabase/supabase-js';
import pino from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { AppContext } from '../context.ts';
import { createJwt } from '../jwt.ts';
import type { RealtimeLimits } from './connection.ts';
import { ChangeFeed } from './feed.ts';
import { Hub } from './hub.ts';
import { attachWebSocket } from './websocket.ts';

const jwt = createJwt('a-test-secret-that-is-at-least-32-characters-long');
const noDb = new Proxy({}, { get: () => () => Promise.reject(new Error('no database in this test')) });
const ctx = { jwt, log: pino({ level: 'silent' }), db: noDb } as unknown as AppContext;

const limits: RealtimeLimits = {
  idleTimeoutMs: 400,
  maxChannelsPerSocket: 10,
  maxPendingMessages: 100,
  maxBufferedBytes: 1 << 20,
  maxConnectionsPerIp: 100,
};

async function serve(port = 0) {
  const server = http.createServer((_req, res) => res.writeHead(404).end());
  await new Promise<void>((r) => server.listen(port, '127.0.0.1', () => r()));
  const detach = attachWebSocket(server, { ctx, hub: new Hub(), feed: new ChangeFeed(ctx), limits });
  return {
    port: (server.address() as AddressInfo).port,
    async close() {
      await detach();
      server.closeAllConnections();
      await new Promise<void>((r) => server.close(() => r()));
    },
  };
}

const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const c of cleanups.splice(0).reverse()) await c().catch(() => {});
});

const waitFor = async (ok: () => boolean, what: string, ms = 8000) => {
  const t = Date.now();
  while (!ok()) {
    if (Date.now() - t > ms) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
};

describe('realtime websocket endpoint', () => {
  it('closes a socket that sends nothing, and keeps one that heartbeats', async () => {
    const s = await serve();
    cleanups.push(() => s.close());
    const key = await jwt.sign({ role: 'anon' }, 60);
    const url = `ws://127.0.0.1:${s.port}/realtime/v1/websocket?apikey=${key}&vsn=2.0.0`;
    const silent = new WebSocket(url);
    const chatty = new WebSocket(url);
    cleanups.push(async () => chatty.terminate());
    await Promise.all([silent, chatty].map((w) => new Promise((r) => w.once('open', r))));
    let closed = false;
    silent.once('close', () => {
      closed = true;
    });
    const beat = setInterval(
      () => chatty.send(JSON.stringify([null, 'hb', 'phoenix', 'heartbeat', {}])),
      100,
    );
    cleanups.push(async () => clearInterval(beat));
    await waitFor(() => closed, 'the idle socket to close', 6000);
    expect(chatty.readyState).toBe(WebSocket.OPEN);
  });

  it('a realtime-js client re-joins its channel after the server restarts on the same port', async () => {
    let s = await serve();
    const port = s.port;
    const key = await jwt.sign({ role: 'anon' }, 600);
    const statuses: string[] = [];
    const got: unknown[] = [];
    const client = new RealtimeClient(`ws://127.0.0.1:${port}/realtime/v1`, {
      params: { apikey: key },
      reconnectAfterMs: () => 100,
    });
    cleanups.push(() => client.disconnect());
    client
      .channel('room', { config: { broadcast: { self: true } } })
      .on('broadcast', { event: 'ping' }, (m) => got.push(m))
      .subscribe((status) => statuses.push(status));
    await waitFor(() => statuses.includes('SUBSCRIBED'), 'the first join');

    await s.close();
    s = await serve(port);
    cleanups.push(() => s.close());
    await waitFor(() => statuses.filter((x) => x === 'SUBSCRIBED').length >= 2, 'the re-join after restart');

    const ch = client.getChannels()[0];
    await ch.send({ type: 'broadcast', event: 'ping', payload: { n: 1 } });
    await waitFor(() => got.length === 1, 'a broadcast after the restart');
  });
});
