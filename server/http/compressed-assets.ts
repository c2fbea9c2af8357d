// The build's hashed assets (/assets/*.js, .css, .svg), gzipped once and kept in memory. Before, hono's compress()
// gzipped every asset on every request (≈ 18 ms each with six at once on this 2-core machine), and the dashboard's
// first render asks for ≈ 90 of them while the same server answers its data reads (docs/benchmarks.md, "Dashboard
// first render"). A hashed file never changes under its name; the entry still checks size and mtime, so a build
// replaced in place (same STATIC_DIR, `npm start` rebuilding) is never served stale.
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const gzip = promisify(zlib.gzip);

/** What is worth compressing (maps are read only by developer tools: left to the per-request compressor). */
const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json; charset=utf-8',
};
/** Below this a gzip header costs more than it saves (hono's compress() uses the same threshold). */
const MIN_BYTES = 1024;
/** A bound on what is held (a build is ≈ 2 MB gzipped): past it the cache starts again. */
const MAX_ENTRIES = 2_000;

interface Entry {
  size: number;
  mtimeMs: number;
  body: Promise<Uint8Array<ArrayBuffer>>;
}

export interface CompressedAsset {
  body: Uint8Array<ArrayBuffer>;
  contentType: string;
}

/** Whether the request's Accept-Encoding allows gzip (a `q=0` refuses it, RFC 9110 §12.5.3). */
export function acceptsGzip(header: string | undefined): boolean {
  if (!header) return false;
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    if (name.trim() !== 'gzip' && name.trim() !== '*') continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    return !q || Number(q.slice(2)) > 0;
  }
  return false;
}

export function compressedAssets(staticDir: string) {
  const assets = path.resolve(staticDir, 'assets');
  const cache = new Map<string, Entry>();
  let compressions = 0;

  /** The gzipped file a /assets/… path names, or null: not an asset worth it, not a file, or outside the folder. */
  async function get(reqPath: string): Promise<CompressedAsset | null> {
    const contentType = TYPES[path.extname(reqPath).toLowerCase()];
    if (!contentType) return null;
    let abs: string;
    try {
      abs = path.resolve(assets, `.${decodeURIComponent(reqPath.slice('/assets'.length))}`);
    } catch {
      return null;
    }
    if (!abs.startsWith(`${assets}${path.sep}`)) return null;
    let st: fs.Stats;
    try {
      st = await fs.promises.stat(abs);
    } catch {
      return null;
    }
    if (!st.isFile() || st.size < MIN_BYTES) return null;
    let entry = cache.get(abs);
    if (!entry || entry.size !== st.size || entry.mtimeMs !== st.mtimeMs) {
      if (cache.size >= MAX_ENTRIES) cache.clear();
      compressions += 1;
      // One compression however many ask at once; zlib runs it on libuv's pool, off the event loop.
      // Copied once into a plain Uint8Array: what a Response body takes.
      const body = fs.promises
        .readFile(abs)
        .then((raw) => gzip(raw, { level: 9 }))
        .then((zipped) => new Uint8Array(zipped));
      entry = { size: st.size, mtimeMs: st.mtimeMs, body };
      cache.set(abs, entry);
      body.catch(() => cache.delete(abs));
    }
    try {
      return { body: await entry.body, contentType };
    } catch {
      return null;
    }
  }

  return { get, compressions: () => compressions };
}
