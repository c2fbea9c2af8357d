// ADR 040: each module's SQL in its own folder, functions stated once as
// repeatable definitions. These stories prove the move changed nothing a
// database can tell, and keep proving that upgrades work as the SQL changes:
// the new layout at the move's commit gives the same catalogue as the files as
// they were just before it (both read from git, so this proof stays true
// later); a database migrated the old way, or at the last landed main, with
// data in it, upgrades to today's SQL keeping every row and ends with the
// catalogue a fresh database gets; and the deploy folder `npm run
// supabase:collect` writes applies in order to an empty database that has only
// what Supabase provides (the platform bootstrap, server/db/platform, applied
// first as Supabase's own). Runs on PGlite and, with TEST_DATABASE_URL, on
// PostgreSQL (15 here).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collect, staleLockEntries } from '../../scripts/supabase-collect/collect.ts';
import {
  appMigrations,
  appRepeatables,
  listMigrations,
  migrate,
  PLATFORM_DIR,
  PLUGINS_DIR,
} from '../../server/db/migrate.ts';
import { runDemoSql } from '../../server/demo/demo-sql.ts';
import { type Catalogue, catalogue, rowCounts } from '../support/catalogue.ts';
import { type FreshDatabase, freshDatabase } from '../support/fresh-database.ts';
import {
  LANDED_MAIN_COMMIT,
  MOVE_COMMIT,
  newLayoutRootAt,
  oldLayoutMigrations,
  pluginsAt,
} from '../support/old-layout.ts';

const LONG = 600_000;

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'sw-sql-layout-'));
const dbs: FreshDatabase[] = [];

async function database(prefix: string) {
  const d = await freshDatabase(prefix, { migrated: false });
  dbs.push(d);
  return d.db;
}

let fresh: Catalogue;

/** The demo runner's own bookkeeping table (server/demo/demo-sql.ts) is not part of the schema. */
function withoutDemoMarker(c: Catalogue): Catalogue {
  const demo = (row: Record<string, unknown>) => String(row.name ?? '').startsWith('app.demo_data_applied');
  return Object.fromEntries(Object.entries(c).map(([k, rows]) => [k, rows.filter((r) => !demo(r))]));
}

beforeAll(async () => {
  const db = await database('sql_layout_new');
  const report = await migrate(db);
  expect(report.repeatablesApplied.length).toBeGreaterThan(20);
  fresh = await catalogue(db);
}, LONG);

afterAll(async () => {
  for (const d of dbs) await d.drop();
  fs.rmSync(tmp, { recursive: true, force: true });
});

