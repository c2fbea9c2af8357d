// Opens the database, applies migrations, loads keys and serves the app.
// Used by `npm start` (server/main.ts) and by the test suites.
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { createApp } from './app.ts';
import type { Config } from './config.ts';
import type { AppContext } from './context.ts';
import { acquireDataDirLock, type DataDirLock } from './data-dir-lock.ts';
import { secureDataDir } from './data-dir-perms.ts';
import { openDb } from './db/index.ts';
import { migrate } from './db/migrate.ts';
import type { Db } from './db/types.ts';
import { type FunctionCallRunner, startFunctionCallRunner } from './jobs/function-calls.ts';
import { type JobRunner, startJobRunner } from './jobs/runner.ts';
import { createJwt } from './jwt.ts';
import { loadKeys } from './keys.ts';
import { createLogger, type Logger } from './log.ts';
import { type MailRunner, startMailRunner } from './mail/runner.ts';
import { createMailSettings, type MailSettings } from './mail/settings.ts';
import { startSmtpPasswordSealer } from './mail/smtp-password.ts';
import { attachRealtime } from './realtime/index.ts';
import { loopbackSiteUrlWarning } from './site-url-check.ts';
import type { SsrModule } from './spa/ssr.ts';
import { createBlobStore } from './storage/index.ts';

export interface StartOptions {
  /** Use this database instead of opening one from config (tests). */
  db?: Db;
  /** Extra migration folders merged with the modules' migrations (test fixtures). */
  extraMigrationDirs?: string[];
  log?: Logger;
  /**
   * Runs after migrations, before the port opens, with an in-process fetch to
   * the app: `/health` answers only once it is done (demo data is seeded here).
   */
  beforeListen?: (app: { ctx: AppContext; fetch: typeof fetch }) => Promise<void>;
  /** The public pages' renderer (tests pass config/entry-server.tsx); default: the build's. */
  ssr?: SsrModule | null;
}

export interface RunningServer {
  url: string;
  port: number;
  ctx: AppContext;
  /** Node's HTTP server, for WebSocket upgrades. */
  httpServer: import('node:http').Server;
  close(): Promise<void>;
}

