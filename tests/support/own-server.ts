// A server of one test file's own, on a fresh database (PGlite, or PostgreSQL with
// TEST_DATABASE_URL): for suites whose changes must not reach the shared test
// server (switching Customers off, registering jobs). `signedIn(role)` makes an
// account with that role through the admin API and returns its signed-in client.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { loadConfig } from '../../server/config.ts';
import { type RunningServer, startServer } from '../../server/start.ts';
import { type FreshDatabase, freshDatabase } from './fresh-database.ts';

const noPersist = { auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false } };
const PASSWORD = 'Correct-Horse-Battery-9';

export interface OwnServer {
  server: RunningServer;
  fresh: FreshDatabase;
  anon(): SupabaseClient;
  signedIn(
    role: 'superadmin' | 'admin' | 'staff' | 'customer',
  ): Promise<{ client: SupabaseClient; id: string }>;
  close(): Promise<void>;
}

export async function ownServer(prefix: string): Promise<OwnServer> {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), `sw-${prefix}-`));
  const fresh = await freshDatabase(`safeworks_${prefix.replaceAll('-', '_')}`);
  const config = loadConfig({
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: path.join(tmp, 'data'),
    DATABASE_URL: fresh.url ?? '',
    STATIC_DIR: path.resolve(import.meta.dirname, '../fixtures/spa'),
    SKIP_BUILD: '1',
    DEMO_DATA: 'false',
    LOG_LEVEL: 'silent',
    // Jobs run only when a test runs them.
    JOBS_INTERVAL_SECONDS: '0',
  });
  const server = await startServer(config, { db: fresh.db });
  const anon = () => createClient(server.url, server.ctx.keys.anonKey, noPersist) as SupabaseClient;
  let counter = 0;
  return {
    server,
    fresh,
    anon,
    async signedIn(role) {
      counter += 1;
      const email = `${prefix}.${role}.${counter}.${Date.now().toString(36)}@example.test`;
      const service = createClient(server.url, server.ctx.keys.serviceRoleKey, noPersist);
      const made = await service.auth.admin.createUser({
        email,
        password: PASSWORD,
        email_confirm: true,
        app_metadata: { role },
        user_metadata: { full_name: `${prefix} ${role}` },
      });
      if (made.error) throw made.error;
      const client = anon();
      const signIn = await client.auth.signInWithPassword({ email, password: PASSWORD });
      if (signIn.error) throw signIn.error;
      return { client, id: made.data.user.id };
    },
    async close() {
      await server.close();
      await fresh.drop();
      fs.rmSync(tmp, { recursive: true, force: true });
    },
  };
}
