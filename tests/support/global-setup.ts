// Starts one server for the whole test run: on in-memory PGlite by default,
// or on a fresh, uniquely named PostgreSQL database when TEST_DATABASE_URL
// (or DATABASE_URL) is set. Test files reach it only over HTTP.
//
// It also migrates once the template every `freshDatabase()` copies
// (docs/testing.md): a dump of a migrated PGlite data directory, or a
// migrated PostgreSQL database that `create database … template` copies.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { loadConfig } from '../../server/config.ts';
import { migrate } from '../../server/db/migrate.ts';
import { PGLITE_EXTENSIONS, PGLITE_PARSERS, pgliteDb } from '../../server/db/pglite.ts';
import { openPostgres } from '../../server/db/postgres.ts';
import type { Db } from '../../server/db/types.ts';
import { startServer } from '../../server/start.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    apiUrl: string;
    anonKey: string;
    serviceRoleKey: string;
    jwtSecret: string;
    dbKind: 'pglite' | 'postgres';
    /** The test server's DATA_DIR (storage tests inspect DATA_DIR/storage). */
    dataDir: string;
    /** A migrated PGlite data directory (tar file) that freshDatabase() loads; '' on PostgreSQL. */
    pgliteTemplate: string;
    /** A migrated PostgreSQL database that freshDatabase() copies; '' on PGlite. */
    pgTemplate: string;
  }
}

export const FIXTURE_MIGRATIONS = path.resolve(import.meta.dirname, '../fixtures/migrations');
/** Test-only edge functions (crashing, slow, echoing handlers) beside supabase/functions. */
export const FIXTURE_FUNCTIONS = path.resolve(
  import.meta.dirname,
  '../fixtures/functions/supabase/functions',
);

export default async function setup(project: TestProject) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'safeworks-test-'));
  const adminUrl = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL;
  let dropDb: (() => Promise<void>) | undefined;
  let databaseUrl: string | undefined;
  let pgTemplate = '';
  if (adminUrl) {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    // The migrated template first: the server's database and every fresh one are copies of it.
    pgTemplate = `safeworks_tpl_${process.pid}_${Date.now()}`;
    await admin.query(`create database ${pgTemplate}`);
    const u0 = new URL(adminUrl);
    u0.pathname = `/${pgTemplate}`;
    const tpl = await openPostgres(u0.toString(), 1);
    try {
      await migrate(tpl);
    } finally {
      // No session may stay connected to a template while it is copied.
      await tpl.close();
    }
    const name = `safeworks_test_${process.pid}_${Date.now()}`;
    await admin.query(`create database ${name} template ${pgTemplate}`);
    await admin.end();
    const u = new URL(adminUrl);
    u.pathname = `/${name}`;
    databaseUrl = u.toString();
    dropDb = async () => {
      const a = new pg.Client({ connectionString: adminUrl });
      await a.connect();
      await a.query(`drop database if exists ${name} with (force)`);
      await a.query(`drop database if exists ${pgTemplate} with (force)`);
      await a.end();
    };
  }
  const config = loadConfig({
    ...process.env,
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    // A fixed tiny SPA, so results never depend on whether `vite build` ran.
    STATIC_DIR: path.resolve(import.meta.dirname, '../fixtures/spa'),
    SKIP_BUILD: '1',
    DEMO_DATA: 'false',
    // Scheduled jobs run only where a test asks for them (tests/jobs).
    JOBS_INTERVAL_SECONDS: '0',
    // … and no mail is drained (the mail sender's own tests drive it: tests/mail).
    MAIL_INTERVAL_SECONDS: '0',
    // The browser app's origin in server/http/response-headers.test.ts: trusted with credentials.
    CORS_ALLOWED_ORIGINS: 'https://app.example.test',
    DATABASE_URL: databaseUrl ?? '',
    LOG_LEVEL: process.env.LOG_LEVEL || 'warn',
    // Tests exercise the limits with their own counters; keep them roomy.
    RATE_LIMIT_SIGNIN_PER_IP: process.env.RATE_LIMIT_SIGNIN_PER_IP || '100000',
    RATE_LIMIT_SIGNUP_PER_IP: process.env.RATE_LIMIT_SIGNUP_PER_IP || '100000',
    RATE_LIMIT_REFRESH_PER_IP: process.env.RATE_LIMIT_REFRESH_PER_IP || '100000',
    RATE_LIMIT_RECOVER_PER_IP: process.env.RATE_LIMIT_RECOVER_PER_IP || '100000',
    RATE_LIMIT_VERIFY_PER_IP: process.env.RATE_LIMIT_VERIFY_PER_IP || '100000',
    // Off by default, as in PostgREST; on here so aggregates (tests/rest/select.test.ts) and supabase-js
    // .explain() (tests/rest-engine/postgrest-parity.test.ts) are tested end to end.
    REST_DB_AGGREGATES_ENABLED: 'true',
    REST_DB_PLAN_ENABLED: 'true',
    FUNCTIONS_DIRS: FIXTURE_FUNCTIONS,
    // Long enough for real handlers under parallel load, short enough to test the limit.
    FUNCTIONS_TIMEOUT_MS: process.env.FUNCTIONS_TIMEOUT_MS || '10000',
  });
  let db: Db | undefined;
  let pgliteTemplate = '';
  if (!databaseUrl) {
    // One initdb and one migration for the whole run: the server's database goes on from here, and
    // every freshDatabase() loads this dump instead of running initdb and the migrations again.
    const pglite = await PGlite.create({ parsers: PGLITE_PARSERS, extensions: PGLITE_EXTENSIONS });
    db = pgliteDb(pglite);
    await migrate(db);
    pgliteTemplate = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'safeworks-template-')), 'pglite.tar');
    const dump = await pglite.dumpDataDir('none');
    fs.writeFileSync(pgliteTemplate, Buffer.from(await dump.arrayBuffer()));
  }
  const server = await startServer(config, { db, extraMigrationDirs: [FIXTURE_MIGRATIONS] });
  project.provide('apiUrl', server.url);
  project.provide('anonKey', server.ctx.keys.anonKey);
  project.provide('serviceRoleKey', server.ctx.keys.serviceRoleKey);
  project.provide('jwtSecret', server.ctx.keys.jwtSecret);
  project.provide('dbKind', server.ctx.db.kind);
  project.provide('dataDir', dataDir);
  project.provide('pgliteTemplate', pgliteTemplate);
  project.provide('pgTemplate', pgTemplate);
  return async () => {
    await server.close();
    await dropDb?.();
    fs.rmSync(dataDir, { recursive: true, force: true });
    if (pgliteTemplate) fs.rmSync(path.dirname(pgliteTemplate), { recursive: true, force: true });
  };
}
