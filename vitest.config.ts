// Three projects (docs/testing.md, ADR 038):
// - `server` (Node; backend, database and API tests against one embedded
//   server started by the global setup);
// - `web-node` (Node, no DOM: the front end's pure logic, `*.test.ts`);
// - `web-dom` (jsdom: components and hooks, `*.test.tsx`).
// A `*.test.ts` file that needs a DOM says so on its first line with
// `// @vitest-environment jsdom`. `npx vitest run --project 'web-*'` runs the
// whole front end. Workers and pools: measured in docs/testing.md (ADR 038).
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { configDefaults, defineConfig } from 'vitest/config';
import BalancedSequencer from './tests/support/balanced-shards.ts';
import { SERVER_SIDE_IN_MODULES, SERVER_TEST_INCLUDE } from './tests/support/test-passes.ts';

const root = import.meta.dirname;
// The server project reads the installed manifests too (module ids against system_modules).
const alias = {
  '@kernel': path.join(root, 'kernel'),
  '@kit': path.join(root, 'kit'),
  '@config': path.join(root, 'config'),
};
const front = '{kernel,kit,plugins,site,config}/**';
// Edge functions and the PDF code they print with (ADR 041), and the modules' server suites in
// plugins/<id>/tests (ADR 042), run on the server: never a front-end test.
const frontExclude = [...configDefaults.exclude, ...SERVER_SIDE_IN_MODULES];
// The front-end files are independent of each other: two workers (a second one halves the web projects'
// time on two cores), each file still in its own module graph (the component tests mock modules), in vitest's
// vmThreads pool: a worker keeps its environment (jsdom) from file to file instead of a new process and a new
// jsdom per file (ADR 092: the same web-dom run took 191 s instead of 525 s beside the same other work).
// They run after the server project (a group of their own).
const frontEndPool = { pool: 'vmThreads' as const, maxWorkers: 2, sequence: { groupOrder: 1 } };

export default defineConfig({
  test: {
    // `--shard` splits by measured durations (tests/support/balanced-shards.ts), not by file count.
    sequence: { sequencer: BalancedSequencer },
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'server',
          // Which of these also run on PostgreSQL: tests/support/test-passes.ts.
          include: SERVER_TEST_INCLUDE,
          globalSetup: ['tests/support/global-setup.ts'],
          setupFiles: ['tests/support/fuzz-seed.ts'],
          // No scheduled-job timer in the servers tests start (also those spawned with process.env):
          // a job running at an unplanned moment would make results depend on timing. Tests that
          // want the runner set JOBS_INTERVAL_SECONDS themselves.
          env: { JOBS_INTERVAL_SECONDS: '0' },
          // One worker (vitest's default on two cores): the files share one server and were written so.
          maxWorkers: 1,
          sequence: { groupOrder: 0 },
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        plugins: [react()],
        resolve: { alias },
        test: {
          name: 'web-node',
          environment: 'node',
          include: [`${front}/*.test.ts`],
          exclude: frontExclude,
          // Loads the DOM setup only in files that asked for jsdom.
          setupFiles: ['kernel/test/setup-node.ts'],
          ...frontEndPool,
          testTimeout: 15_000,
        },
      },
      {
        plugins: [react()],
        resolve: { alias },
        test: {
          name: 'web-dom',
          environment: 'jsdom',
          include: [`${front}/*.test.tsx`],
          exclude: frontExclude,
          setupFiles: ['kernel/test/setup.ts'],
          ...frontEndPool,
          testTimeout: 15_000,
        },
      },
    ],
  },
});
