// The build's hashed assets (/assets/*.js, .css, .svg), gzipped once and kept in memory. Before, hono's compress()
// gzipped every asset on every request (≈ 18 ms each with six at once on this 2-core machine), and the dashboard's
// first render asks for ≈ 90 of them while the same server answers its data reads (docs/benchmarks.md, "Dashboard
// first render"). A hashed file never changes under its name; the entry still checks size and mtime, so a build
// replaced in place (same STATIC_DIR, `npm start` rebuilding) is never served stale.
// The build writes `<file>.gz` beside each one, made with zopfli (ADR 096: 3–5 % smaller than zlib -9, too slow to run
// here): that file is sent when it is there and not older than the file it encodes, else the file is gzipped here.
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
/**
 * Below this a file is not worth gzipping per request (hono's compress() uses the same threshold); the build's .gz
 * of a smaller one is sent all the same (it costs nothing here, and the build writes one only when it is smaller).
 */
const MIN_BYTES = 1024;
/** A bound on what is held (a build is ≈ 2 MB gzipped): past it the cache starts again. */
const MAX_ENTRIES = 2_000;

interface Entry {
  size: number;
  mtimeMs: number;
  body: Promise<Uint8Array<ArrayBuffer> | null>;
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
    if (!st.isFile()) return null;
    let entry = cache.get(abs);
    if (!entry || entry.size !== st.size || entry.mtimeMs !== st.mtimeMs) {
      if (cache.size >= MAX_ENTRIES) cache.clear();
      // One compression however many ask at once; zlib runs it on libuv's pool, off the event loop.
      // Copied once into a plain Uint8Array: what a Response body takes. Null: sent as it is.
      const body = precompressed(abs, st).then(async (built) => {
        if (built || st.size < MIN_BYTES) return built;
        compressions += 1;
        return new Uint8Array(await gzip(await fs.promises.readFile(abs), { level: 9 }));
      });
      entry = { size: st.size, mtimeMs: st.mtimeMs, body };
      cache.set(abs, entry);
      body.catch(() => cache.delete(abs));
    }
    try {
      const body = await entry.body;
      return body && { body, contentType };
    } catch {
      return null;
    }
  }

  return { get, compressions: () => compressions };
}

/**
 * The build's `<abs>.gz` (ADR 096), or null: none, or older than the file (a build that wrote the file again but not
 * its .gz — an older build's leftover must not be sent for new code).
 */
async function precompressed(abs: string, file: fs.Stats): Promise<Uint8Array<ArrayBuffer> | null> {
  try {
    const gz = await fs.promises.stat(`${abs}.gz`);
    if (!gz.isFile() || gz.mtimeMs < file.mtimeMs) return null;
    return new Uint8Array(await fs.promises.readFile(`${abs}.gz`));
  } catch {
    return null;
  }
}