describe('a database after the SQL moved into each module’s folder and was stated once', () => {
  it(
    'migrated from empty at the move, had exactly the catalogue the old supabase/migrations gave',
    async () => {
      // Both sides read from git, so this proof of the move stays true as the SQL changes later.
      const db = await database('sql_layout_old');
      const old = oldLayoutMigrations();
      expect(old.length).toBe(92);
      await migrate(db, [], { migrations: old, repeatables: [] });
      const before = await catalogue(db);
      const moved = newLayoutRootAt(MOVE_COMMIT);
      const dbMoved = await database('sql_layout_moved');
      await migrate(dbMoved, [], { migrations: appMigrations(moved), repeatables: appRepeatables(moved) });
      const atMove = await catalogue(dbMoved);
      for (const key of Object.keys(atMove)) expect({ [key]: atMove[key] }).toEqual({ [key]: before[key] });
    },
    LONG,
  );

  it(
    'migrated the old way with data in it, upgrades to the new layout keeping every row, and ends the same',
    async () => {
      const db = await database('sql_layout_upgrade');
      await migrate(db, [], { migrations: oldLayoutMigrations(), repeatables: [] });
      await db.exec(`insert into auth.users (id, email, raw_app_meta_data) values
      ('00000000-0000-4000-8000-00000000d001', 'staff@demo.safeworks.test', '{"role": "staff"}'),
      ('00000000-0000-4000-8000-00000000d002', 'admin@demo.safeworks.test', '{"role": "admin"}'),
      ('00000000-0000-4000-8000-00000000d003', 'superadmin@demo.safeworks.test', '{"role": "superadmin"}')`);
      await runDemoSql(db, PLUGINS_DIR);
      const rows = await rowCounts(db);
      expect(rows['public.invoices']).toBeGreaterThan(0);
      expect(rows['public.customers']).toBeGreaterThan(0);

      const report = await migrate(db);
      // Only what came after it runs: later migrations once, then the repeatables.
      expect(report.applied.length).toBe(report.total - 92);
      expect(report.repeatablesApplied.length).toBeGreaterThan(20);
      // Every row is kept; the upgrade may only add rows (a new module's tables, seeds, switch dependencies).
      const kept = await rowCounts(db);
      for (const [table, n] of Object.entries(rows))
        expect((kept[table] ?? 0) >= n, `${table} lost rows`).toBe(true);
      const after = withoutDemoMarker(await catalogue(db));
      for (const key of Object.keys(fresh)) expect({ [key]: after[key] }).toEqual({ [key]: fresh[key] });

      // Nothing changed since: a restart applies nothing.
      const again = await migrate(db);
      expect([...again.applied, ...again.repeatablesApplied]).toEqual([]);
    },
    LONG,
  );

  it(
    'migrated at the last landed main (before issues 20 and 21) with its demo data, upgrades keeping every row and ends the same',
    async () => {
      const db = await database('sql_layout_landed');
      const landed = oldLayoutMigrations(LANDED_MAIN_COMMIT);
      expect(landed.length).toBe(74);
      await migrate(db, [], { migrations: landed, repeatables: [] });
      await db.exec(`insert into auth.users (id, email, raw_app_meta_data) values
      ('00000000-0000-4000-8000-00000000d001', 'staff@demo.safeworks.test', '{"role": "staff"}'),
      ('00000000-0000-4000-8000-00000000d002', 'admin@demo.safeworks.test', '{"role": "admin"}'),
      ('00000000-0000-4000-8000-00000000d003', 'superadmin@demo.safeworks.test', '{"role": "superadmin"}')`);
      await runDemoSql(db, pluginsAt(LANDED_MAIN_COMMIT));
      const rows = await rowCounts(db);
      expect(rows['public.invoices']).toBeGreaterThan(0);
      expect(rows['public.payments']).toBeGreaterThan(0);

      const report = await migrate(db);
      // Only what came after it runs: every later migration once, then the repeatables.
      expect(report.applied.length).toBe(report.total - landed.length);
      expect(report.applied.every((v) => v > landed[landed.length - 1]!.version)).toBe(true);
      const after = await rowCounts(db);
      // Every row is kept; the upgrade may only add rows (new tables' seeds, templates, dependencies).
      for (const [table, n] of Object.entries(rows))
        expect((after[table] ?? 0) >= n, `${table} lost rows`).toBe(true);
      const upgraded = withoutDemoMarker(await catalogue(db));
      for (const key of Object.keys(fresh)) expect({ [key]: upgraded[key] }).toEqual({ [key]: fresh[key] });
    },
    LONG,
  );

  it(
    'is what the Supabase deploy folder gives an empty database, applied in order',
    async () => {
      expect(staleLockEntries()).toEqual([]);
      const out = path.join(tmp, 'deploy');
      const files = collect(out, { updateLock: false });
      const written = fs.readdirSync(path.join(out, 'migrations')).sort();
      expect(written).toEqual(files.map((f) => f.file));
      expect(written.length).toBeGreaterThan(91);
      const db = await database('sql_layout_collect');
      // What a Supabase project has before the app's migrations: its roles, auth, storage and realtime.
      for (const p of listMigrations(PLATFORM_DIR)) await db.exec(fs.readFileSync(p.file, 'utf8'));
      for (const f of written) {
        try {
          await db.exec(fs.readFileSync(path.join(out, 'migrations', f), 'utf8'));
        } catch (e) {
          throw new Error(`${f}: ${(e as Error).message}`);
        }
      }
      const deployed = await catalogue(db);
      for (const key of Object.keys(fresh)) expect({ [key]: deployed[key] }).toEqual({ [key]: fresh[key] });
    },
    LONG,
  );
});
