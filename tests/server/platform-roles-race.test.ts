// Roles are cluster-wide on PostgreSQL, but the migration lock is per database: two databases migrated
// at the same instant on a cluster that has no API roles yet (a fresh CI machine, where both test shards
// migrate their own database at once) used to both create `anon`, and the later one failed with 23505.
// This replays the role statements of server/db/platform/0001_roles_schemas.sql, with the role names
// made unique to this run, in two databases at once on a cluster without those roles.
// Runs only when a PostgreSQL server is given (TEST_DATABASE_URL); CI gives one.
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { PLATFORM_DIR } from '../../server/db/migrate.ts';

const adminUrl = process.env.TEST_DATABASE_URL;
const suffix = `${process.pid}_${Date.now()}`;
const databases = [`sw_roles_race_a_${suffix}`, `sw_roles_race_b_${suffix}`];
const ROLES = ['authenticator', 'authenticated', 'service_role', 'anon'] as const;
const renamed = (r: string) => `${r}_race_${suffix}`;

/** The DO blocks of 0001 (roles and memberships), with this run's role names. */
function roleStatements(): string {
  const text = fs.readFileSync(path.join(PLATFORM_DIR, '0001_roles_schemas.sql'), 'utf8');
  const blocks = text.match(/^do \$\$[\s\S]*?^\$\$;/gm) ?? [];
  // Whole words only: `anon` inside another identifier is left alone.
  return blocks.join('\n').replace(/\b(authenticator|authenticated|service_role|anon)\b/g, (r) => renamed(r));
}

async function withClient<T>(database: string | null, fn: (c: pg.Client) => Promise<T>) {
  const u = new URL(adminUrl!);
  if (database) u.pathname = `/${database}`;
  const c = new pg.Client({ connectionString: u.toString() });
  await c.connect();
  try {
    return await fn(c);
  } finally {
    await c.end();
  }
}

const dropRoles = () =>
  withClient(null, async (c) => {
    for (const r of ROLES) await c.query(`drop role if exists ${renamed(r)}`);
  });

afterAll(async () => {
  if (!adminUrl) return;
  await withClient(null, async (c) => {
    for (const d of databases) await c.query(`drop database if exists ${d} with (force)`);
  });
  await dropRoles();
});

describe.runIf(adminUrl)('two databases on one fresh cluster are set up at the same instant', () => {
  it('both migrations create or find the API roles and memberships, ten times in a row, without an error', async () => {
    const sql = roleStatements();
    expect(sql).toContain(`create role %I nologin noinherit`);
    expect(sql).toContain(renamed('service_role'));
    await withClient(null, async (c) => {
      for (const d of databases) await c.query(`create database ${d}`);
    });
    for (let round = 0; round < 10; round++) {
      await dropRoles();
      const outcomes = await Promise.allSettled(
        databases.map((d) =>
          withClient(d, async (c) => {
            await c.query('begin');
            await c.query(sql);
            await c.query('commit');
          }),
        ),
      );
      expect(outcomes.map((o) => (o.status === 'rejected' ? String(o.reason) : 'ok'))).toEqual(['ok', 'ok']);
      const made = await withClient(null, (c) =>
        c.query<{ n: number }>('select count(*)::int as n from pg_roles where rolname = any($1)', [
          ROLES.map(renamed),
        ]),
      );
      expect(made.rows[0].n).toBe(ROLES.length);
    }
  });
});
