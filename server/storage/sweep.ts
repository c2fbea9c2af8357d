// Uploads write bytes before the row and deletes drop the row before the
// bytes, so a crash can leave blobs no row points at (never the reverse).
// This sweep deletes such blobs once they are old enough that no upload can
// still be about to reference them.
import type { Storage } from './service.ts';

export const ORPHAN_MIN_AGE_MS = 60 * 60 * 1000;

export async function sweepOrphans(
  s: Storage,
  minAgeMs = ORPHAN_MIN_AGE_MS,
  now = Date.now(),
): Promise<number> {
  let removed = 0;
  for await (const batch of s.blobs.list()) {
    const old = batch.filter((b) => now - b.modifiedMs > minAgeMs).map((b) => b.key);
    for (let i = 0; i < old.length; i += 500) {
      const keys = old.slice(i, i + 500);
      const live = await s.app.db.query<{ version: string }>(
        'select version from storage.objects where version = any($1::text[])',
        [keys],
      );
      const referenced = new Set(live.rows.map((r) => r.version));
      const dead = keys.filter((k) => !referenced.has(k));
      if (dead.length > 0) await s.blobs.delete(dead);
      removed += dead.length;
    }
  }
  return removed;
}
