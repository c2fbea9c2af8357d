// `npm start`: serve on PORT with the embedded database in DATA_DIR (or
// DATABASE_URL), closing the database cleanly on SIGINT/SIGTERM so nothing
// is lost.
import './production-env.ts';
import path from 'node:path';
import { loadConfig } from './config.ts';
import { uploadDemoFiles } from './demo/demo-files.ts';
import { hasDemoData, runDemoSql } from './demo/demo-sql.ts';
import { demoPassword, seedDemoUsers, shouldSeedDemo } from './demo/demo-users.ts';
import { reportDemoLogins } from './demo/report.ts';
import { watchParent, withDeadline } from './lifecycle.ts';
import { createLogger } from './log.ts';
import { buildIfNeeded } from './spa/build-if-needed.ts';
import { type RunningServer, startServer } from './start.ts';

const config = loadConfig();
const log = createLogger(config.logLevel);
const repoRoot = path.resolve(import.meta.dirname, '..');

// Signals are handled from the first moment: a stop during start-up waits for
// the start to finish (PGlite must not be cut off mid-initdb), then closes.
let starting: Promise<RunningServer> | null = null;
let stopping = false;
// Past this, a stop that hangs (a stuck connection, a wedged database) ends the process anyway.
const STOP_DEADLINE_MS = 15_000;
let build: AbortController | null = null;
const stop = async (signal: string) => {
  if (stopping) return;
  stopping = true;
  log.info({ signal }, 'shutting down');
  build?.abort();
  try {
    await withDeadline(
      (async () => {
        if (starting) await (await starting).close();
      })(),
      STOP_DEADLINE_MS,
      () => {
        log.error({ ms: STOP_DEADLINE_MS }, 'shutdown did not finish in time: exiting');
        process.exit(1);
      },
    );
    process.exit(0);
  } catch (e) {
    log.error({ err: e }, 'shutdown failed');
    process.exit(1);
  }
};
process.on('SIGINT', () => void stop('SIGINT'));
process.on('SIGTERM', () => void stop('SIGTERM'));
process.on('SIGHUP', () => void stop('SIGHUP'));
// npm (or whatever started us) has gone: stop rather than run on as an orphan.
watchParent(() => void stop('parent exited'));

try {
  if (!config.skipBuild) {
    build = new AbortController();
    await buildIfNeeded({
      repoRoot,
      staticDir: config.staticDir,
      log: (m) => log.info(m),
      signal: build.signal,
    });
    build = null;
  }
  if (stopping) await new Promise(() => {}); // stop() exits
  starting = startServer(config, {
    log,
    // Demo users exist before the port opens, so nobody can try them too early.
    beforeListen: async ({ ctx, fetch }) => {
      const newDemo = await shouldSeedDemo(ctx.db, config.demoData);
      if (newDemo)
        await seedDemoUsers({
          serviceRoleKey: ctx.keys.serviceRoleKey,
          db: ctx.db,
          fetch,
          password: demoPassword(config.dataDir, config.demoPassword),
        });
      // The plugins' demo data (plugins/*/demo/*.sql), after the demo users it refers to; on a demo
      // database started again, only files added since (a plugin installed later).
      // A broken demo file is said loudly but does not keep the app from starting (the files before it stay,
      // the rest wait for the next start).
      if (newDemo || (config.demoData !== 'false' && (await hasDemoData(ctx.db)))) {
        try {
          // Files first (plugins/*/demo/files/<bucket>/…, through the storage API), so the SQL can use them.
          const stored = await uploadDemoFiles({
            db: ctx.db,
            fetch,
            serviceRoleKey: ctx.keys.serviceRoleKey,
            pluginsDir: path.join(repoRoot, 'plugins'),
          });
          if (stored.length > 0) log.info({ files: stored }, 'demo files stored');
          const applied = await runDemoSql(ctx.db, path.join(repoRoot, 'plugins'));
          if (applied.length > 0) log.info({ files: applied }, 'demo data loaded');
        } catch (e) {
          log.error({ err: { message: (e as Error).message } }, 'demo data could not be loaded');
        }
      }
    },
  });
  const server = await starting;
  await reportDemoLogins({ db: server.ctx.db, url: server.url, config, log });
} catch (e) {
  log.fatal({ err: { message: (e as Error).message } }, 'server failed to start');
  process.exit(1);
}
