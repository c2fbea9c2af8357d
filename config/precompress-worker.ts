// One of the build's zopfli workers (config/precompress-assets.ts). zopfli is wasm and runs on the thread that calls
// it, ≈ 1 s for the 300 kB React chunk: each worker takes one file at a time, so the build's own thread stays free
// and both cores work.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { parentPort } from 'node:worker_threads';
import { gzipAsync } from '@gfx/zopfli';

export interface PrecompressJob {
  /** The emitted file; `<file>.gz` is written beside it. */
  file: string;
  /** Where earlier builds' output is kept by content hash (null: no cache). */
  cacheDir: string | null;
  numiterations: number;
}

export type PrecompressResult =
  | { file: string; bytes: number; fromCache: boolean }
  | { file: string; error: string };

/**
 * Writes `<file>.gz`. The same bytes always compress to the same output, so it is kept by the content's hash: a
 * rebuild (the landing test, `npm start` after an edit) compresses only the chunks that changed.
 */
export async function precompress({ file, cacheDir, numiterations }: PrecompressJob) {
  const raw = await fs.promises.readFile(file);
  const key = `${createHash('sha256').update(raw).digest('hex')}-i${numiterations}.gz`;
  const cached = cacheDir ? path.join(cacheDir, key) : null;
  let zipped: Uint8Array | null = cached ? await fs.promises.readFile(cached).catch(() => null) : null;
  const fromCache = zipped !== null;
  if (!zipped) zipped = await gzipAsync(raw, { numiterations });
  // Written after the file it encodes, so it is never older than it (the server serves it only then); none when
  // it would not be smaller (a tiny file: the gzip header outweighs the saving).
  if (zipped.length < raw.length) await fs.promises.writeFile(`${file}.gz`, zipped);
  if (cached && fromCache) {
    const now = new Date();
    await fs.promises.utimes(cached, now, now).catch(() => {});
  } else if (cached) {
    // Whole or not at all: a build stopped halfway must not leave a truncated entry for the next one.
    const tmp = `${cached}.${process.pid}.${Math.random().toString(36).slice(2)}`;
    await fs.promises.writeFile(tmp, zipped);
    await fs.promises.rename(tmp, cached);
  }
  return { file, bytes: zipped.length, fromCache };
}

parentPort?.on('message', (job: PrecompressJob) => {
  precompress(job).then(
    (done: PrecompressResult) => parentPort?.postMessage(done),
    (err: unknown) =>
      parentPort?.postMessage({ file: job.file, error: String(err) } satisfies PrecompressResult),
  );
});
