// Runs only when a PostgreSQL server is given (TEST_DATABASE_URL); CI gives one.
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { listenResilient } from './postgres-listener.ts';

const url = process.env.TEST_DATABASE_URL;

async function withClient<T>(fn: (c: pg.Client) => Promise<T>) {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    return await fn(c);
  } finally {
    await c.end();
  }
}

async function until(check: () => boolean | Promise<boolean>, ms = 10_000) {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe.runIf(url)('realtime keeps listening when PostgreSQL drops its connection', () => {
  it('reconnects after the backend is terminated and receives notifications again', async () => {
    const channel = `sw_listen_${process.pid}_${Date.now()}`;
    const got: string[] = [];
    const lost: string[] = [];
    let restored = 0;
    const stop = await listenResilient(url!, channel, (p) => got.push(p), {
      lost: (err) => lost.push(err.message),
      restored: () => {
        restored += 1;
      },
    });
    try {
      await withClient((c) => c.query('select pg_notify($1, $2)', [channel, 'before']));
      await until(() => got.includes('before'));

      // An administrator (or a PostgreSQL restart) ends the listening backend.
      const killed = await withClient(async (c) => {
        const r = await c.query(
          `select pg_terminate_backend(pid) as ok from pg_stat_activity
            where query = $1 and pid <> pg_backend_pid()`,
          [`LISTEN "${channel}"`],
        );
        return r.rowCount;
      });
      expect(killed).toBe(1);
      await until(() => lost.length > 0 && restored === 1);

      await withClient((c) => c.query('select pg_notify($1, $2)', [channel, 'after']));
      await until(() => got.includes('after'));
      expect(got).toEqual(['before', 'after']);
    } finally {
      await stop();
    }
    // Once stopped it stays stopped: nothing listens on the channel any more.
    const listening = await withClient(async (c) => {
      const r = await c.query(
        'select count(*)::int as n from pg_stat_activity where query = $1 and state = $2',
        [`LISTEN "${channel}"`, 'idle'],
      );
      return r.rows[0].n as number;
    });
    expect(listening).toBe(0);
  }, 30_000);

  it('fails at once when PostgreSQL cannot be reached at start, rather than retrying in the dark', async () => {
    await expect(listenResilient('postgres://postgres@127.0.0.1:1/none', 'x', () => {})).rejects.toThrow();
  });
});
