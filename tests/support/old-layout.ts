// The app's migrations as they were before each module's SQL moved into its
// own folder and functions were stated once (ADR 040): every file of
// supabase/migrations at OLD_LAYOUT_COMMIT, read from git into a temporary
// folder. A database migrated with them is one "migrated at the old main".
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { listMigrations, type MigrationFile, ROOT_DIR } from '../../server/db/migrate.ts';

/** The last commit with every migration in supabase/migrations and each function copied where it changed. */
export const OLD_LAYOUT_COMMIT = 'ba283d25fd8d2197e4c1495bbc61b1379d9f885d';

let extracted: string | null = null;

/** supabase/migrations at OLD_LAYOUT_COMMIT (extracted once per process, removed at exit). */
export function oldLayoutMigrations(): MigrationFile[] {
  if (!extracted) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sw-old-layout-'));
    let tar: Buffer;
    try {
      tar = execFileSync('git', ['archive', OLD_LAYOUT_COMMIT, 'supabase/migrations'], {
        cwd: ROOT_DIR,
        maxBuffer: 64 * 1024 * 1024,
        stdio: ['ignore', 'pipe', 'pipe'],
      });
    } catch (e) {
      throw new Error(
        `the old layout's migrations come from git commit ${OLD_LAYOUT_COMMIT}, which this checkout lacks ` +
          `(a shallow clone? git fetch --unshallow): ${(e as Error).message}`,
      );
    }
    execFileSync('tar', ['-x', '-C', dir], { input: tar });
    process.once('exit', () => fs.rmSync(dir, { recursive: true, force: true }));
    extracted = path.join(dir, 'supabase', 'migrations');
  }
  return listMigrations(extracted);
}
