// A database of its own for one test file, migrated like the server's:
// in-memory PGlite by default, a new PostgreSQL database when
// TEST_DATABASE_URL is set (dropped again by `drop()`). `connect()` opens
// further, independent connections (PostgreSQL only): two servers on one
// database, as far as the database can tell. Every suite that needs a
// database to itself takes it from here, so they all get the same one.
//
// Migrated means copied from the template the global setup migrated once per
// run (docs/testing.md): PGlite loads its data-directory dump (no initdb, no
// migrations), PostgreSQL runs `create database … template …`. Outside a
// vitest run with that setup, it migrates as before.
import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { inject } from 'vitest';
import { migrate } from '../../server/db/migrate.ts';
import { openPglite, PGLITE_EXTENSIONS, PGLITE_PARSERS, pgliteDb } from '../../server/db/pglite.ts';
import { openPostgres } from '../../server/db/postgres.ts';
import type { Db } from '../../server/db/types.ts';

export interface FreshDatabase {
  db: Db;
  /** A PostgreSQL URL for the database, or null on PGlite. */
  url: string | null;
  connect(): Promise<pg.Client>;
  drop(): Promise<void>;
}

export interface FreshDatabaseOptions {
  /** Apply the migrations (default true); false gives an empty database. */
  migrated?: boolean;
  /** PostgreSQL pool size (default 4); a small one makes concurrent work share connections. */
  poolSize?: number;
}

/** The global setup's template, or '' when there is none (run outside the server project). */
function provided(key: 'pgliteTemplate' | 'pgTemplate'): string {
  try {
    return inject(key) ?? '';
  } catch {
    return '';
  }
}

export async function freshDatabase(
  prefix: string,
  options: FreshDatabaseOptions = {},
): Promise<FreshDatabase> {
  const { migrated = true, poolSize = 4 } = options;
  const adminUrl = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL;
  if (!adminUrl) {
    const template = migrated ? provided('pgliteTemplate') : '';
    let db: Db;
    if (template && fs.existsSync(template)) {
      const dump = new Blob([fs.readFileSync(template)]);
      db = pgliteDb(
        await PGlite.create({ parsers: PGLITE_PARSERS, extensions: PGLITE_EXTENSIONS, loadDataDir: dump }),
      );
    } else {
      db = await openPglite(undefined);
      if (migrated) await migrate(db);
    }
    return {
      db,
      url: null,
      connect: () => Promise.reject(new Error('PGlite has a single connection')),
      drop: () => db.close().catch(() => {}),
    };
  }
  const name = `${prefix}_${process.pid}_${Date.now()}`;
  const template = migrated ? provided('pgTemplate') : '';
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(template ? `create database ${name} template ${template}` : `create database ${name}`);
  await admin.end();
  const u = new URL(adminUrl);
  u.pathname = `/${name}`;
  const url = u.toString();
  const db = await openPostgres(url, poolSize);
  if (migrated && !template) await migrate(db);
  const clients: pg.Client[] = [];
  return {
    db,
    url,
    async connect() {
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      clients.push(c);
      return c;
    },
    async drop() {
      await Promise.all(clients.map((c) => c.end().catch(() => {})));
      // A server started on this database may have closed it already.
      await db.close().catch(() => {});
      const a = new pg.Client({ connectionString: adminUrl });
      await a.connect();
      await a.query(`drop database if exists ${name} with (force)`);
      await a.end();
    },
  };
}
