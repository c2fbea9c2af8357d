// Applies the platform bootstrap (server/db/platform), then the app's versioned
// migrations — every module's own folder, `kernel/sql/migrations` and
// `plugins/<id>/sql/migrations`, merged in version (timestamp) order — each in
// its own transaction, recording versions where the Supabase CLI records them;
// then the repeatable definitions (`kernel/sql/repeatable`,
// `plugins/<id>/sql/repeatable`: one function, view or trigger per file, the
// idea of Flyway's `R__` scripts), each re-applied in its own transaction only
// when its checksum changed (ADR 040).
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Db } from './types.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
export const ROOT_DIR = path.resolve(here, '../..');
export const PLATFORM_DIR = path.join(here, 'platform');
export const KERNEL_SQL_DIR = path.join(ROOT_DIR, 'kernel', 'sql');
export const PLUGINS_DIR = path.join(ROOT_DIR, 'plugins');

export interface MigrationFile {
  version: string;
  name: string;
  file: string;
}

export interface RepeatableFile {
  /** `<schema>.<object>`, the file's name without `.sql`: what the database records. */
  name: string;
  /** `kernel` or the plugin id the file belongs to. */
  module: string;
  file: string;
  /** sha256 of the file's text. */
  checksum: string;
}

/** Where the app's SQL comes from (tests pass an older layout's migrations to compare). */
export interface SqlSource {
  migrations: MigrationFile[];
  repeatables: RepeatableFile[];
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

/** A plugin's declared dependencies, read from its manifest's text (the server does not load front-end code). */
function declaredDependencies(pluginDir: string): string[] {
  const file = path.join(pluginDir, 'manifest.ts');
  if (!fs.existsSync(file)) return [];
  const text = fs.readFileSync(file, 'utf8');
  const out: string[] = [];
  for (const m of text.matchAll(/\b(?:optionalDependsOn|dependsOn)\s*:\s*\[([^\]]*)\]/g)) {
    for (const id of m[1]!.matchAll(/['"]([a-z0-9-]+)['"]/g)) out.push(id[1]!);
  }
  return out;
}

/**
 * The modules that own SQL, in the order their repeatable definitions apply:
 * the kernel first, then the plugins so that a plugin comes after every plugin
 * it declares (`dependsOn`, `optionalDependsOn`), ties by id.
 */
export function sqlModules(root: string = ROOT_DIR): { module: string; dir: string }[] {
  const pluginsDir = path.join(root, 'plugins');
  const ids = fs.existsSync(pluginsDir)
    ? fs
        .readdirSync(pluginsDir, { withFileTypes: true })
        .filter((d) => d.isDirectory())
        .map((d) => d.name)
        .sort()
    : [];
  const deps = new Map(ids.map((id) => [id, declaredDependencies(path.join(pluginsDir, id))]));
  const ordered: string[] = [];
  const placed = new Set<string>();
  while (ordered.length < ids.length) {
    const next = ids.find(
      (id) => !placed.has(id) && (deps.get(id) ?? []).every((d) => placed.has(d) || !deps.has(d)),
    );
    // A dependency cycle (the module-dependency test refuses one): fall back to id order.
    const id = next ?? ids.find((i) => !placed.has(i))!;
    placed.add(id);
    ordered.push(id);
  }
  return [
    { module: 'kernel', dir: path.join(root, 'kernel', 'sql') },
    ...ordered.map((id) => ({ module: id, dir: path.join(pluginsDir, id, 'sql') })),
  ];
}

/** Every versioned migration of every module, in version order; two files with one version are refused. */
export function appMigrations(root: string = ROOT_DIR, extraDirs: string[] = []): MigrationFile[] {
  const all = [
    ...sqlModules(root).flatMap((m) => listMigrations(path.join(m.dir, 'migrations'))),
    ...extraDirs.flatMap(listMigrations),
  ];
  const seen = new Map<string, string>();
  for (const m of all) {
    const other = seen.get(m.version);
    if (other) {
      throw new Error(
        `two migrations share version ${m.version}: ${path.relative(root, other)} and ${path.relative(root, m.file)} (the database records only the version; rename one)`,
      );
    }
    seen.set(m.version, m.file);
  }
  return all.sort((a, b) => (a.version < b.version ? -1 : a.version > b.version ? 1 : 0));
}

/** Every repeatable definition, in the order they apply: module order (sqlModules), then file name. */
export function appRepeatables(root: string = ROOT_DIR): RepeatableFile[] {
  const out: RepeatableFile[] = [];
  const seen = new Map<string, string>();
  for (const { module, dir } of sqlModules(root)) {
    const rdir = path.join(dir, 'repeatable');
    if (!fs.existsSync(rdir)) continue;
    for (const f of fs
      .readdirSync(rdir)
      .filter((x) => x.endsWith('.sql'))
      .sort()) {
      const file = path.join(rdir, f);
      const name = f.slice(0, -4);
      const other = seen.get(name);
      if (other) {
        throw new Error(
          `two repeatable definitions share the name ${name}: ${path.relative(root, other)} and ${path.relative(root, file)}`,
        );
      }
      seen.set(name, file);
      const text = fs.readFileSync(file, 'utf8');
      out.push({ name, module, file, checksum: createHash('sha256').update(text).digest('hex') });
    }
  }
  return out;
}

export function appSqlSource(extraDirs: string[] = []): SqlSource {
  return { migrations: appMigrations(ROOT_DIR, extraDirs), repeatables: appRepeatables(ROOT_DIR) };
}

export interface MigrationReport {
  applied: string[];
  platformApplied: string[];
  /** Repeatable definitions (re-)applied because they were new or their checksum changed. */
  repeatablesApplied: string[];
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
    create table if not exists supabase_migrations.repeatable_migrations (
      name text primary key,
      checksum text not null,
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

async function applyRepeatables(db: Db, files: RepeatableFile[]) {
  const known = new Map(
    (
      await db.query<{ name: string; checksum: string }>(
        'select name, checksum from supabase_migrations.repeatable_migrations',
      )
    ).rows.map((r) => [r.name, r.checksum]),
  );
  const applied: string[] = [];
  for (const r of files) {
    if (known.get(r.name) === r.checksum) continue;
    const sql = fs.readFileSync(r.file, 'utf8');
    let ran = false;
    await db.transaction(async (tx) => {
      await tx.query('select pg_advisory_xact_lock($1)', [LOCK_KEY]);
      const again = await tx.query(
        'select 1 from supabase_migrations.repeatable_migrations where name = $1 and checksum = $2',
        [r.name, r.checksum],
      );
      if (again.rowCount > 0) return;
      try {
        await tx.exec(sql);
      } catch (e) {
        const err = e as Error;
        err.message = `repeatable ${path.relative(ROOT_DIR, r.file)} failed: ${err.message}`;
        throw err;
      }
      await tx.query(
        `insert into supabase_migrations.repeatable_migrations (name, checksum) values ($1, $2)
         on conflict (name) do update set checksum = excluded.checksum, applied_at = now()`,
        [r.name, r.checksum],
      );
      ran = true;
    });
    if (ran) applied.push(r.name);
  }
  return applied;
}

/**
 * Migrates: platform bootstrap, pending versioned migrations, changed
 * repeatables. `extraDirs` adds versioned folders (test fixtures); `source`
 * replaces the app's SQL altogether (tests that migrate an older layout).
 */
export async function migrate(
  db: Db,
  extraDirs: string[] = [],
  source?: SqlSource,
): Promise<MigrationReport> {
  // Read (and refuse duplicate versions) before touching the database.
  const sql = source ?? appSqlSource(extraDirs);
  await ensureTables(db);
  const platformApplied = await applyDir(db, listMigrations(PLATFORM_DIR), 'platform_migrations');
  const applied = await applyDir(db, sql.migrations, 'schema_migrations');
  const repeatablesApplied = await applyRepeatables(db, sql.repeatables);
  const state = await migrationState(db);
  if (applied.length || platformApplied.length || repeatablesApplied.length) {
    await db.query(`notify pgrst, 'reload schema'`);
  }
  return { applied, platformApplied, repeatablesApplied, ...state };
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
