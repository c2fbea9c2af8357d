// ADR 096: the client build writes `<file>.gz` beside each hashed text asset, made with zopfli — gzip any browser
// decodes, 3–5 % smaller than zlib -9 (the React chunk 95.4 → 92.3 kB). zopfli is far too slow to run per request,
// so the server sends these files when they are there (server/http/compressed-assets.ts), else gzips as before.
// Not vite-plugin-compression2: on this Vite it also compressed the server renderer's build and ran one file at a
// time on the build's thread (build 7 → 45 s); here the client's files go to a worker per core, biggest first.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { Plugin } from 'vite';
import type { PrecompressJob, PrecompressResult } from './precompress-worker.ts';

/** What the server compresses (compressed-assets.ts TYPES, minus .mjs the build never emits). */
const COMPRESSIBLE = /^assets\/.+\.(js|css|svg|json)$/;
/**
 * Smaller files are left as they are. The server gzips nothing under 1 kB per request (compressed-assets.ts
 * MIN_BYTES: not worth its time), but a .gz made here costs it nothing, and a 600-byte chunk of the landing's
 * gzips to ≈ 380: so the build writes one down to here, and only when it is smaller than the file.
 */
const MIN_BYTES = 256;
/** Cache entries no build has used for this long are removed. */
const CACHE_DAYS = 14;

export interface PrecompressOptions {
  /** The repository: the cache lives in its node_modules/.cache/precompress. */
  root: string;
  /** zopfli's passes: 5 costs 0.03 kB a landing page against its default 15, and a fifth less time (ADR 096). */
  numiterations?: number;
  /** The module whose build this is: a build without it (Storybook reuses this config) is left alone. */
  entry?: string;
}

export function precompressAssets({
  root,
  numiterations = 5,
  entry = 'config/main.tsx',
}: PrecompressOptions): Plugin {
  const cacheDir = path.join(root, 'node_modules', '.cache', 'precompress');
  return {
    name: 'safeworks-precompress-assets',
    apply: 'build',
    // The server renderer's files are imported by Node, never sent.
    applyToEnvironment: (environment) => environment.name === 'client',
    async writeBundle(options, bundle) {
      const isApp = Object.values(bundle).some(
        (out) => out.type === 'chunk' && out.isEntry && out.moduleIds.includes(path.join(root, entry)),
      );
      if (!isApp || !options.dir) return;
      const outDir = options.dir;
      const files = Object.keys(bundle)
        .filter((name) => COMPRESSIBLE.test(name))
        .map((name) => {
          const file = path.join(outDir, name);
          return { file, size: fs.statSync(file).size };
        })
        .filter((f) => f.size >= MIN_BYTES)
        // Biggest first: the React chunk does not start last while the other core sits idle.
        .sort((a, b) => b.size - a.size)
        .map((f) => f.file);
      fs.mkdirSync(cacheDir, { recursive: true });
      const started = performance.now();
      const results = await runWorkers(
        files.map((file) => ({ file, cacheDir, numiterations })),
        Math.max(1, Math.min(os.availableParallelism(), files.length)),
      );
      const failed = results.filter((r) => 'error' in r);
      if (failed.length)
        this.error(`zopfli failed on ${failed.map((r) => `${r.file}: ${r.error}`).join('; ')}`);
      const fromCache = results.filter((r) => 'fromCache' in r && r.fromCache).length;
      this.environment.logger.info(
        `precompressed ${files.length} assets with zopfli in ${((performance.now() - started) / 1000).toFixed(1)} s (${fromCache} from cache)`,
      );
      pruneCache(cacheDir);
    },
  };
}

/** Each worker takes the next job when it finishes one; all end when the queue is empty. */
function runWorkers(jobs: PrecompressJob[], count: number): Promise<PrecompressResult[]> {
  const queue = [...jobs];
  const results: PrecompressResult[] = [];
  const one = () =>
    new Promise<void>((resolve, reject) => {
      const worker = new Worker(new URL('./precompress-worker.ts', import.meta.url));
      const next = () => {
        const job = queue.shift();
        if (job) worker.postMessage(job);
        else worker.terminate().then(() => resolve(), reject);
      };
      worker.on('message', (done: PrecompressResult) => {
        results.push(done);
        next();
      });
      worker.on('error', reject);
      next();
    });
  return Promise.all(Array.from({ length: count }, one)).then(() => results);
}

function pruneCache(cacheDir: string) {
  const before = Date.now() - CACHE_DAYS * 24 * 3600 * 1000;
  for (const name of fs.readdirSync(cacheDir)) {
    const file = path.join(cacheDir, name);
    try {
      if (fs.statSync(file).mtimeMs < before) fs.rmSync(file, { force: true });
    } catch {
      // Another build removed it first.
    }
  }
}
