// DATA_DIR holds the embedded database, the signing keys and stored files:
// anyone who can read it can read every account's data, and anyone who can
// write it can become superadmin. Everything under it is owner-only
// (directories 0700, files 0600 or 0700), on a new folder and on one that
// already exists with looser modes (fixed at start, with a warning).
//
// PGlite needs more than a umask: its Emscripten file system creates every
// file and then copies the in-memory node's mode (0666) onto it with
// fs.chmodSync, whatever the umask. guardChmodUnder() makes such chmods under
// the data folder drop group and other bits.
import fs from 'node:fs';
import path from 'node:path';

const GROUP_OTHER = 0o077;

/** Modes of `root` and everything under it made owner-only; how many entries needed fixing. */
export function makeOwnerOnly(root: string): number {
  let fixed = 0;
  const visit = (p: string) => {
    let st: fs.Stats;
    try {
      st = fs.lstatSync(p);
    } catch {
      return; // removed meanwhile
    }
    if (st.isSymbolicLink()) return; // never follow a link out of the folder
    const mode = st.mode & 0o777;
    if (mode & GROUP_OTHER) {
      fs.chmodSync(p, st.isDirectory() ? 0o700 : mode & 0o700);
      fixed += 1;
    }
    if (st.isDirectory()) for (const name of fs.readdirSync(p)) visit(path.join(p, name));
  };
  visit(root);
  return fixed;
}

/**
 * Creates `dataDir` owner-only when missing, otherwise makes what is there
 * owner-only. `warn` hears about a folder that was readable by others.
 */
export function secureDataDir(dataDir: string, warn: (message: string) => void): void {
  const existed = fs.existsSync(dataDir);
  fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const fixed = makeOwnerOnly(dataDir);
  if (existed && fixed > 0)
    warn(
      `DATA_DIR ${dataDir} had ${fixed} file(s) or folder(s) other local users could read or write: made them owner-only (0700/0600)`,
    );
}

const guardedRoots = new Set<string>();
let installed = false;

function under(p: fs.PathLike): boolean {
  if (typeof p !== 'string') return false;
  const abs = path.resolve(p);
  for (const root of guardedRoots) if (abs === root || abs.startsWith(`${root}${path.sep}`)) return true;
  return false;
}

/** From now on, chmod and mkdir calls in this process on paths under `root` keep group and other bits off. */
export function guardChmodUnder(root: string): void {
  guardedRoots.add(path.resolve(root));
  if (installed) return;
  installed = true;
  const { chmodSync, mkdirSync } = fs;
  fs.chmodSync = ((p: fs.PathLike, mode: fs.Mode) =>
    chmodSync(p, under(p) ? toOwnerOnly(mode) : mode)) as typeof fs.chmodSync;
  fs.mkdirSync = ((p: fs.PathLike, options?: fs.Mode | fs.MakeDirectoryOptions | null) => {
    if (!under(p)) return mkdirSync(p, options as fs.MakeDirectoryOptions);
    const opts = typeof options === 'object' && options !== null ? options : { mode: options ?? undefined };
    return mkdirSync(p, { ...opts, mode: toOwnerOnly(opts.mode ?? 0o777) });
  }) as typeof fs.mkdirSync;
}

function toOwnerOnly(mode: fs.Mode): number {
  const n = typeof mode === 'string' ? Number.parseInt(mode, 8) : mode;
  return n & ~GROUP_OTHER;
}
