// `npm start`: serve on PORT with the embedded database in DATA_DIR (or
// DATABASE_URL), closing the database cleanly on SIGINT/SIGTERM so nothing
// is lost.
import { loadConfig } from './config.ts';
import { createLogger } from './log.ts';
import { startServer } from './start.ts';

const config = loadConfig();
const log = createLogger(config.logLevel);

try {
  const server = await startServer(config, { log });
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
