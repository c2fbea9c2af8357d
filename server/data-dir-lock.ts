// PGlite is PostgreSQL compiled into this process: two processes opening the
// same DATA_DIR/db would each write the files and corrupt them. The server
// therefore holds DATA_DIR/server.lock (its pid, and its URL once listening)
// while it runs; commands such as `npm run user:create` read it to talk to
// the running server instead of opening the database themselves.
import fs from 'node:fs';
import path from 'node:path';

export const LOCK_FILE = 'server.lock';

export interface LockHolder {
  pid: number;
  /** Where the holder answers HTTP (set once it listens). */
  url?: string;
  startedAt: string;
  /** The holder's start time in clock ticks since boot (Linux), to tell a recycled pid apart. */
  startTicks?: string;
}

export class DataDirInUseError extends Error {
  readonly dataDir: string;
  readonly holder: LockHolder;
  constructor(dataDir: string, holder: LockHolder) {
    super(
      `DATA_DIR ${dataDir} is in use by another Safeworks server (pid ${holder.pid}` +
        `${holder.url ? `, ${holder.url}` : ''}). PGlite allows one process per data folder: stop that ` +
        `server first, or use a different DATA_DIR. If no server is running, delete ${path.join(dataDir, LOCK_FILE)}.`,
    );
    this.dataDir = dataDir;
    this.holder = holder;
  }
}

export interface DataDirLock {
  /** Records where this server listens, for other commands. */
  setUrl(url: string): void;
  release(): void;
}

/**
 * Linux's view of a process: its state letter and its start time (clock ticks
 * since boot), from /proc/<pid>/stat; null where /proc is not there.
 */
function procStat(pid: number): { state: string; startTicks: string } | null {
  let text: string;
  try {
    text = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return null;
  }
  // "pid (comm) state ppid …": comm may hold spaces and parentheses, so split after the last ')'.
  const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
  return { state: fields[0] ?? '', startTicks: fields[19] ?? '' };
}

/** This process's start time, recorded in the lock so a recycled pid is not mistaken for the holder. */
const MY_START = procStat(process.pid)?.startTicks;

function alive(holder: LockHolder): boolean {
  const { pid } = holder;
  try {
    process.kill(pid, 0);
  } catch (e) {
    // EPERM: the process exists but belongs to someone else.
    if ((e as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  const stat = procStat(pid);
  if (!stat) return !fs.existsSync('/proc/self/stat'); // no /proc: trust kill(0); on Linux: gone meanwhile
  // A server killed with SIGKILL stays a zombie until its parent reaps it: it
  // answers kill(0) but holds no files any more. Dead too: a pid the system
  // has given to a newer process since the lock was written.
  if (stat.state === 'Z' || stat.state === 'X') return false;
  if (holder.startTicks && stat.startTicks && holder.startTicks !== stat.startTicks) return false;
  return true;
}

function parse(text: string): LockHolder | null {
  try {
    const v = JSON.parse(text) as Partial<LockHolder>;
    return typeof v.pid === 'number'
      ? {
          pid: v.pid,
          url: v.url,
          startedAt: String(v.startedAt ?? ''),
          startTicks: typeof v.startTicks === 'string' ? v.startTicks : undefined,
        }
      : null;
  } catch {
    return null;
  }
}

/**
 * The live process holding the lock, or null when nobody does. A lock left by
 * a crashed process (or by this very pid, as after a container restart where
 * the server is pid 1 again) does not count.
 */
export function readDataDirLock(dataDir: string): LockHolder | null {
  let text: string;
  try {
    text = fs.readFileSync(path.join(dataDir, LOCK_FILE), 'utf8');
  } catch {
    return null;
  }
  const holder = parse(text);
  if (!holder || holder.pid === process.pid || !alive(holder)) return null;
  return holder;
}

/** Takes the lock or throws DataDirInUseError; a stale lock is taken over. */
export function acquireDataDirLock(dataDir: string): DataDirLock {
  fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const file = path.join(dataDir, LOCK_FILE);
  const me: LockHolder = { pid: process.pid, startedAt: new Date().toISOString(), startTicks: MY_START };
  for (let attempt = 0; ; attempt++) {
    try {
      fs.writeFileSync(file, JSON.stringify(me), { flag: 'wx', mode: 0o600 });
      break;
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST' || attempt > 0) throw e;
      const holder = readDataDirLock(dataDir);
      if (holder) throw new DataDirInUseError(dataDir, holder);
      fs.rmSync(file, { force: true });
    }
  }
  const ours = () => parse(fs.readFileSync(file, 'utf8'))?.pid === process.pid;
  let released = false;
  return {
    setUrl(url) {
      if (!released) fs.writeFileSync(file, JSON.stringify({ ...me, url }), { mode: 0o600 });
    },
    release() {
      if (released) return;
      released = true;
      try {
        if (ours()) fs.rmSync(file, { force: true });
      } catch {
        /* already gone */
      }
    },
  };
}

/**
 * For one-shot commands (db:migrate, db:reset) that open the embedded
 * database themselves: holds the lock while `run` works, so they never open
 * the folder under a running server. On PostgreSQL (DATABASE_URL) there is
 * no folder and nothing to hold. A busy folder ends the command with the
 * holder's pid and URL (exit code 1) instead of a corrupted database.
 */
export async function withDataDirLock(
  config: { dataDir: string; databaseUrl?: string | null },
  run: () => Promise<void>,
): Promise<void> {
  if (config.databaseUrl) return run();
  let lock: DataDirLock;
  try {
    lock = acquireDataDirLock(config.dataDir);
  } catch (e) {
    if (!(e instanceof DataDirInUseError)) throw e;
    console.error(e.message);
    process.exitCode = 1;
    return;
  }
  try {
    await run();
  } finally {
    lock.release();
  }
}
