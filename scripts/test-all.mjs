// `npm test`: every check the project has, on the embedded database and,
// when TEST_DATABASE_URL is set, again on PostgreSQL (the files the rule in
// tests/support/test-passes.ts picks). Prints how long each stage took and the
// total (docs/testing.md), then ends with the plain "N passed, N failed" line CI reads.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { postgresPassArgs } from '../tests/support/test-passes.ts';

let passed = 0;
let failed = 0;
const failures = [];
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

function vitest(label, env, extraArgs = []) {
  const out = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'sw-vitest-')), 'report.json');
  const ok = run(
    label,
    'npx',
    ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile=${out}`, ...extraArgs],
    env,
  );
  let counted = false;
  try {
    const report = JSON.parse(fs.readFileSync(out, 'utf8'));
    passed += report.numPassedTests;
    failed += report.numFailedTests;
    counted = true;
    if (report.numFailedTests > 0) failures.push(`${label}: ${report.numFailedTests} failed`);
    // A suite that failed to load has no tests to count: count it as a failure.
    for (const s of report.testResults ?? []) {
      if (s.status === 'failed' && (s.assertionResults ?? []).length === 0) {
        failed += 1;
        failures.push(`${label}: ${s.name} failed to run`);
      }
    }
  } catch {
    /* no report: counted below */
  }
  if (!counted || (!ok && failures.length === 0)) {
    failed += 1;
    failures.push(`${label}: did not complete`);
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
const randomSeed = process.env.FUZZ_SEED || String((Math.random() * 0x7fffffff) | 0);
vitest('vitest on PGlite (server, web-node, web-dom)', {
  TEST_DATABASE_URL: '',
  DATABASE_URL: '',
  FUZZ_SEED: '',
});
if (process.env.TEST_DATABASE_URL) {
  // The second pass runs the server test files PostgreSQL can change: the written rule of
  // tests/support/test-passes.ts (proved by tests/architecture/test-passes.test.ts to drop no file
  // from both passes). The front-end projects do not touch a database.
  const args = postgresPassArgs();
  const skipped = args.filter((a) => a !== '--exclude').length - 2;
  console.log(
    `\n(PostgreSQL run: FUZZ_SEED=${randomSeed}; ${skipped} files that cannot reach PostgreSQL ran on PGlite only)`,
  );
  vitest(`vitest on PostgreSQL (FUZZ_SEED=${randomSeed})`, { DATABASE_URL: '', FUZZ_SEED: randomSeed }, args);
} else {
  console.log('\n(TEST_DATABASE_URL not set: skipping the PostgreSQL run; CI sets it)');
  console.log(`(fuzz suites again on PGlite with FUZZ_SEED=${randomSeed})`);
  vitest(
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
if (failures.length) console.log(`\nFailures:\n  ${failures.join('\n  ')}`);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
