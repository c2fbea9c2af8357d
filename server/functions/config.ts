// /functions/v1 settings, read from the environment by loadConfig.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { isFunctionName } from './registry.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const ROOT = path.resolve(here, '../..');
/**
 * Settings of the project's own functions: the Supabase CLI's config.toml, which
 * `supabase functions deploy` reads beside the collected supabase/functions (ADR 041).
 */
export const APP_SETTINGS_FILE = path.join(ROOT, 'supabase', 'config.toml');

export interface FunctionsDir {
  /** A folder of `<name>/index.ts`. */
  dir: string;
  /** The config.toml with its functions' `[functions.<name>]` settings. */
  settingsFile: string;
}

/**
 * The project's own function folders (ADR 041): the kernel's examples in
 * kernel/functions and each module's plugins/<id>/functions, in a fixed order.
 */
export function appFunctionDirs(root = ROOT): FunctionsDir[] {
  const plugins = path.join(root, 'plugins');
  const moduleDirs = fs
    .readdirSync(plugins, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => path.join(plugins, d.name, 'functions'))
    .sort();
  return [path.join(root, 'kernel', 'functions'), ...moduleDirs]
    .filter((dir) => fs.existsSync(dir))
    .map((dir) => ({ dir, settingsFile: path.join(root, 'supabase', 'config.toml') }));
}

/** The function names in `dir`: folders with an index file whose names are slugs (no `_shared`). */
export function functionNamesIn(dir: string): string[] {
  let entries: fs.Dirent[];
  try {
    entries = fs.readdirSync(dir, { withFileTypes: true });
  } catch {
    return [];
  }
  return entries
    .filter((d) => d.isDirectory() && isFunctionName(d.name))
    .filter((d) =>
      ['index.ts', 'index.js', 'index.mjs'].some((f) => fs.existsSync(path.join(dir, d.name, f))),
    )
    .map((d) => d.name)
    .sort();
}

/** Throws when two folders hold a function of one name: the URL could reach only one of them. */
export function assertUniqueFunctionNames(dirs: FunctionsDir[]): void {
  const seen = new Map<string, string>();
  for (const { dir } of dirs) {
    for (const name of functionNamesIn(dir)) {
      const first = seen.get(name);
      if (first !== undefined)
        throw new Error(
          `two edge functions are named "${name}": ${path.join(first, name)} and ${path.join(dir, name)}; rename one`,
        );
      seen.set(name, dir);
    }
  }
}

export interface FunctionsConfig {
  /** Folders holding `<name>/index.ts`, searched in order; a name is in one folder only. */
  dirs: FunctionsDir[];
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
    .map((d) => {
      const dir = path.resolve(d);
      return { dir, settingsFile: path.join(path.dirname(dir), 'config.toml') };
    });
  const reloadRaw = env.FUNCTIONS_RELOAD;
  const reload =
    reloadRaw === undefined || reloadRaw === ''
      ? env.NODE_ENV !== 'production'
      : ['1', 'true', 'yes', 'on'].includes(reloadRaw.toLowerCase());
  const dirs = [...appFunctionDirs(), ...extra];
  assertUniqueFunctionNames(dirs);
  return {
    dirs,
    // Supabase's request idle timeout is 150 s; a small firm's handlers should answer far sooner.
    timeoutMs: num(env, 'FUNCTIONS_TIMEOUT_MS', 60_000),
    maxBodyBytes: num(env, 'FUNCTIONS_MAX_BODY_BYTES', 10 * 1024 * 1024),
    reload,
  };
}
