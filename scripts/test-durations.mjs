// Records how long each server test file took in one pass of `npm test`, for the
// balanced shards (tests/support/balanced-shards.ts): reads vitest JSON reports and
// rewrites that pass's entry of tests/support/test-durations.json (seconds, one
// decimal, sorted by path; files of the other pass kept as they were).
//   node scripts/test-durations.mjs pglite|postgres <report.json> [<report.json> …]
// `UPDATE_TEST_DURATIONS=1 npm test` calls it after each sharded pass.
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');
export const DURATIONS_FILE = path.join(ROOT, 'tests/support/test-durations.json');

/** { path: seconds } from vitest JSON reports (a file's first test start to its last test end). */
export function durationsFromReports(reports, root = ROOT) {
  const out = {};
  for (const report of reports) {
    for (const r of report.testResults ?? []) {
      if (typeof r.startTime !== 'number' || typeof r.endTime !== 'number') continue;
      const file = path.relative(root, r.name).split(path.sep).join('/');
      out[file] = Math.round((r.endTime - r.startTime) / 100) / 10;
    }
  }
  return out;
}

export function writeDurations(pass, seconds, file = DURATIONS_FILE) {
  let all = {};
  try {
    all = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {}
  all[pass] = Object.fromEntries(Object.entries(seconds).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
  fs.writeFileSync(file, `${JSON.stringify(all, null, 2)}\n`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  const [pass, ...files] = process.argv.slice(2);
  if (!['pglite', 'postgres'].includes(pass) || files.length === 0) {
    console.error('usage: node scripts/test-durations.mjs pglite|postgres <report.json> [<report.json> …]');
    process.exit(2);
  }
  const reports = files.map((f) => JSON.parse(fs.readFileSync(f, 'utf8')));
  writeDurations(pass, durationsFromReports(reports));
  console.log(`(test durations of the ${pass} pass written to ${path.relative(ROOT, DURATIONS_FILE)})`);
}
