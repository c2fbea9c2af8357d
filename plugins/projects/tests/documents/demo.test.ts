// The demo's project report: the demo loader stores plugins/*/demo/files/<bucket>/… through the
// storage API before the demo SQL runs (server/demo/demo-files.ts, as server/main.ts does), and
// plugins/projects/demo/35-project-documents.sql moves the PDF into "Fire safety audit 2026" and
// registers it; a second start stores nothing again. PGlite, and PostgreSQL with TEST_DATABASE_URL.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../../server/config.ts';
import { uploadDemoFiles } from '../../../../server/demo/demo-files.ts';
import { runDemoSql } from '../../../../server/demo/demo-sql.ts';
import { type RunningServer, startServer } from '../../../../server/start.ts';
import { type FreshDatabase, freshDatabase } from '../../../../tests/support/fresh-database.ts';

const ROOT = path.resolve(import.meta.dirname, '../../../..');
const PLUGINS = path.join(ROOT, 'plugins');
const REPORT = path.join(
  PLUGINS,
  'projects/demo/files/project-documents/demo/fire-safety-audit-report-2026.pdf',
);
const onPostgres = Boolean(process.env.TEST_DATABASE_URL || process.env.DATABASE_URL);
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'sw-docs-demo-'));
let fresh: FreshDatabase | undefined;
let server: RunningServer;
let stored: string[] = [];
let storedAgain: string[] = [];

beforeAll(async () => {
  if (onPostgres) fresh = await freshDatabase('safeworks_docs_demo');
  const config = loadConfig({
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: path.join(tmp, 'data'),
    DATABASE_URL: fresh?.url ?? '',
    STATIC_DIR: path.resolve(import.meta.dirname, '../../../../tests/fixtures/spa'),
    SKIP_BUILD: '1',
    DEMO_DATA: 'false',
    LOG_LEVEL: 'silent',
    JOBS_INTERVAL_SECONDS: '0',
  });
  server = await startServer(config, {
    beforeListen: async ({ ctx, fetch }) => {
      await ctx.db.exec(`insert into auth.users (id, email, raw_app_meta_data) values
        ('00000000-0000-4000-8000-00000000d001', 'staff@demo.safeworks.test', '{"role": "staff"}'),
        ('00000000-0000-4000-8000-00000000d002', 'admin@demo.safeworks.test', '{"role": "admin"}'),
        ('00000000-0000-4000-8000-00000000d003', 'superadmin@demo.safeworks.test', '{"role": "superadmin"}')`);
      const load = async () => {
        const files = await uploadDemoFiles({
          db: ctx.db,
          fetch,
          serviceRoleKey: ctx.keys.serviceRoleKey,
          pluginsDir: PLUGINS,
        });
        await runDemoSql(ctx.db, PLUGINS);
        return files;
      };
      stored = await load();
      storedAgain = await load();
    },
  });
}, 180_000);

afterAll(async () => {
  await server?.close();
  await fresh?.drop();
  fs.rmSync(tmp, { recursive: true, force: true });
});

describe('the project documents demo', () => {
  it('stores the demo report once and registers it on the fire safety audit project', async () => {
    // Other modules' demo files (the gallery's photos) are stored by the same run.
    expect(stored.filter((name) => name.startsWith('projects/'))).toEqual([
      'projects/files/project-documents/demo/fire-safety-audit-report-2026.pdf',
    ]);
    expect(storedAgain).toEqual([]);
    const rows = await server.ctx.db.query<{
      title: string;
      version: number;
      storage_path: string;
      size: string;
    }>(
      `select d.title, v.version, v.storage_path, v.size::text as size
         from public.project_documents d
         join public.project_document_versions v on v.document_id = d.id
         join public.projects p on p.id = d.project_id
        where p.title = 'Fire safety audit 2026'`,
    );
    expect(rows.rows).toHaveLength(1);
    const row = rows.rows[0];
    expect(row).toMatchObject({ title: 'Fire safety audit report 2026', version: 1 });
    expect(Number(row?.size)).toBe(fs.statSync(REPORT).size);
    // Nothing is left at the loader's name; the bytes answer at the project's path.
    const leftover = await server.ctx.db.query(
      `select 1 from storage.objects where bucket_id = 'project-documents' and name like 'demo/%'`,
    );
    expect(leftover.rows).toHaveLength(0);
    const admin = createClient(server.url, server.ctx.keys.serviceRoleKey, {
      auth: { persistSession: false, autoRefreshToken: false },
    });
    const file = await admin.storage.from('project-documents').download(row?.storage_path as string);
    expect(file.error).toBeNull();
    expect(Buffer.from(await (file.data as Blob).arrayBuffer())).toEqual(fs.readFileSync(REPORT));
  });
});