export async function startServer(config: Config, opts: StartOptions = {}): Promise<RunningServer> {
  const log = opts.log ?? createLogger(config.logLevel);
  const t0 = performance.now();
  // One process per PGlite folder (see data-dir-lock.ts); PostgreSQL needs no lock.
  const embedded = !opts.db && !config.databaseUrl;
  // Owner-only before anything is written there (keys, lock, database, files).
  if (embedded) secureDataDir(config.dataDir, (m) => log.warn({ dataDir: config.dataDir }, m));
  const lock: DataDirLock | null = embedded ? acquireDataDirLock(config.dataDir) : null;
  // Each step of a start says when it begins: a start that is slow (a busy machine, PGlite recovering
  // after a kill) shows where it stands instead of printing nothing until it is ready.
  if (!opts.db) log.info({ database: config.databaseUrl ? 'postgres' : 'pglite' }, 'opening the database');
  let db: Db;
  try {
    db = opts.db ?? (await openDb(config));
  } catch (e) {
    lock?.release();
    throw e;
  }
  const tOpen = performance.now();
  let closing = false;
  try {
    log.info({ openMs: Math.round(tOpen - t0) }, 'database open; applying migrations');
    const report = await migrate(db, opts.extraMigrationDirs);
    log.info(
      { applied: report.applied.length, migrations: report.total },
      'migrations done; starting the app',
    );
    // Links the database writes into e-mails of scheduled work (invoice reminders) point here.
    await db
      .query('select app.set_site_url($1)', [config.siteUrl])
      .catch((e: unknown) =>
        log.warn(
          { err: e, siteUrl: config.siteUrl },
          'SITE_URL is not a usable address: e-mails from scheduled work go without links',
        ),
      );
    const keys = await loadKeys(config);
    const ctx: AppContext = {
      config,
      db,
      keys,
      jwt: createJwt(keys.jwtSecret),
      log,
      onSchemaReload: new Set(),
      ssr: opts.ssr,
    };
    const app = await createApp(ctx);

    // PostgREST reloads its schema cache on NOTIFY pgrst; so do we.
    const unlisten = await db.listen('pgrst', (payload) => {
      if (payload === '' || payload === 'reload schema' || payload === 'reload config') {
        for (const hook of ctx.onSchemaReload)
          hook().catch((e) => log.error({ err: e }, 'schema reload failed'));
      }
    });
    for (const hook of ctx.onSchemaReload) await hook();
    if (opts.beforeListen) {
      const inProcess = (input: RequestInfo | URL, init?: RequestInit) =>
        Promise.resolve(app.fetch(new Request(input, init)));
      await opts.beforeListen({ ctx, fetch: inProcess as typeof fetch });
    }

    const httpServer = await new Promise<import('node:http').Server>((resolve) => {
      const t = config.http;
      const s = serve(
        {
          fetch: app.fetch,
          port: config.port,
          hostname: config.host,
          // A client that dribbles its headers or body, or idles on a kept-alive
          // connection, is cut off instead of holding the socket for minutes.
          serverOptions: {
            headersTimeout: t.headersTimeoutMs,
            requestTimeout: t.requestTimeoutMs,
            keepAliveTimeout: t.keepAliveTimeoutMs,
            // How often Node checks those two timeouts (its default, 30 s, would blur short ones).
            connectionsCheckingInterval: Math.max(100, Math.min(30_000, Math.floor(t.headersTimeoutMs / 4))),
          },
        },
        () => resolve(s as import('node:http').Server),
      ) as import('node:http').Server;
    });
    const closeRealtime = await attachRealtime(httpServer, ctx);
    // Scheduled jobs (ADR 010): from the first moment the server serves, stopped before the database closes.
    const jobs: JobRunner | null =
      config.jobsIntervalMs > 0 ? startJobRunner({ db, intervalMs: config.jobsIntervalMs, log }) : null;
    // Edge-function calls those jobs queue (ADR 064): posted back to this server, at once on NOTIFY and on the
    // jobs' beat. On even when the beat is off (tests, pg_cron): a job run by hand still gets its call made.
    const functionCalls: FunctionCallRunner = await startFunctionCallRunner({
      db,
      baseUrl: `http://${reachableHost(config.host)}:${(httpServer.address() as AddressInfo).port}`,
      serviceKey: keys.serviceRoleKey,
      log,
      everyMs: config.jobsIntervalMs,
    });
    // The SMTP password saved in Settings → Email is sealed at once, and at every start (ADR 034).
    const stopSealer = await startSmtpPasswordSealer({ db, jwtSecret: keys.jwtSecret, log });
    // Outgoing mail (ADR 016): the SMTP server saved in Settings → Email, else SMTP_URL, else the built-in mailbox.
    const mailSettings: MailSettings | null =
      config.mail.intervalMs > 0
        ? await createMailSettings({
            db,
            smtpUrl: config.mail.smtpUrl,
            mailFrom: config.mail.from,
            log,
            jwtSecret: keys.jwtSecret,
          })
        : null;
    let blobStore: Awaited<ReturnType<typeof createBlobStore>> | undefined;
    const mailBlobs = async () => {
      blobStore ??= await createBlobStore(ctx);
      return blobStore;
    };
    const mail: MailRunner | null = mailSettings
      ? await startMailRunner({
          db,
          intervalMs: config.mail.intervalMs,
          log,
          drain: async () => {
            const { delivery, from } = await mailSettings.current();
            return {
              db,
              delivery,
              from,
              jwtSecret: keys.jwtSecret,
              leaseSeconds: config.mail.leaseSeconds,
              publicUrl: config.apiUrl,
              // Attachments are read where /storage/v1 keeps them (local disk or S3): SMTP sends the
              // bytes; for the built-in mailbox, documents the server made are checked against their hash.
              blobs: await mailBlobs(),
            };
          },
        })
      : null;
    const mailSource = mailSettings ? (await mailSettings.current()).source : null;
    const port = (httpServer.address() as AddressInfo).port;
    const url = `http://localhost:${port}`;
    lock?.setUrl(`http://${reachableHost(config.host)}:${port}`);
    log.info(
      {
        url,
        database: db.kind,
        openMs: Math.round(tOpen - t0),
        readyMs: Math.round(performance.now() - t0),
        applied: report.applied.length,
        repeatablesApplied: report.repeatablesApplied.length,
        migrations: report.total,
      },
      'server ready',
    );
    const siteUrlWarning = loopbackSiteUrlWarning(config.siteUrl, config.host);
    if (siteUrlWarning) log.warn({ siteUrl: config.siteUrl, host: config.host }, siteUrlWarning);
    if (mailSource)
      log.info(
        mailSource === 'mailbox'
          ? {
              mail: 'built-in mailbox',
              read: `${url}/dashboard/email/mailbox (superadmins), table public.email_mailbox`,
            }
          : { mail: 'smtp', from: config.mail.from },
        mailSource === 'settings'
          ? 'mail goes out over the SMTP server saved in Settings → Email'
          : mailSource === 'env'
            ? 'mail goes out over SMTP_URL'
            : 'no SMTP server configured: mail is delivered to the built-in mailbox',
      );
    return {
      url,
      port,
      ctx,
      httpServer,
      async close() {
        if (closing) return;
        closing = true;
        await jobs?.stop();
        await functionCalls.stop();
        await mail?.stop();
        await mailSettings?.close();
        await stopSealer().catch(() => {});
        await closeRealtime().catch(() => {});
        httpServer.closeAllConnections?.();
        await new Promise<void>((r) => httpServer.close(() => r()));
        await unlisten().catch(() => {});
        try {
          await db.close();
        } finally {
          lock?.release();
        }
      },
    };
  } catch (e) {
    if (!opts.db) await db.close().catch(() => {});
    lock?.release();
    throw e;
  }
}

/** An address on this machine that reaches a server bound to `host`. */
function reachableHost(host: string): string {
  if (host === '0.0.0.0' || host === '' || host === '::') return '127.0.0.1';
  return host.includes(':') ? `[${host}]` : host;
}
