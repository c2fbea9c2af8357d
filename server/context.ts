import type { Hono } from 'hono';
import type { Config } from './config.ts';
import type { Db } from './db/types.ts';
import type { Jwt } from './jwt.ts';
import type { Keys } from './keys.ts';
import type { Logger } from './log.ts';
import type { SsrModule } from './spa/ssr.ts';

/** What every API module (auth, rest, storage, …) receives when it is mounted. */
export interface AppContext {
  config: Config;
  db: Db;
  keys: Keys;
  jwt: Jwt;
  log: Logger;
  /** Hooks run after migrations apply or on NOTIFY pgrst (schema cache reloads). */
  onSchemaReload: Set<() => Promise<void>>;
  /** The public pages' server renderer (ADR 058): undefined → the build's (STATIC_DIR/server), null → none. */
  ssr?: SsrModule | null;
}

export type AppEnv = { Variables: { requestId: string } };
/** The application every API module mounts its routes on. */
export type AppHono = Hono<AppEnv>;
