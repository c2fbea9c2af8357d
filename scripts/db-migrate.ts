// `npm run db:migrate`: applies pending migrations to DATA_DIR or DATABASE_URL.
// On the embedded database it holds DATA_DIR/server.lock, so it refuses to
// run beside a server using the same folder (the server migrates on start).
import { loadConfig } from '../server/config.ts';
import { withDataDirLock } from '../server/data-dir-lock.ts';
import { openDb } from '../server/db/index.ts';
import { migrate } from '../server/db/migrate.ts';

const config = loadConfig();
await withDataDirLock(config, async () => {
  const db = await openDb(config);
  try {
    const r = await migrate(db);
    for (const m of [
      ...r.platformApplied.map((m) => `platform ${m}`),
      ...r.applied,
      ...r.repeatablesApplied.map((m) => `repeatable ${m}`),
    ])
      console.log(`applied ${m}`);
    console.log(`${r.applied.length} applied, ${r.total} in total, latest ${r.latest ?? 'none'}`);
  } finally {
    await db.close();
  }
});
