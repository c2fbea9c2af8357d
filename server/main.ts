// `npm start`: serve on PORT with the embedded database in DATA_DIR (or
// DATABASE_URL), closing the database cleanly on SIGINT/SIGTERM so nothing
// is lost.
import path from 'node:path';
import { loadConfig } from './config.ts';
import { demoLoginsBox, existingDemoUsers, seedDemoUsers, shouldSeedDemo } from './demo/demo-users.ts';
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
const stop = async (signal: string) => {
  if (stopping) return;
  stopping = true;
  log.info({ signal }, 'shutting down');
  try {
    if (starting) await (await starting).close();
    process.exit(0);
  } catch (e) {
    log.error({ err: e }, 'shutdown failed');
    process.exit(1);
  }
};
process.on('SIGINT', () => void stop('SIGINT'));
process.on('SIGTERM', () => void stop('SIGTERM'));

try {
  if (!config.skipBuild) buildIfNeeded({ repoRoot, staticDir: config.staticDir, log: (m) => log.info(m) });
  starting = startServer(config, {
    log,
    // Demo users exist before the port opens, so nobody can try them too early.
    beforeListen: async ({ ctx, fetch }) => {
      if (await shouldSeedDemo(ctx.db, config.demoData))
        await seedDemoUsers({ serviceRoleKey: ctx.keys.serviceRoleKey, db: ctx.db, fetch });
    },
  });
  const server = await starting;
  const demo = await existingDemoUsers(server.ctx.db);
  if (demo.length > 0) console.log(demoLoginsBox(server.url, demo));
} catch (e) {
  log.fatal({ err: { message: (e as Error).message } }, 'server failed to start');
  process.exit(1);
}
