import path from 'node:path';
import type { Config } from '../config.ts';
import { openPglite } from './pglite.ts';
import { openPostgres } from './postgres.ts';
import type { Db } from './types.ts';

export type { Db, Queryable, QueryResult, RequestContext } from './types.ts';

/** PostgreSQL when DATABASE_URL is set, else PGlite persisted in DATA_DIR/db. */
export function openDb(config: Pick<Config, 'databaseUrl' | 'dataDir' | 'pgPoolSize'>): Promise<Db> {
  if (config.databaseUrl) return openPostgres(config.databaseUrl, config.pgPoolSize);
  return openPglite(path.join(config.dataDir, 'db'));
}
