// Jobs that need HTTP (ADR 064): a job queues an edge-function call with app.queue_function_call; the server's
// drainer posts it once with the service role key. Queued twice while waiting → one call; a failed call is kept
// (leased, its error recorded) and dropped after the 5th failure; a call being made is not taken twice.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drainFunctionCalls } from '../../server/jobs/function-calls.ts';
import { createLogger } from '../../server/log.ts';
import { type FreshDatabase, freshDatabase } from '../support/fresh-database.ts';

let fresh: FreshDatabase;
let server: http.Server;
let baseUrl = '';
const received: { path: string; auth: string | undefined; body: string }[] = [];
let answer = 200;

beforeAll(async () => {
  fresh = await freshDatabase('safeworks_function_calls');
  server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c) => {
      body += c;
    });
    req.on('end', () => {
      received.push({ path: req.url ?? '', auth: req.headers.authorization, body });
      res.writeHead(answer, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ ok: answer === 200 }));
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  // A fresh database is migrated first (slow on a busy machine).
}, 240_000);

afterAll(async () => {
  await new Promise<void>((r) => server.close(() => r()));
  await fresh?.drop();
});

const drain = () =>
  drainFunctionCalls({ db: fresh.db, baseUrl, serviceKey: 'service-key', log: createLogger('silent') });
const waiting = async () =>
  (
    await fresh.db.query<{ attempts: number; last_error: string | null }>(
      'select attempts, last_error from app.function_calls',
    )
  ).rows;

describe('edge-function calls queued by jobs', () => {
  it('a call queued twice while it waits is made once, with the service role key, and then is gone', async () => {
    await fresh.db.query(`select app.queue_function_call('some-fn', '{"action":"reconcile"}')`);
    await fresh.db.query(`select app.queue_function_call('some-fn', '{"action":"reconcile"}')`);
    expect(await waiting()).toHaveLength(1);
    expect(await drain()).toBe(1);
    expect(received).toEqual([
      { path: '/functions/v1/some-fn', auth: 'Bearer service-key', body: '{"action":"reconcile"}' },
    ]);
    expect(await waiting()).toEqual([]);
    expect(await drain()).toBe(0);
  });

  it('a failed call keeps its error, waits out its lease, and is dropped after the fifth failure', async () => {
    answer = 500;
    received.length = 0;
    await fresh.db.query(`select app.queue_function_call('broken-fn')`);
    expect(await drain()).toBe(1);
    expect(await waiting()).toEqual([{ attempts: 1, last_error: expect.stringMatching(/^500: /) }]);
    // Leased: the next drain leaves it alone.
    expect(await drain()).toBe(0);
    for (let attempt = 2; attempt <= 5; attempt++) {
      await fresh.db.query(`update app.function_calls set claimed_at = now() - interval '6 minutes'`);
      expect(await drain()).toBe(1);
    }
    expect(received).toHaveLength(5);
    expect(await waiting()).toEqual([]);
    answer = 200;
  });
});
