// With DATABASE_URL the server must work against an empty database owned by
// an ordinary role that may create roles and schemas (not a superuser), where
// the cluster-wide roles anon/authenticated may already exist.
// Runs only when a PostgreSQL server is given (TEST_DATABASE_URL); CI gives one.
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { migrate } from '../../server/db/migrate.ts';
import { openPostgres } from '../../server/db/postgres.ts';

const adminUrl = process.env.TEST_DATABASE_URL;
const suffix = `${process.pid}_${Date.now()}`;
const role = `sw_owner_${suffix}`;
const dbName = `safeworks_owner_${suffix}`;

async function admin<T>(fn: (c: pg.Client) => Promise<T>) {
  const c = new pg.Client({ connectionString: adminUrl });
  await c.connect();
  try {
    return await fn(c);
  } finally {
    await c.end();
  }
}

afterAll(async () => {
  if (!adminUrl) return;
  await admin(async (c) => {
    await c.query(`drop database if exists ${dbName} with (force)`);
    await c.query(`drop owned by ${role} cascade`).catch(() => {});
    await c.query(`drop role if exists ${role}`);
  });
});

describe.runIf(adminUrl)('an operator points the server at a PostgreSQL database it owns', () => {
  it('migrates twice without a superuser, and requests can switch to the API roles', async () => {
    await admin(async (c) => {
      await c.query(`create role ${role} login createrole password 'pw'`);
      await c.query(`create database ${dbName} owner ${role}`);
    });
    const u = new URL(adminUrl!);
    u.username = role;
    u.password = 'pw';
    u.pathname = `/${dbName}`;
    const db = await openPostgres(u.toString(), 2);
    try {
      const first = await migrate(db);
      expect(first.total).toBeGreaterThanOrEqual(1);
      const again = await migrate(db);
      expect(again.applied).toEqual([]);
      const who = await db.requestTransaction(
        {
          role: 'authenticated',
          claims: { role: 'authenticated', sub: '00000000-0000-4000-8000-000000000001' },
        },
        async (tx) => (await tx.query('select current_user as u, auth.uid()::text as id')).rows[0],
      );
      expect(who).toEqual({ u: 'authenticated', id: '00000000-0000-4000-8000-000000000001' });
    } finally {
      await db.close();
    }
  });
});
