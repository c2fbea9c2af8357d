// The demo gallery (ADR 081): the demo loader stores plugins/gallery/demo/files/gallery-photos/… through the
// storage API before the demo SQL runs (server/demo/demo-files.ts, as server/main.ts does), and
// plugins/gallery/demo/60-gallery.sql makes two published albums of them; a visitor sees both, with their
// photos served resized. PGlite, and PostgreSQL with TEST_DATABASE_URL.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../server/config.ts';
import { uploadDemoFiles } from '../../../server/demo/demo-files.ts';
import { runDemoSql } from '../../../server/demo/demo-sql.ts';
import { type RunningServer, startServer } from '../../../server/start.ts';
import { type FreshDatabase, freshDatabase } from '../../../tests/support/fresh-database.ts';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const PLUGINS = path.join(ROOT, 'plugins');
const onPostgres = Boolean(process.env.TEST_DATABASE_URL || process.env.DATABASE_URL);
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'sw-gallery-demo-'));
let fresh: FreshDatabase | undefined;
let server: RunningServer;
let stored: string[] = [];

beforeAll(async () => {
  if (onPostgres) fresh = await freshDatabase('safeworks_gallery_demo');
  const config = loadConfig({
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: path.join(tmp, 'data'),
    DATABASE_URL: fresh?.url ?? '',
    STATIC_DIR: path.resolve(import.meta.dirname, '../../../tests/fixtures/spa'),
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
    },
  });
}, 180_000);

afterAll(async () => {
  await server?.close();
  await fresh?.drop();
  fs.rmSync(tmp, { recursive: true, force: true });
});

describe('the demo gallery', () => {
  it('a visitor sees two published albums of three photos each, with captions and resized images', async () => {
    expect(stored.filter((name) => name.startsWith('gallery/'))).toHaveLength(6);
    const visitor = createClient(server.url, server.ctx.keys.anonKey, {
      auth: { persistSession: false, autoRefreshToken: false },
    });
    const { data: albums } = await visitor.rpc('gallery_public_albums');
    expect(albums?.map((a: { title: string; photo_count: number }) => [a.title, a.photo_count])).toEqual([
      ['Fire safety training and evacuation drill', 3],
      ['Annual safety audit and noise survey', 3],
    ]);
    const { data: photos } = await visitor
      .from('gallery_photos')
      .select('storage_path, caption, width, height')
      .eq('album_id', albums?.[0]?.id)
      .order('position');
    expect(photos?.[0]).toMatchObject({
      caption: 'Marshals practise with a CO₂ extinguisher on a controlled fire',
      width: 1200,
      height: 800,
    });
    const leftover = await server.ctx.db.query(
      `select 1 from storage.objects where bucket_id = 'gallery-photos' and name like 'demo/%'`,
    );
    expect(leftover.rows).toHaveLength(0);
    const small = await fetch(
      `${server.url}/storage/v1/render/image/public/gallery-photos/${photos?.[0]?.storage_path}?width=320`,
    );
    expect(small.status).toBe(200);
    expect(Number(small.headers.get('content-length'))).toBeLessThan(9512);
  });
});
