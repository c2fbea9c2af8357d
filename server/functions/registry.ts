// Which functions exist: `<dir>/<name>/index.ts` in the configured folders
// (config.ts: kernel/functions, plugins/<id>/functions, FUNCTIONS_DIRS), with
// their settings from each folder's config.toml. Names are checked before
// they touch the file system, so a URL can never reach outside those folders.
import fs from 'node:fs';
import path from 'node:path';
import type { FunctionsDir } from './config.ts';
import { DEFAULT_SETTINGS, type FunctionSettings, readSettingsFile } from './settings-file.ts';

/** Supabase's function slugs; `_shared` and other `_` folders are helpers, not functions. */
const NAME_RE = /^[A-Za-z0-9][A-Za-z0-9_-]{0,127}$/;
const ENTRY_FILES = ['index.ts', 'index.js', 'index.mjs'];

export interface FunctionEntry {
  name: string;
  /** Absolute path of the handler module. */
  entry: string;
  settings: FunctionSettings;
}

export function isFunctionName(name: string): boolean {
  return NAME_RE.test(name);
}

export function findFunction(dirs: FunctionsDir[], name: string): FunctionEntry | null {
  if (!isFunctionName(name)) return null;
  for (const { dir, settingsFile } of dirs) {
    for (const file of ENTRY_FILES) {
      const entry = path.join(dir, name, file);
      let isFile = false;
      try {
        isFile = fs.statSync(entry).isFile();
      } catch {
        isFile = false;
      }
      if (!isFile) continue;
      const own = readSettingsFile(settingsFile).get(name) ?? {};
      const settings = { ...DEFAULT_SETTINGS, ...own };
      if (!settings.enabled) return null;
      return { name, entry, settings };
    }
  }
  return null;
}
