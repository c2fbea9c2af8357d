// Builds the deploy folder for hosted Supabase from the modules' SQL (ADR 040):
// `<out>/migrations/` gets every versioned migration of every module in
// version order, plus each repeatable definition emitted as a versioned
// migration. A repeatable keeps the version it was first emitted with while
// its text is unchanged; a changed one gets a new version after everything
// emitted or written so far, so `supabase db push` applies it to a hosted
// database that has the older text. supabase/repeatables.lock.json (committed)
// remembers name → checksum → version; a test fails while it is stale.
import fs from 'node:fs';
import path from 'node:path';
import {
  appMigrations,
  appRepeatables,
  type MigrationFile,
  type RepeatableFile,
  ROOT_DIR,
} from '../../server/db/migrate.ts';
import { collectFunctions } from './functions.ts';

export const SUPABASE_DIR = path.join(ROOT_DIR, 'supabase');
export const LOCK_FILE = path.join(SUPABASE_DIR, 'repeatables.lock.json');

export interface LockEntry {
  checksum: string;
  version: string;
}
export type Lock = Record<string, LockEntry>;

export function readLock(file: string = LOCK_FILE): Lock {
  if (!fs.existsSync(file)) return {};
  return JSON.parse(fs.readFileSync(file, 'utf8')) as Lock;
}

export function writeLock(lock: Lock, file: string = LOCK_FILE) {
  const sorted = Object.fromEntries(Object.entries(lock).sort(([a], [b]) => (a < b ? -1 : 1)));
  fs.writeFileSync(file, `${JSON.stringify(sorted, null, 2)}\n`);
}

/** `20261128140000` + 1 second, as a 14-digit UTC timestamp. */
export function nextVersion(version: string): string {
  const m = /^(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})$/.exec(version);
  if (!m) throw new Error(`not a 14-digit timestamp version: ${version}`);
  const [, y, mo, d, h, mi, s] = m.map(Number) as number[];
  const t = new Date(Date.UTC(y!, mo! - 1, d!, h!, mi!, s! + 1));
  const p = (n: number, w = 2) => String(n).padStart(w, '0');
  return `${p(t.getUTCFullYear(), 4)}${p(t.getUTCMonth() + 1)}${p(t.getUTCDate())}${p(t.getUTCHours())}${p(t.getUTCMinutes())}${p(t.getUTCSeconds())}`;
}

/**
 * The lock as it must be: unchanged repeatables keep their version; new or
 * changed ones get fresh versions (in apply order) after the newest version in
 * the lock or among the migrations; removed ones are dropped from the lock.
 */
export function updatedLock(lock: Lock, migrations: MigrationFile[], repeatables: RepeatableFile[]): Lock {
  let newest = [...migrations.map((m) => m.version), ...Object.values(lock).map((e) => e.version)]
    .sort()
    .at(-1);
  const out: Lock = {};
  const shared = sharedVersions(lock, migrations, repeatables);
  for (const r of repeatables) {
    const had = lock[r.name];
    if (had && had.checksum === r.checksum && !shared.has(r.name)) {
      out[r.name] = had;
      continue;
    }
    newest = nextVersion(newest ?? '20000101000000');
    out[r.name] = { checksum: r.checksum, version: newest };
  }
  return out;
}

/**
 * Repeatables whose locked version another one (earlier in apply order) or a migration already has. Two
 * branches that each added a repeatable both take "the next version"; merged, their lock entries collide,
 * and a database that records migrations by version (Supabase) would apply only one. The later ones get
 * new versions.
 */
export function sharedVersions(
  lock: Lock,
  migrations: Pick<MigrationFile, 'version'>[],
  repeatables: Pick<RepeatableFile, 'name'>[],
): Set<string> {
  const taken = new Set(migrations.map((m) => m.version));
  const shared = new Set<string>();
  for (const r of repeatables) {
    const version = lock[r.name]?.version;
    if (!version) continue;
    if (taken.has(version)) shared.add(r.name);
    else taken.add(version);
  }
  return shared;
}

/** Repeatables whose text the committed lock does not know (new, changed or gone), or whose version is shared. */
export function staleLockEntries(
  lock: Lock = readLock(),
  repeatables: RepeatableFile[] = appRepeatables(),
  migrations: Pick<MigrationFile, 'version'>[] = appMigrations(),
): string[] {
  const shared = sharedVersions(lock, migrations, repeatables);
  const stale = repeatables
    .filter((r) => lock[r.name]?.checksum !== r.checksum || shared.has(r.name))
    .map((r) => r.name);
  const names = new Set(repeatables.map((r) => r.name));
  return [...stale, ...Object.keys(lock).filter((n) => !names.has(n))].sort();
}

export interface CollectedFile {
  version: string;
  file: string;
  source: string;
}

/**
 * Writes `<out>/migrations` (its .sql files are all generated: old ones are
 * removed first) and `<out>/functions`. With `updateLock` the lock file is
 * brought up to date first; without it a stale lock is refused.
 */
export function collect(
  out: string = SUPABASE_DIR,
  options: { updateLock?: boolean; lockFile?: string } = {},
): CollectedFile[] {
  const { updateLock = true, lockFile = LOCK_FILE } = options;
  const migrations = appMigrations();
  const repeatables = appRepeatables();
  let lock = readLock(lockFile);
  if (updateLock) {
    lock = updatedLock(lock, migrations, repeatables);
    writeLock(lock, lockFile);
  } else {
    const stale = staleLockEntries(lock, repeatables, migrations);
    if (stale.length) {
      throw new Error(
        `supabase/repeatables.lock.json is stale for ${stale.join(', ')}: run npm run supabase:collect`,
      );
    }
  }
  const files: CollectedFile[] = [
    ...migrations.map((m) => ({
      version: m.version,
      file: `${m.version}_${m.name}.sql`,
      source: path.relative(ROOT_DIR, m.file),
    })),
    ...repeatables.map((r) => ({
      version: lock[r.name]!.version,
      file: `${lock[r.name]!.version}_${r.module.replaceAll('-', '_')}_repeatable_${r.name.replaceAll('.', '_')}.sql`,
      source: path.relative(ROOT_DIR, r.file),
    })),
  ].sort((a, b) => (a.version < b.version ? -1 : a.version > b.version ? 1 : 0));
  const dir = path.join(out, 'migrations');
  fs.mkdirSync(dir, { recursive: true });
  for (const f of fs.readdirSync(dir)) if (f.endsWith('.sql')) fs.rmSync(path.join(dir, f));
  for (const f of files) {
    const text = fs.readFileSync(path.join(ROOT_DIR, f.source), 'utf8');
    fs.writeFileSync(
      path.join(dir, f.file),
      `-- Generated by npm run supabase:collect from ${f.source}; do not edit (ADR 040).\n${text}`,
    );
  }
  collectFunctions(out);
  return files;
}
