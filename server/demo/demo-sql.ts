// Demo data of the installed plugins: on a database that got the demo logins
// (server/demo/demo-users.ts), every `plugins/*/demo/*.sql` file runs once, in
// file-name order across plugins (`10-customers.sql` before `20-leads.sql`),
// each in its own transaction, as the database owner (no row-level security, no
// auth.uid(): the SQL finds demo staff by e-mail, e.g.
// `(select id from auth.users where email = 'staff@demo.safeworks.test')`).
// Applied files are recorded in app.demo_data_applied, so a restart runs none
// twice and a plugin installed later gets its demo data at the next start.
// Files are read, never imported: the server knows no plugin.
import fs from 'node:fs';
import path from 'node:path';
import type { Db } from '../db/types.ts';

export interface DemoSqlFile {
  /** `<plugin>/<file>.sql`: what app.demo_data_applied records. */
  name: string;
  file: string;
}

/** `plugins/*\/demo/*.sql`, sorted by file name, then by plugin (ties). */
export function demoSqlFiles(pluginsDir: string): DemoSqlFile[] {
  if (!fs.existsSync(pluginsDir)) return [];
  const found: DemoSqlFile[] = [];
  for (const plugin of fs.readdirSync(pluginsDir, { withFileTypes: true })) {
    if (!plugin.isDirectory()) continue;
    const dir = path.join(pluginsDir, plugin.name, 'demo');
    if (!fs.existsSync(dir)) continue;
    for (const f of fs.readdirSync(dir)) {
      if (f.endsWith('.sql')) found.push({ name: `${plugin.name}/${f}`, file: path.join(dir, f) });
    }
  }
  const base = (n: string) => n.slice(n.indexOf('/') + 1);
  return found.sort(
    (a, b) => base(a.name).localeCompare(base(b.name), 'en') || a.name.localeCompare(b.name, 'en'),
  );
}

const TABLE = `create table if not exists app.demo_data_applied (
  name text primary key,
  applied_at timestamptz not null default now()
)`;

/** Whether this database got demo data before (so files added since should run now). */
export async function hasDemoData(db: Db): Promise<boolean> {
  const r = await db.query<{ exists: boolean }>(
    `select to_regclass('app.demo_data_applied') is not null as exists`,
  );
  return r.rows[0]?.exists === true;
}

/**
 * Runs the demo files this database has not had yet; answers their names. A failing file is rolled
 * back (the ones before it stay) and the error names it.
 */
export async function runDemoSql(db: Db, pluginsDir: string): Promise<string[]> {
  await db.exec(`${TABLE};\nrevoke all on app.demo_data_applied from public`);
  const done = new Set(
    (await db.query<{ name: string }>('select name from app.demo_data_applied')).rows.map((r) => r.name),
  );
  const applied: string[] = [];
  for (const f of demoSqlFiles(pluginsDir)) {
    if (done.has(f.name)) continue;
    const sql = fs.readFileSync(f.file, 'utf8');
    try {
      await db.transaction(async (tx) => {
        await tx.exec(sql);
        await tx.query('insert into app.demo_data_applied (name) values ($1)', [f.name]);
      });
    } catch (e) {
      throw new Error(`demo data ${f.name}: ${(e as Error).message}`, { cause: e });
    }
    applied.push(f.name);
  }
  return applied;
}
