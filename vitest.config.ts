// Two projects: `server` (Node; backend, database and API tests against one
// embedded server started by the global setup) and `web` (jsdom; kernel,
// plugin and site unit and component tests).
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { configDefaults, defineConfig } from 'vitest/config';

const root = import.meta.dirname;
// The server project reads the installed manifests too (module ids against system_modules).
// Edge functions and the PDF code they print with run on the server (Node here, Deno on Supabase):
// their tests belong to the server project, wherever the module keeps them.
const serverSideInModules = [
  'kernel/functions/**/*.test.ts',
  'plugins/*/functions/**/*.test.ts',
  'plugins/*/documents/**/*.test.ts',
];
const alias = {
  '@kernel': path.join(root, 'kernel'),
  '@kit': path.join(root, 'kit'),
  '@config': path.join(root, 'config'),
};

export default defineConfig({
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'server',
          include: [
            'server/**/*.test.ts',
            'tests/**/*.test.ts',
            'scripts/**/*.test.ts',
            ...serverSideInModules,
          ],
          globalSetup: ['tests/support/global-setup.ts'],
          setupFiles: ['tests/support/fuzz-seed.ts'],
          // No scheduled-job timer in the servers tests start (also those spawned with process.env):
          // a job running at an unplanned moment would make results depend on timing. Tests that
          // want the runner set JOBS_INTERVAL_SECONDS themselves.
          env: { JOBS_INTERVAL_SECONDS: '0' },
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        plugins: [react()],
        resolve: { alias },
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['{kernel,kit,plugins,site,config}/**/*.test.{ts,tsx}'],
          exclude: [...configDefaults.exclude, ...serverSideInModules],
          setupFiles: ['kernel/test/setup.ts'],
          testTimeout: 15_000,
        },
      },
    ],
  },
});
