// A server of its own, on a database of its own (in-memory PGlite, or a new
// PostgreSQL database with TEST_DATABASE_URL), for tests whose state is
// firm-wide (the enquiry acknowledgement cap, the outbox's drain order) and so
// must not share the test run's server with other files. Tests reach it over
// HTTP through supabase-js; `db` is the server's own connection, for what
// only the server does (draining the outbox).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { loadConfig } from '../../server/config.ts';
import type { Db } from '../../server/db/types.ts';
import { type RunningServer, startServer } from '../../server/start.ts';
import { STRONG_PASSWORD, uniqueEmail } from '../support/clients.ts';
import { freshDatabase } from '../support/fresh-database.ts';
import { FIXTURE_MIGRATIONS } from '../support/global-setup.ts';

const noPersist = { auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false } };

export interface OwnServer {
  url: string;
  db: Db;
  dbKind: 'pglite' | 'postgres';
  jwtSecret: string;
  anon(): SupabaseClient;
  service(): SupabaseClient;
  /** A member with this role, signed in. */
  userWithRole(role: string): Promise<{ client: SupabaseClient; id: string; email: string }>;
  close(): Promise<void>;
}

export async function ownServer(
  prefix: string,
  env: Record<string, string> = {},
  /** Runs on the migrated database before the server starts on it (what an older install left behind). */
  beforeStart?: (db: Db) => Promise<void>,
): Promise<OwnServer> {
  // Enough connections for concurrent requests on PostgreSQL (each request holds one for its transaction).
  const fresh = await freshDatabase(prefix, { migrated: beforeStart !== undefined, poolSize: 12 });
  await beforeStart?.(fresh.db);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `${prefix}-`));
  const config = loadConfig({
    ...process.env,
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    STATIC_DIR: path.resolve(import.meta.dirname, '../fixtures/spa'),
    SKIP_BUILD: '1',
    DEMO_DATA: 'false',
    JOBS_INTERVAL_SECONDS: '0',
    MAIL_INTERVAL_SECONDS: '0',
    DATABASE_URL: '',
    LOG_LEVEL: 'warn',
    RATE_LIMIT_SIGNIN_PER_IP: '100000',
    RATE_LIMIT_SIGNUP_PER_IP: '100000',
    RATE_LIMIT_REFRESH_PER_IP: '100000',
    RATE_LIMIT_RECOVER_PER_IP: '100000',
    RATE_LIMIT_VERIFY_PER_IP: '100000',
    ...env,
  });
  const server: RunningServer = await startServer(config, {
    db: fresh.db,
    extraMigrationDirs: [FIXTURE_MIGRATIONS],
  });
  const { anonKey, serviceRoleKey, jwtSecret } = server.ctx.keys;
  return {
    url: server.url,
    db: server.ctx.db,
    dbKind: server.ctx.db.kind,
    jwtSecret,
    anon: () => createClient(server.url, anonKey, noPersist),
    service: () => createClient(server.url, serviceRoleKey, noPersist),
    async userWithRole(role) {
      const email = uniqueEmail(role);
      const admin = createClient(server.url, serviceRoleKey, noPersist);
      const { data, error } = await admin.auth.admin.createUser({
        email,
        password: STRONG_PASSWORD,
        email_confirm: true,
        app_metadata: { role },
        user_metadata: { full_name: `${role} ${email.slice(0, 12)}` },
      });
      if (error) throw error;
      const client = createClient(server.url, anonKey, noPersist);
      const signIn = await client.auth.signInWithPassword({ email, password: STRONG_PASSWORD });
      if (signIn.error) throw signIn.error;
      return { client, id: data.user.id, email };
    },
    async close() {
      await server.close();
      await fresh.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
