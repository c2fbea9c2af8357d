// Builds kernel/database.types.ts: migrates a throw-away in-memory PGlite with
// every module's migrations and repeatables (the same SQL every deployment runs), reads its
// catalog and renders the types, formatted as the repository formats code.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { migrate } from '../../server/db/migrate.ts';
import { openPglite } from '../../server/db/pglite.ts';
import { readCatalog } from './catalog.ts';
import { renderTypes } from './render.ts';

export const REPO_ROOT = path.resolve(import.meta.dirname, '../..');
export const TYPES_FILE = path.join(REPO_ROOT, 'kernel', 'database.types.ts');
/** The dialect the embedded server's /rest/v1 speaks (server/rest/README.md). */
const POSTGREST_VERSION = '12';

export async function generateDatabaseTypes(schemas: string[] = ['public']): Promise<string> {
  const db = await openPglite(undefined);
  try {
    await migrate(db);
    const catalog = await readCatalog(db, schemas);
    return formatTypeScript(renderTypes(catalog, { postgrestVersion: POSTGREST_VERSION }));
  } finally {
    await db.close();
  }
}

/** Formats with the repository's biome settings, so `biome check` accepts the committed file. */
export function formatTypeScript(source: string): string {
  const biome = path.join(REPO_ROOT, 'node_modules', '@biomejs', 'biome', 'bin', 'biome');
  const r = spawnSync(process.execPath, [biome, 'format', `--stdin-file-path=${TYPES_FILE}`], {
    cwd: REPO_ROOT,
    input: source,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (r.status !== 0) throw new Error(`biome format failed: ${r.stderr || r.stdout}`);
  return r.stdout;
}
