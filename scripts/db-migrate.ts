// `npm run db:migrate`: applies pending migrations to DATA_DIR or DATABASE_URL.
import { loadConfig } from '../server/config.ts';
import { openDb } from '../server/db/index.ts';
import { migrate } from '../server/db/migrate.ts';

const db = await openDb(loadConfig());
try {
  const r = await migrate(db);
  for (const m of [...r.platformApplied.map((m) => `platform ${m}`), ...r.applied])
    console.log(`applied ${m}`);
  console.log(`${r.applied.length} applied, ${r.total} in total, latest ${r.latest ?? 'none'}`);
} finally {
  await db.close();
}
