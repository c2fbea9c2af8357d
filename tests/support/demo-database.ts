// A new database (PGlite, or PostgreSQL with TEST_DATABASE_URL) with the
// plugins' demo data loaded as `npm start` loads it: the three demo staff
// logins first (the demo SQL finds people by these addresses), then every
// plugins/*/demo/*.sql in order. Returns the database and the files applied.
import path from 'node:path';
import { runDemoSql } from '../../server/demo/demo-sql.ts';
import { type FreshDatabase, freshDatabase } from './fresh-database.ts';

export const PLUGINS_DIR = path.resolve(import.meta.dirname, '../../plugins');

export async function demoDatabase(name: string): Promise<{ fresh: FreshDatabase; applied: string[] }> {
  const fresh = await freshDatabase(name);
  await fresh.db.exec(`insert into auth.users (id, email, raw_app_meta_data) values
    ('00000000-0000-4000-8000-00000000d001', 'staff@demo.safeworks.test', '{"role": "staff"}'),
    ('00000000-0000-4000-8000-00000000d002', 'admin@demo.safeworks.test', '{"role": "admin"}'),
    ('00000000-0000-4000-8000-00000000d003', 'superadmin@demo.safeworks.test', '{"role": "superadmin"}')`);
  const applied = await runDemoSql(fresh.db, PLUGINS_DIR);
  return { fresh, applied };
}
