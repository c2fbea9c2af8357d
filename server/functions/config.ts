// /functions/v1 settings, read from the environment by loadConfig.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
/** The project's own handlers: supabase/functions/<name>/index.ts, deployable as they are. */
export const APP_FUNCTIONS_DIR = path.resolve(here, '../../supabase/functions');

export interface FunctionsConfig {
  /** Folders holding `<name>/index.ts`, searched in order (the first match wins). */
  dirs: string[];
  /** How long a handler may take to answer before the gateway answers 504. */
  timeoutMs: number;
  /** Largest request body a handler receives, in bytes (413 beyond). */
  maxBodyBytes: number;
  /** Re-import a handler whose index.ts changed (development). */
  reload: boolean;
}

function num(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isFinite(n) || n <= 0) throw new Error(`${name} must be a positive number, got "${raw}"`);
  return n;
}

export function loadFunctionsConfig(env: NodeJS.ProcessEnv = process.env): FunctionsConfig {
  const extra = (env.FUNCTIONS_DIRS ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
    .map((d) => path.resolve(d));
  const reloadRaw = env.FUNCTIONS_RELOAD;
  const reload =
    reloadRaw === undefined || reloadRaw === ''
      ? env.NODE_ENV !== 'production'
      : ['1', 'true', 'yes', 'on'].includes(reloadRaw.toLowerCase());
  return {
    dirs: [APP_FUNCTIONS_DIR, ...extra],
    // Supabase's request idle timeout is 150 s; a small firm's handlers should answer far sooner.
    timeoutMs: num(env, 'FUNCTIONS_TIMEOUT_MS', 60_000),
    maxBodyBytes: num(env, 'FUNCTIONS_MAX_BODY_BYTES', 10 * 1024 * 1024),
    reload,
  };
}
