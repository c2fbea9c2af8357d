// Applies the platform bootstrap (server/db/platform) and then the app's
// migrations (supabase/migrations) in file-name order, each in its own
// transaction, recording versions where the Supabase CLI records them.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Db } from './types.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
export const PLATFORM_DIR = path.join(here, 'platform');
export const APP_MIGRATIONS_DIR = path.resolve(here, '../../supabase/migrations');

export interface MigrationFile {
  version: string;
  name: string;
  file: string;
}

/** `20260101120000_create_x.sql` → version `20260101120000`, name `create_x`. */
export function listMigrations(dir: string): MigrationFile[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.sql'))
    .sort()
    .map((f) => {
      const base = f.slice(0, -4);
      const i = base.indexOf('_');
      return {
        version: i === -1 ? base : base.slice(0, i),
        name: i === -1 ? '' : base.slice(i + 1),
        file: path.join(dir, f),
      };
    });
}

export interface MigrationReport {
  applied: string[];
  platformApplied: string[];
  total: number;
  latest: string | null;
}

// One advisory lock key for "migrations in progress", so two servers starting
// against the same PostgreSQL never apply the same file twice.
const LOCK_KEY = 727_310_001;

async function ensureTables(db: Db) {
  await db.exec(`
    create schema if not exists supabase_migrations;
    create table if not exists supabase_migrations.schema_migrations (
      version text primary key,
      statements text[],
      name text
    );
    create table if not exists supabase_migrations.platform_migrations (
      version text primary key,
      name text,
      applied_at timestamptz not null default now()
    );
  `);
}

async function applyDir(db: Db, files: MigrationFile[], table: 'schema_migrations' | 'platform_migrations') {
  const done = new Set(
    (await db.query<{ version: string }>(`select version from supabase_migrations.${table}`)).rows.map(
      (r) => r.version,
    ),
  );
  const applied: string[] = [];
  for (const m of files) {
    if (done.has(m.version)) continue;
    const sql = fs.readFileSync(m.file, 'utf8');
    await db.transaction(async (tx) => {
      await tx.query('select pg_advisory_xact_lock($1)', [LOCK_KEY]);
      // Another process may have applied it while we waited for the lock.
      const again = await tx.query(`select 1 from supabase_migrations.${table} where version = $1`, [
        m.version,
      ]);
      if (again.rowCount > 0) return;
      try {
        await tx.exec(sql);
      } catch (e) {
        const err = e as Error;
        err.message = `migration ${path.basename(m.file)} failed: ${err.message}`;
        throw err;
      }
      if (table === 'schema_migrations') {
        await tx.query(
          'insert into supabase_migrations.schema_migrations (version, statements, name) values ($1, $2, $3)',
          [m.version, [sql], m.name],
        );
      } else {
        await tx.query(
          'insert into supabase_migrations.platform_migrations (version, name) values ($1, $2)',
          [m.version, m.name],
        );
      }
    });
    applied.push(`${m.version}_${m.name}`);
  }
  return applied;
}

export async function migrate(db: Db, extraDirs: string[] = []): Promise<MigrationReport> {
  await ensureTables(db);
  const platformApplied = await applyDir(db, listMigrations(PLATFORM_DIR), 'platform_migrations');
  const appFiles = [APP_MIGRATIONS_DIR, ...extraDirs]
    .flatMap(listMigrations)
    .sort((a, b) => (a.version < b.version ? -1 : a.version > b.version ? 1 : 0));
  const applied = await applyDir(db, appFiles, 'schema_migrations');
  const state = await migrationState(db);
  if (applied.length || platformApplied.length) await db.query(`notify pgrst, 'reload schema'`);
  return { applied, platformApplied, ...state };
}

export async function migrationState(db: Db): Promise<{ total: number; latest: string | null }> {
  const r = await db.query<{ total: string; latest: string | null }>(
    'select count(*)::text as total, max(version) as latest from supabase_migrations.schema_migrations',
  );
  return { total: Number(r.rows[0].total), latest: r.rows[0].latest };
}

/** Drops everything the app and platform created (db:reset), leaving an empty database. */
export async function resetDatabase(db: Db) {
  const schemas = (
    await db.query<{ nspname: string }>(
      `select nspname from pg_namespace
       where nspname not in ('pg_catalog', 'information_schema', 'pg_toast')
         and nspname not like 'pg_temp%' and nspname not like 'pg_toast_temp%'`,
    )
  ).rows.map((r) => r.nspname);
  for (const s of schemas) {
    await db.query(`drop schema if exists "${s.replaceAll('"', '""')}" cascade`);
  }
  await db.exec('create schema public; grant all on schema public to public;');
}
