import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { AppContext } from '../context.ts';
import { createFileStore } from './blob/file-store.ts';
import type { Storage } from './service.ts';
import { ORPHAN_MIN_AGE_MS, sweepOrphans } from './sweep.ts';

const V = (n: number) => `0000000${n}-0000-4000-8000-000000000000`;

async function plant(root: string, key: string, ageMs: number) {
  const dir = path.join(root, key.slice(0, 2));
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, key);
  fs.writeFileSync(file, key);
  const t = (Date.now() - ageMs) / 1000;
  fs.utimesSync(file, t, t);
  return file;
}

describe('storage orphan sweep', () => {
  it('removes old blobs no row points at, and keeps referenced or recent ones', async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'safeworks-sweep-'));
    try {
      const blobs = await createFileStore(root);
      const old = 2 * ORPHAN_MIN_AGE_MS;
      const orphan = await plant(root, V(1), old);
      const referenced = await plant(root, V(2), old);
      const young = await plant(root, V(3), 1000);
      const queried: unknown[] = [];
      const db = {
        query: async (_sql: string, params: unknown[]) => {
          queried.push(params[0]);
          const keys = params[0] as string[];
          return {
            rows: keys.filter((k) => k === V(2)).map((version) => ({ version })),
            rowCount: 0,
            fields: [],
          };
        },
      };
      const s = { app: { db } as unknown as AppContext, blobs } as Storage;
      expect(await sweepOrphans(s)).toBe(1);
      expect(fs.existsSync(orphan)).toBe(false);
      expect(fs.existsSync(referenced)).toBe(true);
      expect(fs.existsSync(young)).toBe(true);
      expect(queried.flat()).not.toContain(V(3));
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });
});
