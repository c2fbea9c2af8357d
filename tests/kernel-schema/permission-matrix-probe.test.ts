// Issue 20, finding 17 (ADR 036): the permission matrix generator said staff and admins read no
// `email_outbox` rows (its samples had no message tied to a record), and that admins may not delete
// (nor insert) e-mail templates — a trigger refusing a locked template with 42501 read as a missing
// grant. On PGlite, and on PostgreSQL when TEST_DATABASE_URL is set, as the matrix test does.
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { computeMatrix } from '../../scripts/permission-matrix/generate.ts';
import { migrate } from '../../server/db/migrate.ts';
import { openPglite } from '../../server/db/pglite.ts';
import { openPostgres } from '../../server/db/postgres.ts';
import type { Db } from '../../server/db/types.ts';

const adminUrl = process.env.TEST_DATABASE_URL;
const dbName = `safeworks_probe_${process.pid}_${Date.now()}`;

async function admin(sql: string) {
  const c = new pg.Client({ connectionString: adminUrl });
  await c.connect();
  try {
    await c.query(sql);
  } finally {
    await c.end();
  }
}

afterAll(async () => {
  if (adminUrl) await admin(`drop database if exists ${dbName} with (force)`);
});

async function freshDb(): Promise<Db> {
  if (!adminUrl) return openPglite(undefined);
  await admin(`create database ${dbName}`);
  const u = new URL(adminUrl);
  u.pathname = `/${dbName}`;
  return openPostgres(u.toString(), 2);
}

describe('a reviewer reading the permission matrix', () => {
  it('sees staff and admins read the messages of records they can read, and admins add and delete templates', async () => {
    const db = await freshDb();
    try {
      await migrate(db);
      const { matrix } = await computeMatrix(db);
      const outbox = matrix['public.email_outbox']!;
      expect(outbox.staff!.select).toBe('some');
      expect(outbox.admin!.select).toBe('some');
      expect(outbox.customer!.select).toBe('none');
      const templates = matrix['public.email_templates']!;
      expect(templates.admin!.delete).toBe('all');
      expect(templates.admin!.insert).toBe('all');
      expect(templates.staff!.delete).toBe('none');
      expect(templates.staff!.insert).toBe('none');
      // A missing grant is still "refused outright".
      expect(matrix['public.record_events']!.service_role!.delete).toBe('denied');
    } finally {
      await db.close();
    }
  }, 120_000);
});
