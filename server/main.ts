// `npm start`: serve on PORT with the embedded database in DATA_DIR (or
// DATABASE_URL), closing the database cleanly on SIGINT/SIGTERM so nothing
// is lost.
import path from 'node:path';
import { loadConfig } from './config.ts';
import { demoLoginsBox, existingDemoUsers, seedDemoUsers, shouldSeedDemo } from './demo/demo-users.ts';
import { createLogger } from './log.ts';
import { buildIfNeeded } from './spa/build-if-needed.ts';
import { startServer } from './start.ts';

const config = loadConfig();
const log = createLogger(config.logLevel);
const repoRoot = path.resolve(import.meta.dirname, '..');

try {
  if (!config.skipBuild) buildIfNeeded({ repoRoot, staticDir: config.staticDir, log: (m) => log.info(m) });
  const server = await startServer(config, { log });
  if (await shouldSeedDemo(server.ctx.db, config.demoData)) {
    await seedDemoUsers({
      url: server.url,
      serviceRoleKey: server.ctx.keys.serviceRoleKey,
      db: server.ctx.db,
    });
  }
  const demo = await existingDemoUsers(server.ctx.db);
  if (demo.length > 0) console.log(demoLoginsBox(server.url, demo));
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'shutting down');
    try {
      await server.close();
      process.exit(0);
    } catch (e) {
      log.error({ err: e }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
} catch (e) {
  log.fatal({ err: { message: (e as Error).message } }, 'server failed to start');
  process.exit(1);
}
