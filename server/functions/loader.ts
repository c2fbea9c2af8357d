// Loads a handler module on its first call with a native dynamic import (Node
// strips the TypeScript), keeps it, and – when reloading is on – imports it
// again under a new URL after its index.ts changed. Loads run one at a time so
// that a `Deno.serve` call can only belong to the module being loaded.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import vm from 'node:vm';
import { captureServe, type ServeHandler } from './deno-shim.ts';

export class BootError extends Error {}

type Importer = (url: string) => Promise<Record<string, unknown>>;

/**
 * Node's own import(). Under vitest this file runs inside Vite's module runner,
 * which rewrites `import()` into its own loader (different TypeScript handling,
 * no npm: hook); a vm script bound to Node's default loader gets the real one,
 * so tests load handlers exactly as production does. Outside vitest plain
 * import() is already native (and avoids that vm option's experimental warning).
 */
const nativeImport: Importer = process.env.VITEST
  ? (new vm.Script('(url) => import(url)', {
      importModuleDynamically: vm.constants.USE_MAIN_CONTEXT_DEFAULT_LOADER,
    }).runInThisContext() as Importer)
  : (url) => import(url);

interface Loaded {
  handler: ServeHandler;
  mtimeMs: number;
}

const loaded = new Map<string, Loaded>();
const requireCache = createRequire(import.meta.url).cache;
let queue: Promise<unknown> = Promise.resolve();

function serialized<T>(fn: () => Promise<T>): Promise<T> {
  const run = queue.then(fn, fn);
  queue = run.catch(() => {});
  return run;
}

function handlerOf(mod: Record<string, unknown>, registered: ServeHandler[]): ServeHandler | null {
  if (registered.length > 0) return registered[registered.length - 1];
  const d = mod.default as unknown;
  if (typeof d === 'function') return d as ServeHandler;
  // Supabase's newer `export default { fetch }` form.
  if (d && typeof d === 'object' && typeof (d as { fetch?: unknown }).fetch === 'function') {
    const obj = d as { fetch: ServeHandler };
    return (req, info) => obj.fetch(req, info);
  }
  return null;
}

function mtimeOf(entry: string): number {
  try {
    return fs.statSync(entry).mtimeMs;
  } catch {
    return 0;
  }
}

/** Rejects after `ms`: a module whose top-level code never settles must not hold up every other load. */
function withinTime<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`module did not finish loading within ${ms} ms`)), ms);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

/** The handler of `entry`, importing it if needed. Throws BootError when it cannot be loaded. */
export async function loadHandler(
  entry: string,
  reload: boolean,
  loadTimeoutMs = 60_000,
): Promise<ServeHandler> {
  const current = loaded.get(entry);
  if (current && !reload) return current.handler;
  const mtimeMs = mtimeOf(entry);
  if (current && current.mtimeMs === mtimeMs) return current.handler;
  return serialized(async () => {
    const again = loaded.get(entry);
    if (again && (!reload || again.mtimeMs === mtimeMs)) return again.handler;
    const url = pathToFileURL(entry);
    // A new query string is a new module for Node's loader: the only way to re-evaluate a file.
    if (again) {
      url.searchParams.set('v', String(mtimeMs));
      // A file without import/export loads as CommonJS, cached by path whatever the query string.
      delete requireCache[entry];
    }
    let mod: Record<string, unknown>;
    let handlers: ServeHandler[];
    try {
      ({ result: mod, handlers } = await captureServe(() =>
        withinTime(nativeImport(url.href), loadTimeoutMs),
      ));
    } catch (e) {
      throw new BootError(`cannot load ${entry}: ${(e as Error)?.message ?? String(e)}`, { cause: e });
    }
    const handler = handlerOf(mod, handlers);
    if (!handler)
      throw new BootError(`${entry} neither calls Deno.serve(handler) nor exports a default handler`);
    loaded.set(entry, { handler, mtimeMs });
    return handler;
  });
}
