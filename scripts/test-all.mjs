// `npm test`: every check the project has, on the embedded database and,
// when TEST_DATABASE_URL is set, again on PostgreSQL (the files the rule in
// tests/support/test-passes.ts picks). Prints how long each stage took and the
// total (docs/testing.md), then ends with the plain "N passed, N failed" line CI reads.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { postgresPassArgs } from '../tests/support/test-passes.ts';
import { durationsFromReports, writeDurations } from './test-durations.mjs';

let passed = 0;
let failed = 0;
const failures = [];
/** What the summary says besides failures (a stage that passed only on its second run). */
const notes = [];
const startedAt = Date.now();
/** [label, seconds] of every stage, in order. */
const timings = [];

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

function run(label, cmd, args, env = {}) {
  console.log(`\n=== ${label} ===`);
  const t0 = Date.now();
  const r = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  const ms = Date.now() - t0;
  timings.push([label, ms]);
  console.log(`(${label}: ${seconds(ms)})`);
  return r.status === 0;
}

function check(label, cmd, args, env) {
  if (run(label, cmd, args, env)) passed += 1;
  else {
    failed += 1;
    failures.push(label);
  }
}

/** One vitest JSON report as counts and summary lines; null when there is none (the process died first). */
function readReport(label, out) {
  let report;
  try {
    report = JSON.parse(fs.readFileSync(out, 'utf8'));
  } catch {
    return null;
  }
  const result = { passed: report.numPassedTests, failed: report.numFailedTests, lines: [] };
  if (report.numFailedTests > 0) result.lines.push(`${label}: ${report.numFailedTests} failed`);
  // Name each failing test in the summary: CI keeps only the end of the log.
  for (const s of report.testResults ?? []) {
    for (const a of s.assertionResults ?? []) {
      if (a.status === 'failed') {
        const file = path.relative(process.cwd(), s.name);
        const why = String((a.failureMessages ?? [])[0] ?? '')
          .split('\n')[0]
          .slice(0, 200);
        result.lines.push(`  ✗ ${file} › ${a.fullName ?? a.title}${why ? ` — ${why}` : ''}`);
      }
    }
  }
  // A suite that failed to load has no tests to count: count it as a failure.
  for (const s of report.testResults ?? []) {
    if (s.status === 'failed' && (s.assertionResults ?? []).length === 0) {
      result.failed += 1;
      result.lines.push(`${label}: ${s.name} failed to run`);
    }
  }
  return result;
}

/**
 * A vitest process's outcome: its report's counts, plus one failure when it did not end cleanly without a failing
 * test to show for it (`incomplete`: an unhandled error after the tests, a worker that died or timed out).
 */
function outcome(name, out, end, kept) {
  const report = readReport(name, out);
  const result = report ?? { passed: 0, failed: 0, lines: [] };
  const incomplete = !report || (end.code !== 0 && result.lines.length === 0);
  if (incomplete) {
    const how = end.signal ? `killed by ${end.signal}` : `exit code ${end.code}`;
    result.failed += 1;
    result.lines.push(`${name}: did not complete (${how}${report ? '' : ', no report'})`, ...whyLines(kept));
  }
  return { ...result, incomplete };
}

function count(result) {
  passed += result.passed;
  failed += result.failed;
  failures.push(...result.lines);
}

function reportFile() {
  return path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'sw-vitest-')), 'report.json');
}

