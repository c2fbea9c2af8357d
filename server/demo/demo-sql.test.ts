// The plugins' demo data runner: plugins/*/demo/*.sql in file-name order
// across plugins, once per database, a transaction per file, as the owner; and
// the Customers plugin's own demo file loads on a migrated database.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '../db/migrate.ts';
import { openPglite } from '../db/pglite.ts';
import type { Db } from '../db/types.ts';
import { demoSqlFiles, hasDemoData, runDemoSql } from './demo-sql.ts';

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'sw-demo-sql-'));
function write(rel: string, sql: string) {
  const file = path.join(tmp, rel);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, sql);
}

let db: Db;
beforeAll(async () => {
  db = await openPglite(undefined);
  await migrate(db);
  await db.exec(`insert into auth.users (id, email, raw_app_meta_data) values
    ('00000000-0000-4000-8000-00000000d001', 'staff@demo.safeworks.test', '{"role": "staff"}'),
    ('00000000-0000-4000-8000-00000000d002', 'admin@demo.safeworks.test', '{"role": "admin"}'),
    ('00000000-0000-4000-8000-00000000d003', 'superadmin@demo.safeworks.test', '{"role": "superadmin"}')`);
}, 120_000);
afterAll(async () => {
  await db?.close();
  fs.rmSync(tmp, { recursive: true, force: true });
});

describe('the demo data runner', () => {
  it('lists demo files by file name across plugins, ignoring other files', () => {
    write('b-plugin/demo/10-first.sql', 'select 1;');
    write('a-plugin/demo/20-second.sql', 'select 1;');
    write('a-plugin/demo/readme.md', 'not sql');
    write('c-plugin/routes/x.sql', 'select 1;');
    expect(demoSqlFiles(tmp).map((f) => f.name)).toEqual(['b-plugin/10-first.sql', 'a-plugin/20-second.sql']);
    expect(demoSqlFiles(path.join(tmp, 'missing'))).toEqual([]);
    fs.rmSync(tmp, { recursive: true, force: true });
  });

  it('runs each file once, in order, as the owner; a failing file leaves nothing of itself and is named', async () => {
    const dir = path.join(tmp, 'run');
    const at = (rel: string, sql: string) => write(path.join('run', rel), sql);
    at(
      'one/demo/10-table.sql',
      `create table public.demo_probe (step text, who uuid);
       alter table public.demo_probe enable row level security;
       insert into public.demo_probe select 'first', id from auth.users where email = 'staff@demo.safeworks.test';`,
    );
    at('two/demo/20-more.sql', `insert into public.demo_probe values ('second', null);`);
    expect(await hasDemoData(db)).toBe(false);
    expect(await runDemoSql(db, dir)).toEqual(['one/10-table.sql', 'two/20-more.sql']);
    expect(await hasDemoData(db)).toBe(true);
    const rows = await db.query<{ step: string; who: string | null }>(
      'select * from public.demo_probe order by step',
    );
    expect(rows.rows).toEqual([
      { step: 'first', who: '00000000-0000-4000-8000-00000000d001' },
      { step: 'second', who: null },
    ]);

    // Again: nothing runs twice; a file added later runs; a broken one is rolled back and named.
    at('three/demo/30-later.sql', `insert into public.demo_probe values ('third', null);`);
    at('four/demo/40-broken.sql', `insert into public.demo_probe values ('fourth', null); select 1/0;`);
    await expect(runDemoSql(db, dir)).rejects.toThrow(/^demo data four\/40-broken\.sql: division by zero/);
    const after = await db.query<{ step: string }>('select step from public.demo_probe order by step');
    expect(after.rows.map((r) => r.step)).toEqual(['first', 'second', 'third']);
    const applied = await db.query<{ name: string }>('select name from app.demo_data_applied order by name');
    expect(applied.rows.map((r) => r.name)).toEqual([
      'one/10-table.sql',
      'three/30-later.sql',
      'two/20-more.sql',
    ]);
  });

  it("loads the Customers plugin's demo clients with contacts, sites and demo staff as owners", async () => {
    const plugins = path.resolve(import.meta.dirname, '../../plugins');
    const applied = await runDemoSql(db, plugins);
    expect(applied).toContain('customers/10-customers.sql');
    const counts = await db.query<{
      customers: number;
      without_contact: number;
      without_site: number;
      owners: number;
      counties: number;
      sectors: number;
    }>(
      `select count(*)::int as customers,
              count(*) filter (where not exists (select 1 from public.contacts k where k.customer_id = c.id))::int as without_contact,
              count(*) filter (where not exists (select 1 from public.customer_sites s where s.customer_id = c.id))::int as without_site,
              count(distinct owner_id)::int as owners,
              count(distinct county)::int as counties,
              count(distinct sector)::int as sectors
         from public.customers c`,
    );
    expect(counts.rows[0]).toMatchObject({ customers: 40, without_contact: 0, without_site: 0, owners: 3 });
    expect(counts.rows[0]?.counties).toBeGreaterThanOrEqual(10);
    expect(counts.rows[0]?.sectors).toBeGreaterThanOrEqual(8);
    const primaries = await db.query<{ n: number }>(
      'select count(*)::int as n from public.contacts where is_primary',
    );
    expect(primaries.rows[0]?.n).toBe(40);
    const search = await db.query<{ name: string }>(
      `select name from public.customers where search_text like '%rose nyambura%'`,
    );
    expect(search.rows).toEqual([{ name: 'Lake Naivasha Flowers Ltd' }]);
  });
});
