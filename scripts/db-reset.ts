// `npm run db:reset`: drops every schema of the database (DATA_DIR or
// DATABASE_URL) and migrates it again from scratch. Destroys all data:
// it asks first unless --yes is given. On the embedded database it holds
// DATA_DIR/server.lock, so it refuses to run beside a server on that folder.
import readline from 'node:readline/promises';
import { loadConfig } from '../server/config.ts';
import { withDataDirLock } from '../server/data-dir-lock.ts';
import { openDb } from '../server/db/index.ts';
import { migrate, resetDatabase } from '../server/db/migrate.ts';

const config = loadConfig();
const target = config.databaseUrl ? new URL(config.databaseUrl).pathname.slice(1) : `${config.dataDir}/db`;
if (!process.argv.includes('--yes')) {
  const rl = readline.createInterface({ input: process.stdin, output: process.stdout });
  const answer = await rl.question(`This deletes ALL data in ${target}. Type "reset" to continue: `);
  rl.close();
  if (answer.trim() !== 'reset') {
    console.log('Nothing changed.');
    process.exit(1);
  }
}
await withDataDirLock(config, async () => {
  const db = await openDb(config);
  try {
    await resetDatabase(db);
    const r = await migrate(db);
    console.log(`reset ${target}; ${r.applied.length} migrations applied`);
  } finally {
    await db.close();
  }
});
