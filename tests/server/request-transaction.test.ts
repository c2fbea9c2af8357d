// The request transaction under load and failure, on PGlite and (with
// TEST_DATABASE_URL) PostgreSQL, where BEGIN, the role/claims statement and
// the first query are pipelined: role and claims stay local to their
// transaction, never leak to another request, and failures roll back.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../server/db/types.ts';
import { type FreshDatabase, freshDatabase } from '../support/fresh-database.ts';

let db: Db;
let fresh: FreshDatabase | undefined;

beforeAll(async () => {
  // A small pool, so concurrent requests must share connections.
  fresh = await freshDatabase('safeworks_reqtx', { poolSize: 2 });
  db = fresh.db;
  await db.exec(`
    create table public.reqtx_notes (id serial primary key, owner uuid default auth.uid(), body text);
    alter table public.reqtx_notes enable row level security;
    grant select, insert on public.reqtx_notes to authenticated;
    grant usage, select on sequence public.reqtx_notes_id_seq to authenticated;
    create policy own_rows on public.reqtx_notes for all to authenticated
      using (owner = auth.uid()) with check (owner = auth.uid());
  `);
});

afterAll(async () => {
  await fresh?.drop();
});

const user = (i: number) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`;
const claimsOf = (sub: string) => ({ sub, role: 'authenticated', aud: 'authenticated' });

describe('the server runs each API request as its caller', () => {
  it('keeps the role and claims of many concurrent requests apart', async () => {
    const seen = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        db.requestTransaction(
          { role: i % 2 ? 'authenticated' : 'anon', claims: claimsOf(user(i)) },
          async (tx) => {
            const r = await tx.query<{ who: string; uid: string; role: string }>(
              'select current_user as who, auth.uid()::text as uid, auth.role() as role',
            );
            return { i, ...r.rows[0] };
          },
        ),
      ),
    );
    for (const s of seen) {
      expect(s.who).toBe(s.i % 2 ? 'authenticated' : 'anon');
      expect(s.uid).toBe(user(s.i));
    }
  });

  it('shows a request only its own rows, even when its queries run side by side', async () => {
    const a = user(101);
    const b = user(102);
    for (const [sub, body] of [
      [a, 'note of a'],
      [b, 'note of b'],
    ]) {
      await db.requestTransaction({ role: 'authenticated', claims: claimsOf(sub) }, (tx) =>
        tx.query('insert into public.reqtx_notes (body) values ($1)', [body]),
      );
    }
    const [rows, count] = await db.requestTransaction({ role: 'authenticated', claims: claimsOf(a) }, (tx) =>
      Promise.all([
        tx.query<{ body: string }>('select body from public.reqtx_notes'),
        tx.query<{ n: number }>('select count(*)::int as n from public.reqtx_notes'),
      ]),
    );
    expect(rows.rows.map((r) => r.body)).toEqual(['note of a']);
    expect(count.rows[0].n).toBe(1);
  });

  it('leaves no role, claims or statement timeout behind on the connection', async () => {
    await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        db.requestTransaction(
          { role: 'authenticated', claims: claimsOf(user(200 + i)), statementTimeoutMs: 1234 },
          (tx) => tx.query('select 1'),
        ),
      ),
    );
    const after = await Promise.all(
      Array.from({ length: 4 }, () =>
        db.query<{ who: string; claims: string | null; timeout: string }>(
          `select current_user as who, nullif(current_setting('request.jwt.claims', true), '') as claims,
                  current_setting('statement_timeout') as timeout`,
        ),
      ),
    );
    for (const r of after) {
      expect(['anon', 'authenticated']).not.toContain(r.rows[0].who);
      expect(r.rows[0].claims).toBeNull();
      expect(r.rows[0].timeout).not.toBe('1234ms');
    }
  });

  it('refuses the work when the caller context cannot be applied, and reports why', async () => {
    const marker = `never-${Date.now()}`;
    await expect(
      db.requestTransaction({ role: 'no_such_role_here', claims: {} }, (tx) =>
        tx.query('insert into public.reqtx_notes (body) values ($1)', [marker]),
      ),
    ).rejects.toThrow(/no_such_role_here/);
    const r = await db.query<{ n: number }>(
      'select count(*)::int as n from public.reqtx_notes where body = $1',
      [marker],
    );
    expect(r.rows[0].n).toBe(0);
    // The connection is healthy and clean for the next request.
    const next = await db.requestTransaction(
      { role: 'anon', claims: {} },
      async (tx) => (await tx.query<{ who: string }>('select current_user as who')).rows[0].who,
    );
    expect(next).toBe('anon');
  });

  it('rolls back everything a request wrote when a later statement fails', async () => {
    const sub = user(300);
    await expect(
      db.requestTransaction({ role: 'authenticated', claims: claimsOf(sub) }, async (tx) => {
        await tx.query('insert into public.reqtx_notes (body) values ($1)', ['half done']);
        await tx.query('select 1/0');
      }),
    ).rejects.toThrow(/division by zero/);
    const rows = await db.requestTransaction({ role: 'authenticated', claims: claimsOf(sub) }, (tx) =>
      tx.query('select 1 from public.reqtx_notes'),
    );
    expect(rows.rowCount).toBe(0);
  });

  it('rolls back when the handler itself throws after writing', async () => {
    const sub = user(301);
    await expect(
      db.requestTransaction({ role: 'authenticated', claims: claimsOf(sub) }, async (tx) => {
        await tx.query('insert into public.reqtx_notes (body) values ($1)', ['then a bug']);
        throw new Error('handler bug');
      }),
    ).rejects.toThrow('handler bug');
    const rows = await db.requestTransaction({ role: 'authenticated', claims: claimsOf(sub) }, (tx) =>
      tx.query('select 1 from public.reqtx_notes'),
    );
    expect(rows.rowCount).toBe(0);
  });

  it('gives a request its own statement timeout', async () => {
    // Enforced by PostgreSQL; PGlite (one WASM thread) records it but cannot interrupt a query.
    const timeout = await db.requestTransaction(
      { role: 'anon', claims: {}, statementTimeoutMs: 1500 },
      async (tx) =>
        (await tx.query<{ t: string }>(`select current_setting('statement_timeout') as t`)).rows[0].t,
    );
    expect(timeout).toBe('1500ms');
  });

  it('answers a request that turns out to need no query without touching the database', async () => {
    const out = await db.requestTransaction({ role: 'anon', claims: {} }, async () => 'nothing to do');
    expect(out).toBe('nothing to do');
  });

  it('keeps serving after a burst of failing and succeeding requests', async () => {
    const results = await Promise.allSettled(
      Array.from({ length: 30 }, (_, i) =>
        db.requestTransaction({ role: 'anon', claims: { n: i } }, async (tx) => {
          if (i % 3 === 0) await tx.query('select 1/0');
          return (await tx.query<{ n: string }>(`select auth.jwt()->>'n' as n`)).rows[0].n;
        }),
      ),
    );
    results.forEach((r, i) => {
      if (i % 3 === 0) expect(r.status).toBe('rejected');
      else expect(r).toEqual({ status: 'fulfilled', value: String(i) });
    });
  });
});

describe('a read that marks its last statement commits with it', () => {
  it('returns the rows and keeps what the transaction did', async () => {
    const sub = user(400);
    const rows = await db.requestTransaction({ role: 'authenticated', claims: claimsOf(sub) }, async (tx) => {
      await tx.query('insert into public.reqtx_notes (body) values ($1)', ['kept']);
      return (await tx.query<{ body: string }>('select body from public.reqtx_notes', [], { last: true }))
        .rows;
    });
    expect(rows).toEqual([{ body: 'kept' }]);
    const again = await db.requestTransaction({ role: 'authenticated', claims: claimsOf(sub) }, (tx) =>
      tx.query('select body from public.reqtx_notes', [], { last: true }),
    );
    expect(again.rows).toEqual([{ body: 'kept' }]);
  });

  it('rolls back when the last statement fails', async () => {
    const sub = user(401);
    await expect(
      db.requestTransaction({ role: 'authenticated', claims: claimsOf(sub) }, async (tx) => {
        await tx.query('insert into public.reqtx_notes (body) values ($1)', ['lost']);
        await tx.query('select 1/0', [], { last: true });
      }),
    ).rejects.toThrow(/division by zero/);
    const rows = await db.requestTransaction({ role: 'authenticated', claims: claimsOf(sub) }, (tx) =>
      tx.query('select 1 from public.reqtx_notes', [], { last: true }),
    );
    expect(rows.rowCount).toBe(0);
  });

  it('refuses any statement after the last one', async () => {
    await expect(
      db.requestTransaction({ role: 'anon', claims: {} }, async (tx) => {
        await tx.query('select 1', [], { last: true });
        await tx.query('select 2');
      }),
    ).rejects.toThrow(/after its last statement/);
  });

  it('keeps many concurrent callers apart and leaves the connections clean', async () => {
    const seen = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        db.requestTransaction({ role: 'authenticated', claims: claimsOf(user(500 + i)) }, async (tx) => {
          const r = await tx.query<{ uid: string }>('select auth.uid()::text as uid', [], { last: true });
          return r.rows[0].uid;
        }),
      ),
    );
    expect(seen).toEqual(Array.from({ length: 30 }, (_, i) => user(500 + i)));
    const after = await db.query<{ who: string; claims: string | null }>(
      `select current_user as who, nullif(current_setting('request.jwt.claims', true), '') as claims`,
    );
    expect(after.rows[0].who).not.toBe('authenticated');
    expect(after.rows[0].claims).toBeNull();
  });
});
