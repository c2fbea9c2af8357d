// The capture side in SQL (server/db/platform/0005_realtime.sql), straight on
// the database: triggers follow the publication, old rows follow the replica
// identity, big changes go through the outbox. On PGlite always; on
// PostgreSQL (TEST_DATABASE_URL) as an ordinary database owner, where no
// event trigger can be created and realtime.sync_triggers() does the work.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '../db/migrate.ts';
import { openPglite } from '../db/pglite.ts';
import { openPostgres } from '../db/postgres.ts';
import type { Db } from '../db/types.ts';

const adminUrl = process.env.TEST_DATABASE_URL;
const suffix = `${process.pid}_${Date.now()}`;
const ownerRole = `sw_rt_owner_${suffix}`;
const ownerDb = `safeworks_rt_owner_${suffix}`;

async function admin(sql: string) {
  const c = new pg.Client({ connectionString: adminUrl });
  await c.connect();
  try {
    await c.query(sql);
  } finally {
    await c.end();
  }
}

type Change = {
  type: string;
  table: string;
  record: Record<string, unknown> | null;
  old_record: Record<string, unknown> | null;
  pk: string[];
  pk_values: string[];
  columns: { name: string; type: string }[];
  seq: number;
};

function suite(name: string, open: () => Promise<Db>, close: () => Promise<void>) {
  describe(name, () => {
    let db: Db;
    const got: string[] = [];
    beforeAll(async () => {
      db = await open();
      await migrate(db);
      await db.listen('realtime_changes', (p) => got.push(p));
      await db.exec(`
        create table cap_items (id bigint primary key, code text not null unique, body text, n int);
        alter publication supabase_realtime add table cap_items;
      `);
      // Where no event trigger exists this is what the schema-reload hook runs.
      await db.query('select realtime.sync_triggers()');
    }, 60_000);
    afterAll(async () => {
      await close();
    });

    const next = async (): Promise<Change> => {
      for (let i = 0; i < 200 && got.length === 0; i++) await new Promise((r) => setTimeout(r, 10));
      const raw = got.shift();
      if (!raw) throw new Error('no notification');
      const head = JSON.parse(raw.slice(64)) as { outbox?: number };
      if (typeof head.outbox === 'number') {
        const r = await db.query<{ payload: string }>(
          'select payload from realtime.change_outbox where id = $1',
          [head.outbox],
        );
        return JSON.parse(r.rows[0].payload);
      }
      return head as unknown as Change;
    };

    it('sends inserts after commit with exact key values and column types', async () => {
      await db.transaction(async (tx) => {
        await tx.query(`insert into cap_items values (9007199254740993, 'a', 'x', 1)`);
        await new Promise((r) => setTimeout(r, 50));
        expect(got).toEqual([]);
      });
      const c = await next();
      expect(c).toMatchObject({
        type: 'INSERT',
        table: 'cap_items',
        pk: ['id'],
        pk_values: ['9007199254740993'],
      });
      expect(c.columns).toEqual([
        { name: 'id', type: 'int8' },
        { name: 'code', type: 'text' },
        { name: 'body', type: 'text' },
        { name: 'n', type: 'int4' },
      ]);
    });

    it('signs every notification with the secret only the owner can read', async () => {
      await db.query(`insert into cap_items values (5, 'e', 'signed', 0)`);
      for (let i = 0; i < 200 && got.length === 0; i++) await new Promise((r) => setTimeout(r, 10));
      const raw = got[0];
      const secret = (await db.query<{ secret: string }>('select secret from realtime.change_secret')).rows[0]
        .secret;
      const { createHash } = await import('node:crypto');
      expect(raw.slice(0, 64)).toBe(
        createHash('sha256')
          .update(secret + raw.slice(64), 'utf8')
          .digest('hex'),
      );
      await next();
      const anon = await db
        .requestTransaction({ role: 'anon', claims: { role: 'anon' } }, (tx) =>
          tx.query('select secret from realtime.change_secret'),
        )
        .then(
          () => 'read',
          () => 'refused',
        );
      expect(anon).toBe('refused');
    });

    it('old rows follow the replica identity: key, index, full', async () => {
      await db.query(`insert into cap_items values (2, 'b', 'y', 2)`);
      await next();
      const oldOf = async () => {
        await db.query(`update cap_items set n = n + 1 where id = 2`);
        return (await next()).old_record;
      };
      expect(await oldOf()).toEqual({ id: 2 });
      await db.exec(`alter table cap_items replica identity using index cap_items_code_key`);
      expect(await oldOf()).toEqual({ code: 'b' });
      await db.exec(`alter table cap_items replica identity full`);
      expect(await oldOf()).toEqual({ id: 2, code: 'b', body: 'y', n: 4 });
      await db.exec(`alter table cap_items replica identity default`);
      expect(await oldOf()).toEqual({ id: 2 });
    });

    it('parks changes over the NOTIFY limit in the outbox', async () => {
      const body = 'z'.repeat(20_000);
      await db.query(`insert into cap_items values (3, 'c', $1, 0)`, [body]);
      const raw = await (async () => {
        for (let i = 0; i < 200 && got.length === 0; i++) await new Promise((r) => setTimeout(r, 10));
        return got[0];
      })();
      expect(JSON.parse(raw.slice(64))).toEqual({ outbox: expect.any(Number) });
      expect((await next()).record).toMatchObject({ id: 3, body });
    });

    it('stops capturing a table dropped from the publication', async () => {
      await db.exec(`alter publication supabase_realtime drop table cap_items`);
      await db.query('select realtime.sync_triggers()');
      const triggers = await db.query(
        `select 1 from pg_trigger where tgrelid = 'cap_items'::regclass and tgname = 'realtime_capture_changes'`,
      );
      expect(triggers.rowCount).toBe(0);
      await db.query(`insert into cap_items values (4, 'd', null, 0)`);
      await new Promise((r) => setTimeout(r, 100));
      expect(got).toEqual([]);
    });
  });
}

let pgliteDb: Db | undefined;
suite(
  'realtime capture on PGlite',
  async () => {
    pgliteDb = await openPglite(undefined);
    return pgliteDb;
  },
  async () => {
    await pgliteDb?.close();
  },
);

let ownerDbHandle: Db | undefined;
if (adminUrl) {
  suite(
    'realtime capture on PostgreSQL as a database owner without superuser',
    async () => {
      await admin(`create role ${ownerRole} login createrole password 'pw'`);
      await admin(`create database ${ownerDb} owner ${ownerRole}`);
      const u = new URL(adminUrl);
      u.username = ownerRole;
      u.password = 'pw';
      u.pathname = `/${ownerDb}`;
      ownerDbHandle = await openPostgres(u.toString(), 3);
      return ownerDbHandle;
    },
    async () => {
      await ownerDbHandle?.close();
      await admin(`drop database if exists ${ownerDb} with (force)`);
      await admin(`drop owned by ${ownerRole} cascade`).catch(() => {});
      await admin(`drop role if exists ${ownerRole}`);
    },
  );
}
