// Which server test files run in which pass of `npm test` (docs/testing.md, ADR 038).
//
// Pass 1, PGlite: every server test file (the `server` project's include).
// Pass 2, PostgreSQL (CI sets TEST_DATABASE_URL): the files whose outcome
// PostgreSQL can change. The rule, applied to each file and the test support
// modules it imports (transitively, inside the repository):
//
//   A server test file runs on PostgreSQL too when it can reach the database
//   of that pass: it imports the shared test server's clients
//   (tests/support/clients.ts), a database of its own
//   (tests/support/fresh-database.ts, demo-database.ts), reads a value the
//   global setup provides (`inject(…)`), or reads TEST_DATABASE_URL /
//   DATABASE_URL from process.env. Everything else (pure code, files read
//   from disk, servers spawned on their own embedded database, the plugin
//   generator) gives the same result on either database and runs on PGlite
//   only.
//
// The rule is code, not a hand-kept list, so a new or moved test file is
// placed by what it does. tests/architecture/test-passes.test.ts proves that
// no file is dropped from both passes and that every file whose tests run
// only on PostgreSQL is in pass 2.
import fs from 'node:fs';
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '../..');

/**
 * Server-side test files inside the modules' folders, never a front-end test: edge functions and the
 * PDF code they print with (ADR 041), and each module's server suites in plugins/<id>/tests (ADR 042).
 */
export const SERVER_SIDE_IN_MODULES = [
  'kernel/functions/**/*.test.ts',
  'plugins/*/functions/**/*.test.ts',
  'plugins/*/documents/**/*.test.ts',
  'plugins/*/tests/**/*.test.ts',
];
/** The `server` project's test files (vitest.config.ts uses this list). */
export const SERVER_TEST_INCLUDE = [
  'server/**/*.test.ts',
  'tests/**/*.test.ts',
  'scripts/**/*.test.ts',
  ...SERVER_SIDE_IN_MODULES,
];

/** The modules through which a test reaches the pass's database. */
export const DATABASE_DOORS = [
  'tests/support/clients.ts',
  'tests/support/fresh-database.ts',
  'tests/support/demo-database.ts',
];

/** Test code, whose imports the rule follows: tests/, scripts/ and the modules' suites (ADR 042). */
const TEST_CODE = /^(?:tests|scripts|plugins\/[^/]+\/tests)\//;

/**
 * Reading the pass's database from the environment or from the global setup. `inject('pgliteTemplate')`
 * is not: it is the migrated PGlite data directory a spawned server's own embedded database starts from
 * (tests/support/server-process.ts), the same on either pass.
 */
const READS_DATABASE = /\bprocess\.env\.(?:TEST_)?DATABASE_URL\b|\binject\s*\((?!\s*['"]pgliteTemplate['"])/;

const posix = (p: string) => p.split(path.sep).join('/');

/** Every server test file, as a repository path, sorted. */
export function serverTestFiles(): string[] {
  const files = new Set<string>();
  for (const pattern of SERVER_TEST_INCLUDE) {
    for (const f of fs.globSync(pattern, { cwd: ROOT })) {
      if (!f.split(path.sep).includes('node_modules')) files.add(posix(f));
    }
  }
  return [...files].sort();
}

/** Relative imports of a source text (static, re-export, side-effect and dynamic). */
function relativeImports(text: string): string[] {
  const patterns = [
    /\b(?:import|export)\s[^'"`;]*?\sfrom\s*['"](\.[^'"]+)['"]/g,
    /\bimport\s*['"](\.[^'"]+)['"]/g,
    /\bimport\s*\(\s*['"](\.[^'"]+)['"]\s*\)/g,
  ];
  return patterns.flatMap((re) => [...text.matchAll(re)].map((m) => m[1]));
}

/**
 * Why a test file can reach the pass's database (the first way found, with the
 * chain of imports that leads there), or null when it cannot.
 */
export function reachesDatabase(file: string): string | null {
  const seen = new Set<string>();
  const visit = (rel: string, chain: string[]): string | null => {
    if (seen.has(rel)) return null;
    seen.add(rel);
    const via = [...chain, rel].join(' → ');
    if (DATABASE_DOORS.includes(rel)) return `imports ${via}`;
    const abs = path.join(ROOT, rel);
    if (!fs.existsSync(abs)) return null;
    // Code only: a comment that mentions inject(…) or the variables reaches nothing.
    const text = fs
      .readFileSync(abs, 'utf8')
      .replace(/\/\*[\s\S]*?\*\//g, '')
      .replace(/(^|[^:])\/\/.*$/gm, '$1');
    if (READS_DATABASE.test(text)) return `${via} reads the database (${READS_DATABASE.exec(text)?.[0]})`;
    for (const spec of relativeImports(text)) {
      const target = posix(path.relative(ROOT, path.resolve(path.dirname(abs), spec)));
      // Only test code leads to the pass's database: server code is handed its database by the test.
      if (!TEST_CODE.test(target) || target.startsWith('..')) continue;
      const found = visit(target, [...chain, rel]);
      if (found) return found;
    }
    return null;
  };
  return visit(file, []);
}

export interface Passes {
  pglite: string[];
  postgres: string[];
}

/** The files of each pass. */
export function testPasses(files = serverTestFiles()): Passes {
  return { pglite: files, postgres: files.filter((f) => reachesDatabase(f) !== null) };
}

/** The `vitest` arguments of the PostgreSQL pass: the server project less the PGlite-only files. */
export function postgresPassArgs(): string[] {
  const { pglite, postgres } = testPasses();
  const keep = new Set(postgres);
  return ['--project', 'server', ...pglite.filter((f) => !keep.has(f)).flatMap((f) => ['--exclude', f])];
}
