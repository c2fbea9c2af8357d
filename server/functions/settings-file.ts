// Per-function settings from a Supabase CLI `config.toml` beside the functions
// folder (supabase/config.toml for the project's own functions: ADR 041), so the same file
// configures `supabase functions deploy`. Only the part this gateway needs is
// read – `[functions.<name>]` tables with `verify_jwt` and `enabled` booleans –
// with a line reader rather than a TOML dependency; every other line is ignored.
import fs from 'node:fs';

export interface FunctionSettings {
  verifyJwt: boolean;
  enabled: boolean;
}

export const DEFAULT_SETTINGS: FunctionSettings = { verifyJwt: true, enabled: true };

const FUNCTION_TABLE = /^\[\s*functions\s*\.\s*(?:"([^"]+)"|'([^']+)'|([A-Za-z0-9_-]+))\s*\]\s*(?:#.*)?$/;
const ANY_TABLE = /^\[{1,2}\s*[A-Za-z0-9_."' -]+\s*\]{1,2}\s*(?:#.*)?$/;
const BOOL_KEY = /^(verify_jwt|enabled)\s*=\s*(true|false)\s*(?:#.*)?$/;

export function parseFunctionSettings(toml: string): Map<string, Partial<FunctionSettings>> {
  const out = new Map<string, Partial<FunctionSettings>>();
  let current: Partial<FunctionSettings> | null = null;
  for (const raw of toml.split(/\r?\n/)) {
    const line = raw.trim();
    const fn = FUNCTION_TABLE.exec(line);
    if (fn) {
      const name = fn[1] ?? fn[2] ?? fn[3];
      current = out.get(name) ?? {};
      out.set(name, current);
      continue;
    }
    if (ANY_TABLE.test(line)) {
      current = null;
      continue;
    }
    if (!current) continue;
    const kv = BOOL_KEY.exec(line);
    if (!kv) continue;
    if (kv[1] === 'verify_jwt') current.verifyJwt = kv[2] === 'true';
    else current.enabled = kv[2] === 'true';
  }
  return out;
}

interface Cached {
  mtimeMs: number;
  settings: Map<string, Partial<FunctionSettings>>;
}
const cache = new Map<string, Cached>();

/** Settings of every function named in `file`; re-read when the file changes. */
export function readSettingsFile(file: string): Map<string, Partial<FunctionSettings>> {
  let mtimeMs: number;
  try {
    mtimeMs = fs.statSync(file).mtimeMs;
  } catch {
    cache.delete(file);
    return new Map();
  }
  const hit = cache.get(file);
  if (hit && hit.mtimeMs === mtimeMs) return hit.settings;
  const settings = parseFunctionSettings(fs.readFileSync(file, 'utf8'));
  cache.set(file, { mtimeMs, settings });
  return settings;
}
