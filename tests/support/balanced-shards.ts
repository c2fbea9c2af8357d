// The server project's shards (`npm test` runs them at once, ADR 056) split by
// measured durations instead of vitest's default (files sorted by a hash of
// their path, then cut into equal counts): with equal counts one shard drew
// the 140 s plugin-generator test and the other finished a minute earlier
// (docs/testing.md, "Shards balanced by duration"). Each file goes to the
// shard with the least work so far, longest files first (LPT scheduling); a
// file with no measurement counts as the median one. Durations are recorded
// per pass in tests/support/test-durations.json (`UPDATE_TEST_DURATIONS=1
// npm test` rewrites them). A stale or missing entry only makes the split
// less even: every file still runs in exactly one shard, since every shard
// process computes the same split from the same list.
import fs from 'node:fs';
import path from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

export const DURATIONS_FILE = path.join(import.meta.dirname, 'test-durations.json');

export type Pass = 'pglite' | 'postgres';
export type Durations = Partial<Record<Pass, Record<string, number>>>;

/** Which pass this process runs: the PostgreSQL one when the test server gets a PostgreSQL URL. */
export function currentPass(env: NodeJS.ProcessEnv = process.env): Pass {
  return env.TEST_DATABASE_URL || env.DATABASE_URL ? 'postgres' : 'pglite';
}

export function readDurations(file = DURATIONS_FILE): Durations {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as Durations;
  } catch {
    return {};
  }
}

/**
 * What a file costs a shard besides its tests' own time (the JSON report's figure): importing it, its hooks,
 * collecting. Measured on 28 Nov 2026: a shard's wall time was its setup (≈ 40 s) + the sum of its files'
 * figures + 2.2 s per file, in both shards (137 and 104 files).
 */
export const PER_FILE_SECONDS = 2;

/**
 * Splits files (repository paths) into `count` shards of about equal expected time: longest first, each to
 * the least loaded shard (ties: the lower shard, then the path, so every process gets the same answer).
 */
export function balancedShards(files: string[], seconds: Record<string, number>, count: number): string[][] {
  const known = files.map((f) => seconds[f]).filter((s): s is number => typeof s === 'number' && s >= 0);
  const sorted = [...known].sort((a, b) => a - b);
  const median = sorted.length ? sorted[Math.floor(sorted.length / 2)] : 1;
  const cost = (f: string) => {
    const s = seconds[f];
    return (typeof s === 'number' && s >= 0 ? s : median) + PER_FILE_SECONDS;
  };
  const order = [...new Set(files)].sort((a, b) => cost(b) - cost(a) || (a < b ? -1 : a > b ? 1 : 0));
  const shards = Array.from({ length: count }, () => ({ files: [] as string[], load: 0 }));
  for (const f of order) {
    let target = shards[0];
    for (const s of shards) if (s.load < target.load) target = s;
    target.files.push(f);
    target.load += cost(f);
  }
  return shards.map((s) => s.files);
}

const posix = (p: string) => p.split(path.sep).join('/');

export default class BalancedSequencer extends BaseSequencer {
  override async shard(files: TestSpecification[]): Promise<TestSpecification[]> {
    const { shard, root } = this.ctx.config;
    if (!shard) return files;
    const key = (spec: TestSpecification) => posix(path.relative(root, spec.moduleId));
    const seconds = readDurations()[currentPass()] ?? {};
    const mine = new Set(balancedShards(files.map(key), seconds, shard.count)[shard.index - 1]);
    return files.filter((spec) => mine.has(key(spec)));
  }
}
