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
export const OLD_LAYOUT_COMMIT = '8c9dd3c1e3d0ee2322168ca1c67c497f7e00d5dd';
/** The commit that moved the SQL into each module's folder and stated functions once (ADR 040). */
export const MOVE_COMMIT = '124e1d7b792bd8c75e9793788f6f205fedf1ede0';
/** The last main that landed before issues 20 and 21 (stop 18): what a real installation has migrated. */
export const LANDED_MAIN_COMMIT = '157892d8028a4c7655341cf9a26531f9b79e4300';

const extractedAt = new Map<string, string>();

/**
 * `git archive <commit> <folder>`; a shallow clone (CI may make one) first fetches the history it
 * lacks from its origin, which for a clone on this machine needs no network.
 */
function archive(commit: string, folders: string): Buffer {
  const run = () =>
    execFileSync('git', ['archive', commit, ...folders.split(' ')], {
      cwd: ROOT_DIR,
      maxBuffer: 256 * 1024 * 1024,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
  try {
    return run();
  } catch {
    const shallow = execFileSync('git', ['rev-parse', '--is-shallow-repository'], {
      cwd: ROOT_DIR,
      encoding: 'utf8',
    });
    if (shallow.trim() === 'true')
      execFileSync('git', ['fetch', '--quiet', '--unshallow'], { cwd: ROOT_DIR, stdio: 'ignore' });
    return run();
  }
}

/** supabase/migrations at a commit (OLD_LAYOUT_COMMIT by default; extracted once per process, removed at exit). */
export function oldLayoutMigrations(commit: string = OLD_LAYOUT_COMMIT): MigrationFile[] {
  let extracted = extractedAt.get(commit);
  if (!extracted) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sw-old-layout-'));
    let tar: Buffer;
    try {
      tar = archive(commit, 'supabase/migrations');
    } catch (e) {
      throw new Error(
        `the old layout's migrations come from git commit ${commit}, which this checkout lacks ` +
          `(a shallow clone? git fetch --unshallow): ${(e as Error).message}`,
      );
    }
    execFileSync('tar', ['-x', '-C', dir], { input: tar });
    process.once('exit', () => fs.rmSync(dir, { recursive: true, force: true }));
    extracted = path.join(dir, 'supabase', 'migrations');
    extractedAt.set(commit, extracted);
  }
  return listMigrations(extracted);
}

/** plugins/ at a commit (for its demo SQL), extracted into a temporary folder removed at exit. */
export function pluginsAt(commit: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sw-old-plugins-'));
  const tar = archive(commit, 'plugins');
  execFileSync('tar', ['-x', '-C', dir], { input: tar });
  process.once('exit', () => fs.rmSync(dir, { recursive: true, force: true }));
  return path.join(dir, 'plugins');
}

/** The SQL of the new layout (kernel/sql, each plugin's sql folder with its manifest) at a commit: a root for appMigrations/appRepeatables. */
export function newLayoutRootAt(commit: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sw-new-layout-'));
  execFileSync('tar', ['-x', '-C', dir], { input: archive(commit, 'kernel/sql plugins') });
  process.once('exit', () => fs.rmSync(dir, { recursive: true, force: true }));
  return dir;
}
