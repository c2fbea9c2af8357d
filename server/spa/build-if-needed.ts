// `npm start` builds the SPA when there is no build yet or a source file is
// newer than the build, so a fresh clone needs no separate build step.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

// package-lock.json: a dependency upgrade changes the bundle too.
const SOURCE_ROOTS = [
  'kernel',
  'plugins',
  'site',
  'config',
  'public',
  'index.html',
  'vite.config.ts',
  'package-lock.json',
];
// Files that never reach the bundle: tests, stories, docs.
const NOT_BUNDLED = /(\.(test|stories)\.tsx?|\.md)$/;

/** Newest modification time (ms) under the given files and folders; 0 when none exist. */
export function newestMtime(repoRoot: string, roots = SOURCE_ROOTS): number {
  let newest = 0;
  const visit = (p: string) => {
    let st: fs.Stats;
    try {
      st = fs.statSync(p);
    } catch {
      return;
    }
    if (st.isDirectory()) {
      for (const name of fs.readdirSync(p)) {
        if (name === 'node_modules' || name.startsWith('.')) continue;
        visit(path.join(p, name));
      }
    } else if (!NOT_BUNDLED.test(p)) {
      newest = Math.max(newest, st.mtimeMs);
    }
  };
  for (const r of roots) visit(path.join(repoRoot, r));
  return newest;
}

/** Pure decision: build when the index is missing or older than the newest source. */
export function needsBuild(indexMtimeMs: number | null, newestSourceMs: number): boolean {
  return indexMtimeMs === null || newestSourceMs > indexMtimeMs;
}

/**
 * Builds the SPA when needed, in a child process that stops with us: the
 * build runs asynchronously so SIGTERM/SIGINT are still handled meanwhile,
 * and aborting `signal` kills it.
 */
export async function buildIfNeeded(opts: {
  repoRoot: string;
  staticDir: string;
  log: (msg: string) => void;
  signal?: AbortSignal;
  /** The build command (tests put a stand-in here); default: this Node running vite build. */
  command?: { cmd: string; args: string[] };
}): Promise<void> {
  const indexFile = path.join(opts.staticDir, 'index.html');
  let indexMtime: number | null = null;
  try {
    indexMtime = fs.statSync(indexFile).mtimeMs;
  } catch {
    indexMtime = null;
  }
  if (!opts.command && !needsBuild(indexMtime, newestMtime(opts.repoRoot))) return;
  const vite = path.join(opts.repoRoot, 'node_modules', 'vite', 'bin', 'vite.js');
  if (!opts.command && !fs.existsSync(vite)) {
    opts.log('the app is not built and vite is not installed (run `npm ci`); serving the API only');
    return;
  }
  opts.log(indexMtime === null ? 'building the app (first start)…' : 'sources changed: rebuilding the app…');
  const { cmd, args } = opts.command ?? {
    cmd: process.execPath,
    args: [vite, 'build', '--outDir', opts.staticDir, '--logLevel', 'warn'],
  };
  const child = spawn(cmd, args, {
    cwd: opts.repoRoot,
    stdio: 'inherit',
    signal: opts.signal,
    killSignal: 'SIGTERM',
  });
  const [code, signal] = await new Promise<[number | null, NodeJS.Signals | null]>((resolve) => {
    child.once('error', () => {}); // an abort also arrives as 'error'; 'close' follows
    child.once('close', (c, s) => resolve([c, s]));
  });
  if (opts.signal?.aborted) throw new Error('build stopped');
  if (code !== 0) throw new Error(`vite build failed (exit ${code ?? signal})`);
}
