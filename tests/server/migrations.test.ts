// The database runtime and migration runner, on PGlite and (with
// TEST_DATABASE_URL) on a fresh PostgreSQL database.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  appMigrations,
  appRepeatables,
  migrate,
  migrationState,
  sqlModules,
} from '../../server/db/migrate.ts';
import type { Db } from '../../server/db/types.ts';
import { type FreshDatabase, freshDatabase } from '../support/fresh-database.ts';

let db: Db;
let fresh: FreshDatabase | undefined;
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'sw-migr-'));

function writeMigration(dir: string, file: string, sql: string) {
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, file), sql);
}

beforeAll(async () => {
  fresh = await freshDatabase('safeworks_migr', { migrated: false });
  db = fresh.db;
});

afterAll(async () => {
  await fresh?.drop();
  fs.rmSync(tmp, { recursive: true, force: true });
});

describe('an operator migrates the database', () => {
  it('gets the platform Supabase provides: roles, auth schema and auth helpers', async () => {
    await migrate(db);
    const roles = await db.query<{ rolname: string }>(
      `select rolname from pg_roles where rolname in ('anon','authenticated','service_role','authenticator') order by 1`,
    );
    expect(roles.rows.map((r) => r.rolname)).toEqual([
      'anon',
      'authenticated',
      'authenticator',
      'service_role',
    ]);
    const tables = await db.query<{ t: string }>(
      `select table_name as t from information_schema.tables where table_schema = 'auth' order by 1`,
    );
    expect(tables.rows.map((r) => r.t)).toEqual(
      expect.arrayContaining(['users', 'sessions', 'refresh_tokens', 'identities']),
    );
    const claims = await db.transaction(async (tx) => {
      await tx.query(`select set_config('request.jwt.claims', $1, true)`, [
        JSON.stringify({
          sub: '7d1c5a3e-2b1f-4c39-9b8e-1f2a3b4c5d6e',
          role: 'authenticated',
          email: 'a@b.c',
        }),
      ]);
      return (
        await tx.query('select auth.uid()::text as uid, auth.role() as role, auth.jwt() ->> $1 as email', [
          'email',
        ])
      ).rows[0];
    });
    expect(claims).toEqual({
      uid: '7d1c5a3e-2b1f-4c39-9b8e-1f2a3b4c5d6e',
      role: 'authenticated',
      email: 'a@b.c',
    });
  });

  it('records each applied migration where the Supabase CLI does, and applies it only once', async () => {
    const dir = path.join(tmp, 'once');
    writeMigration(
      dir,
      '29991231000001_create_widgets.sql',
      'create table public.widgets (id int primary key);',
    );
    const first = await migrate(db, [dir]);
    expect(first.applied).toContain('29991231000001_create_widgets');
    const second = await migrate(db, [dir]);
    expect(second.applied).toEqual([]);
    const row = await db.query<{ name: string; statements: string[] }>(
      `select name, statements from supabase_migrations.schema_migrations where version = '29991231000001'`,
    );
    expect(row.rows[0].name).toBe('create_widgets');
    expect(row.rows[0].statements[0]).toContain('create table public.widgets');
    expect((await migrationState(db)).latest).toBe('29991231000001');
  });

  it('keeps the database unchanged when a migration fails half-way, and names the file', async () => {
    const dir = path.join(tmp, 'broken');
    writeMigration(
      dir,
      '29991231000002_half_broken.sql',
      'create table public.half_done (id int); insert into public.no_such_table values (1);',
    );
    await expect(migrate(db, [dir])).rejects.toThrow(/29991231000002_half_broken\.sql/);
    const exists = await db.query(`select to_regclass('public.half_done') as t`);
    expect(exists.rows[0]).toEqual({ t: null });
    const recorded = await db.query(
      `select 1 from supabase_migrations.schema_migrations where version = '29991231000002'`,
    );
    expect(recorded.rowCount).toBe(0);
  });

  it('re-applies a repeatable definition only when its text changed, after the versioned migrations (ADR 040)', async () => {
    const root = path.join(tmp, 'rep-root');
    const write = (rel: string, sql: string) =>
      writeMigration(path.dirname(path.join(root, rel)), path.basename(rel), sql);
    write('kernel/sql/migrations/29991231000010_kernel_probe.sql', 'create table public.rep_probe (v int);');
    write('plugins/b-mod/manifest.ts', "export const manifest = { id: 'b-mod', dependsOn: ['a-mod'] };");
    write('plugins/a-mod/manifest.ts', "export const manifest = { id: 'a-mod' };");
    write(
      'plugins/b-mod/sql/repeatable/public.rep_answer.sql',
      'create or replace function public.rep_answer() returns int language sql as $$ select count(*)::int + 1 from public.rep_probe $$;',
    );
    write(
      'kernel/sql/repeatable/public.rep_kernel.sql',
      'create or replace function public.rep_kernel() returns int language sql as $$ select 7 $$;',
    );
    expect(sqlModules(root).map((m) => m.module)).toEqual(['kernel', 'a-mod', 'b-mod']);
    const source = () => ({ migrations: appMigrations(root), repeatables: appRepeatables(root) });
    expect(source().repeatables.map((r) => r.name)).toEqual(['public.rep_kernel', 'public.rep_answer']);

    const first = await migrate(db, [], source());
    expect(first.applied).toEqual(['29991231000010_kernel_probe']);
    expect(first.repeatablesApplied).toEqual(['public.rep_kernel', 'public.rep_answer']);
    expect((await db.query('select public.rep_answer() as a')).rows[0]).toEqual({ a: 1 });
    expect((await migrate(db, [], source())).repeatablesApplied).toEqual([]);

    write(
      'plugins/b-mod/sql/repeatable/public.rep_answer.sql',
      'create or replace function public.rep_answer() returns int language sql as $$ select 42 $$;',
    );
    expect((await migrate(db, [], source())).repeatablesApplied).toEqual(['public.rep_answer']);
    expect((await db.query('select public.rep_answer() as a')).rows[0]).toEqual({ a: 42 });
    const recorded = await db.query<{ name: string }>(
      `select name from supabase_migrations.repeatable_migrations where name like 'public.rep\\_%' order by 1`,
    );
    expect(recorded.rows.map((r) => r.name)).toEqual(['public.rep_answer', 'public.rep_kernel']);
  });

  it('refuses to start when two modules’ folders hold migrations with one version, naming both files', async () => {
    const root = path.join(tmp, 'dup-root');
    writeMigration(path.join(root, 'kernel/sql/migrations'), '29991231000020_kernel_a.sql', 'select 1;');
    writeMigration(
      path.join(root, 'plugins/x-mod/sql/migrations'),
      '29991231000020_x_mod_b.sql',
      'select 1;',
    );
    expect(() => appMigrations(root)).toThrow(
      /two migrations share version 29991231000020: kernel\/sql\/migrations\/29991231000020_kernel_a\.sql and plugins\/x-mod\/sql\/migrations\/29991231000020_x_mod_b\.sql/,
    );
  });

  it('returns exact values: int8, numeric and timestamps as text, json parsed', async () => {
    const r = await db.query(
      `select 9007199254740993::int8 as big, 12345678901234.56::numeric as money,
              '2026-01-02 03:04:05+00'::timestamptz as at, '{"a":[1]}'::jsonb as doc, true as ok`,
    );
    const row = r.rows[0] as Record<string, unknown>;
    expect(row.big).toBe('9007199254740993');
    expect(row.money).toBe('12345678901234.56');
    expect(typeof row.at).toBe('string');
    expect(row.doc).toEqual({ a: [1] });
    expect(row.ok).toBe(true);
  });

  it('runs a request transaction as the caller role with the claims, and forgets them afterwards', async () => {
    const inside = await db.requestTransaction(
      { role: 'anon', claims: { role: 'anon' }, statementTimeoutMs: 1000 },
      async (tx) => (await tx.query(`select current_user as u, auth.role() as r`)).rows[0],
    );
    expect(inside).toEqual({ u: 'anon', r: 'anon' });
    const after = await db.query(
      `select current_user as u, current_setting('request.jwt.claims', true) as c`,
    );
    expect((after.rows[0] as { u: string }).u).not.toBe('anon');
    expect((after.rows[0] as { c: string | null }).c || null).toBeNull();
  });

  it('rolls a request transaction back when it fails', async () => {
    await db.query('create table if not exists public.rollback_probe (v text)');
    await db.query('grant all on public.rollback_probe to service_role');
    await expect(
      db.requestTransaction({ role: 'service_role', claims: { role: 'service_role' } }, async (tx) => {
        await tx.query(`insert into public.rollback_probe values ('lost')`);
        await tx.query('select 1/0');
      }),
    ).rejects.toThrow(/division by zero/);
    const r = await db.query(`select count(*)::int as n from public.rollback_probe`);
    expect(r.rows[0]).toEqual({ n: 0 });
  });
});
