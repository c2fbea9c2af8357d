// `npm test` runs the server tests twice only where it matters: every file on
// PGlite, and on PostgreSQL the files that can reach PostgreSQL (the rule in
// tests/support/test-passes.ts). These tests prove that rule drops no test
// file from both passes, and that the files whose tests run only on
// PostgreSQL are in the PostgreSQL pass.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import config from '../../vitest.config.ts';
import {
  postgresPassArgs,
  ROOT,
  reachesDatabase,
  SERVER_TEST_INCLUDE,
  serverTestFiles,
  testPasses,
} from '../support/test-passes.ts';

const read = (f: string) => fs.readFileSync(path.join(ROOT, f), 'utf8');

/** Tests that run only when a PostgreSQL server is given (skipped in the PGlite pass). */
const POSTGRES_ONLY = /\.(?:runIf|skipIf)\s*\(|\bTEST_DATABASE_URL\b[^\n]*\?|\bonPostgres\b|\bdbKind\b/;

describe('no server test file is dropped from both passes of npm test', () => {
  it('the rule walks the same files as the vitest server project', () => {
    const projects = (config.test?.projects ?? []) as { test?: { name?: string; include?: string[] } }[];
    const server = projects.find((p) => p.test?.name === 'server');
    expect(server?.test?.include).toEqual(SERVER_TEST_INCLUDE);
    const files = serverTestFiles();
    // The suites of every backend area are there (a broken glob would find none).
    for (const area of ['server/', 'tests/', 'scripts/']) {
      expect(
        files.some((f) => f.startsWith(area)),
        area,
      ).toBe(true);
    }
    // … and the modules' own suites (ADR 042).
    expect(files.filter((f) => /^plugins\/[^/]+\/tests\//.test(f)).length).toBeGreaterThan(50);
    expect(files.length).toBeGreaterThan(100);
  });

  it('every server test file runs in at least one pass, and the PGlite pass runs them all', () => {
    const all = serverTestFiles();
    const { pglite, postgres } = testPasses(all);
    expect(pglite).toEqual(all);
    const union = new Set([...pglite, ...postgres]);
    expect(all.filter((f) => !union.has(f))).toEqual([]);
    expect(postgres.filter((f) => !all.includes(f))).toEqual([]);
  });

  it('the PostgreSQL pass’s arguments select exactly the files of the rule', () => {
    const args = postgresPassArgs();
    expect(args.slice(0, 2)).toEqual(['--project', 'server']);
    const excluded = new Set<string>();
    for (let i = 2; i < args.length; i += 2) {
      expect(args[i]).toBe('--exclude');
      excluded.add(args[i + 1]);
    }
    const { pglite, postgres } = testPasses();
    expect(pglite.filter((f) => !excluded.has(f))).toEqual(postgres);
  });

  it('every file with tests that run only on PostgreSQL is in the PostgreSQL pass', () => {
    const { postgres } = testPasses();
    const postgresOnly = serverTestFiles().filter((f) => POSTGRES_ONLY.test(read(f)));
    // The known ones are found (so the pattern still matches how such tests are written) …
    for (const f of [
      'tests/server/postgres-owner.test.ts',
      'server/db/postgres-listener.test.ts',
      'tests/jobs/run-due-jobs.test.ts',
    ]) {
      if (fs.existsSync(path.join(ROOT, f))) expect(postgresOnly, f).toContain(f);
    }
    // … and none of them is left to the PGlite pass alone.
    expect(postgresOnly.filter((f) => !postgres.includes(f))).toEqual([]);
  });

  it('a file reaches PostgreSQL through the shared clients, a database of its own, or the environment', () => {
    // Through a folder's helpers to tests/support/clients.ts.
    expect(reachesDatabase('tests/rest/select.test.ts')).toMatch(/tests\/support\/clients\.ts/);
    // A database of its own.
    expect(reachesDatabase('plugins/email/tests/retention.test.ts')).toMatch(/fresh-database\.ts/);
    // Through a module's own helpers (ADR 042) to the shared clients.
    expect(reachesDatabase('plugins/projects/tests/documents/support.ts')).toMatch(
      /plugins\/projects\/tests\/support\.ts → tests\/support\/clients\.ts/,
    );
    // The environment.
    expect(reachesDatabase('tests/server/postgres-owner.test.ts')).toMatch(/TEST_DATABASE_URL/);
    // Servers spawned on their own embedded database, and plain code, cannot.
    expect(reachesDatabase('tests/server/lifecycle.test.ts')).toBeNull();
    expect(reachesDatabase('server/rest/parse/select.test.ts')).toBeNull();
    // Nor does a comment that names inject(…) (the rule's own module has one).
    expect(reachesDatabase('tests/architecture/test-passes.test.ts')).toBeNull();
  });
});
