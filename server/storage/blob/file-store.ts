// Blobs as files under DATA_DIR/storage: `<first two hex digits>/<version>`.
// A put streams into `.tmp/`, fsyncs, then renames into place, so a blob
// file is always complete; `.tmp` leftovers from a crash are swept at start.
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { assertBlobKey, BlobNotFound, type BlobRange, type BlobStore, type StoredBlob } from './types.ts';

export async function createFileStore(root: string): Promise<BlobStore> {
  const tmpDir = path.join(root, '.tmp');
  await fsp.rm(tmpDir, { recursive: true, force: true });
  await fsp.mkdir(tmpDir, { recursive: true, mode: 0o700 });

  const fileOf = (key: string) => {
    assertBlobKey(key);
    return path.join(root, key.slice(0, 2), key);
  };

  async function place(tmp: string, key: string) {
    const dest = fileOf(key);
    await fsp.mkdir(path.dirname(dest), { recursive: true, mode: 0o700 });
    await fsp.rename(tmp, dest);
  }

  return {
    kind: 'file',
    async put(key, body: Readable) {
      const tmp = path.join(tmpDir, randomUUID());
      try {
        const out = fs.createWriteStream(tmp, { flags: 'wx', mode: 0o600 });
        await pipeline(body, out);
        const fh = await fsp.open(tmp, 'r');
        try {
          await fh.sync();
        } finally {
          await fh.close();
        }
        await place(tmp, key);
      } catch (e) {
        await fsp.rm(tmp, { force: true });
        throw e;
      }
    },
    async get(key, range?: BlobRange) {
      const file = fileOf(key);
      const fh = await fsp.open(file, 'r').catch((e: NodeJS.ErrnoException) => {
        throw e.code === 'ENOENT' ? new BlobNotFound(key) : e;
      });
      return fh.createReadStream(range ? { start: range.start, end: range.end } : {});
    },
    async copy(fromKey, toKey) {
      const tmp = path.join(tmpDir, randomUUID());
      try {
        await fsp
          .copyFile(fileOf(fromKey), tmp, fs.constants.COPYFILE_EXCL)
          .catch((e: NodeJS.ErrnoException) => {
            throw e.code === 'ENOENT' ? new BlobNotFound(fromKey) : e;
          });
        await place(tmp, toKey);
      } catch (e) {
        await fsp.rm(tmp, { force: true });
        throw e;
      }
    },
    async delete(keys) {
      await Promise.all(keys.map((k) => fsp.rm(fileOf(k), { force: true })));
    },
    async *list() {
      for (const dir of await fsp.readdir(root)) {
        if (!/^[0-9a-f]{2}$/.test(dir)) continue;
        const batch: StoredBlob[] = [];
        for (const name of await fsp.readdir(path.join(root, dir))) {
          const st = await fsp.stat(path.join(root, dir, name)).catch(() => null);
          if (st?.isFile()) batch.push({ key: name, modifiedMs: st.mtimeMs });
        }
        if (batch.length > 0) yield batch;
      }
    },
  };
}