function vitestArgs(out, extraArgs) {
  return ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile=${out}`, ...extraArgs];
}

/**
 * Lines that say why a vitest process ended without a clean report (an unhandled error after the tests, a worker
 * that timed out or died): kept per process and named in the failure summary, because CI keeps only the end of
 * the log and "did not complete" alone told the last failing run nothing.
 */
const WHY = /unhandled|timeout|timed out|worker|terminat|heap|killed|ERR_|Error:/i;
function whyLines(kept) {
  return kept.slice(-12).map((line) => `    | ${line.replace(/\x1b\[[0-9;]*m/g, '').slice(0, 240)}`);
}

/**
 * `processes` vitest runs at once (one, or the shards of a pass), each writing its own JSON report, with their
 * lines passed through (prefixed with the shard's number when there are several) and counted at the end.
 */
async function vitestRuns(label, env, extraArgs, processes) {
  console.log(`\n=== ${label}${processes > 1 ? ` (${processes} shards at once)` : ''} ===`);
  const t0 = Date.now();
  const runs = Array.from({ length: processes }, (_, i) => {
    const out = reportFile();
    const tag = processes > 1 ? `[${i + 1}/${processes}] ` : '';
    const shard = processes > 1 ? [`--shard=${i + 1}/${processes}`] : [];
    const child = spawn('npx', vitestArgs(out, [...extraArgs, ...shard]), {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const kept = [];
    const pass = (stream, to) => {
      let rest = '';
      stream.setEncoding('utf8');
      const line = (text) => {
        to.write(`${tag}${text}\n`);
        if (WHY.test(text)) kept.push(text);
        if (kept.length > 200) kept.splice(0, 100);
      };
      stream.on('data', (chunk) => {
        const lines = (rest + chunk).split('\n');
        rest = lines.pop() ?? '';
        for (const l of lines) line(l);
      });
      stream.on('end', () => rest && line(rest));
    };
    pass(child.stdout, process.stdout);
    pass(child.stderr, process.stderr);
    const done = new Promise((resolve) => child.on('close', (code, signal) => resolve({ code, signal })));
    return { out, done, kept, name: processes > 1 ? `${label} [shard ${i + 1}/${processes}]` : label };
  });
  const ends = await Promise.all(runs.map((r) => r.done));
  const ms = Date.now() - t0;
  timings.push([label, ms]);
  console.log(`(${label}: ${seconds(ms)})`);
  return runs.map((r, i) => ({ ...r, ...outcome(r.name, r.out, ends[i], r.kept) }));
}

/**
 * One vitest process (the front end, the fuzz suites). If it ends without a clean report and no failing test (see
 * `outcome`), it runs once more and that run counts; the first run's reason stays in the log and the summary, so a
 * real fault that shows only under load is still seen.
 */
async function vitest(label, env, extraArgs = []) {
  const [first] = await vitestRuns(label, env, extraArgs, 1);
  if (!first.incomplete) return count(first);
  console.log(`\n(${label} did not complete; running it once more:)\n  ${first.lines.join('\n  ')}`);
  const [second] = await vitestRuns(`${label}, run again`, env, extraArgs, 1);
  count(second);
  if (!second.incomplete)
    notes.push(`${label} passed on its second run; the first: ${first.lines.join(' ')}`);
}

/**
 * The server project in SHARDS vitest processes at once, each with its own
 * test server (its own global setup): one process keeps one core busy with
 * its test files while its server waits, so two of them use both cores
 * (docs/testing.md, "Two shards"). Each shard's lines are prefixed with its
 * number; each writes its own JSON report, and the counts are summed.
 */
const SHARDS = 2;
async function vitestSharded(label, pass, env, extraArgs = []) {
  const runs = await vitestRuns(label, env, extraArgs, SHARDS);
  for (const r of runs) count(r);
  // The measured durations the next runs split the shards by (tests/support/balanced-shards.ts).
  if (process.env.UPDATE_TEST_DURATIONS === '1') {
    const reports = runs.flatMap((r) =>
      fs.existsSync(r.out) ? [JSON.parse(fs.readFileSync(r.out, 'utf8'))] : [],
    );
    writeDurations(pass, durationsFromReports(reports));
    console.log(`(test durations of the ${pass} pass written for the balanced shards)`);
  }
}

check('typecheck (server)', 'npx', ['tsc', '-p', 'tsconfig.json']);
check('typecheck (app)', 'npx', ['tsc', '-p', 'tsconfig.app.json']);
check('lint', 'npx', ['biome', 'check', '.']);
const built = run('production build', 'npx', ['vite', 'build']);
if (built) passed += 1;
else {
  failed += 1;
  failures.push('production build');
}
// Fuzz seeds (tests/support/fuzz-seed.ts): the PGlite run uses the fixed seed,
// the second run a random one, printed here so a failure can be replayed.
// Fuzz runs (docs/testing.md, "Fuzz runs per pass"): the PGlite pass replays the first
// FIXED_SEED_RUNS inputs of the fixed seed (a regression once found stays found); the
// PostgreSQL pass (or, without it, the fuzz suites again on PGlite) explores 1,000 new ones.
const FIXED_SEED_RUNS = '200';
const randomSeed = process.env.FUZZ_SEED || String((Math.random() * 0x7fffffff) | 0);
const onPglite = { TEST_DATABASE_URL: '', DATABASE_URL: '', FUZZ_SEED: '', FUZZ_RUNS: FIXED_SEED_RUNS };
await vitestSharded('vitest on PGlite (server)', 'pglite', onPglite, ['--project', 'server']);
await vitest('vitest (web-node, web-dom)', onPglite, ['--project', 'web-node', '--project', 'web-dom']);
if (process.env.TEST_DATABASE_URL) {
  // The second pass runs the server test files PostgreSQL can change: the written rule of
  // tests/support/test-passes.ts (proved by tests/architecture/test-passes.test.ts to drop no file
  // from both passes). The front-end projects do not touch a database.
  const args = postgresPassArgs();
  const skipped = args.filter((a) => a !== '--exclude').length - 2;
  console.log(
    `\n(PostgreSQL run: FUZZ_SEED=${randomSeed}; ${skipped} files that cannot reach PostgreSQL ran on PGlite only)`,
  );
  await vitestSharded(
    `vitest on PostgreSQL (FUZZ_SEED=${randomSeed})`,
    'postgres',
    { DATABASE_URL: '', FUZZ_SEED: randomSeed },
    args,
  );
} else {
  console.log('\n(TEST_DATABASE_URL not set: skipping the PostgreSQL run; CI sets it)');
  console.log(`(fuzz suites again on PGlite with FUZZ_SEED=${randomSeed})`);
  await vitest(
    `fuzz suites on PGlite (FUZZ_SEED=${randomSeed})`,
    { TEST_DATABASE_URL: '', DATABASE_URL: '', FUZZ_SEED: randomSeed },
    ['--project', 'server', 'tests/fuzz', 'tests/storage/fuzz.test.ts', 'tests/realtime/fuzz.test.ts'],
  );
}

// Storybook builds every story (kernel primitives, shell, site): one check.
const scripts = JSON.parse(fs.readFileSync('package.json', 'utf8')).scripts ?? {};
if (scripts['build-storybook']) check('Storybook build', 'npm', ['run', '--silent', 'build-storybook']);
else console.log('\n(no "build-storybook" script in package.json: skipping the Storybook build)');

// Browser journeys (Playwright, Debian's Chromium) against the production build.
const chromium = process.env.CHROME_PATH || '/usr/bin/chromium';
if (fs.existsSync(chromium)) {
  const out = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'sw-pw-')), 'report.json');
  const ok = run('browser journeys (Playwright)', 'npx', ['playwright', 'test', '--reporter=list,json'], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: out,
    CI: process.env.CI ?? '1',
    // The production build above is what the embedded server serves; do not build it twice.
    ...(built ? { SKIP_BUILD: '1' } : {}),
  });
  try {
    const report = JSON.parse(fs.readFileSync(out, 'utf8'));
    const s = report.stats ?? {};
    passed += (s.expected ?? 0) + (s.flaky ?? 0);
    failed += s.unexpected ?? 0;
    const failedTitles = [];
    const flakyTitles = [];
    const walk = (suite, prefix) => {
      for (const spec of suite.specs ?? []) {
        const title = `${prefix}${spec.title}`;
        for (const t of spec.tests ?? []) {
          if (t.status === 'unexpected') failedTitles.push(title);
          if (t.status === 'flaky') flakyTitles.push(title);
        }
      }
      for (const child of suite.suites ?? [])
        walk(child, `${prefix}${child.file ? '' : `${child.title} › `}`);
    };
    for (const suite of report.suites ?? []) walk(suite, `${suite.file ?? suite.title} › `);
    for (const title of failedTitles) failures.push(`Playwright: ${title}`);
    if ((s.unexpected ?? 0) > failedTitles.length) failures.push(`Playwright: ${s.unexpected} failed`);
    if (flakyTitles.length) console.log(`\n(Playwright, passed only on retry: ${flakyTitles.join('; ')})`);
    if (!ok && !(s.unexpected > 0)) {
      failed += 1;
      failures.push('Playwright: did not complete');
    }
  } catch {
    failed += 1;
    failures.push('Playwright: no report');
  }
} else {
  failed += 1;
  failures.push(`browser journeys: Chromium not found at ${chromium} (apt-get install -y chromium)`);
}

// One line per stage and the total, so a slow stage shows in every CI log (docs/testing.md).
const width = Math.max(...timings.map(([label]) => label.length));
console.log('\nTimings:');
for (const [label, ms] of timings) console.log(`  time ${label.padEnd(width)}  ${seconds(ms).padStart(9)}`);
console.log(`  time ${'total'.padEnd(width)}  ${seconds(Date.now() - startedAt).padStart(9)}`);
if (notes.length) console.log(`\nNotes:\n  ${notes.join('\n  ')}`);
if (failures.length) console.log(`\nFailures:\n  ${failures.join('\n  ')}`);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
