// Browser journeys against the production build served by the embedded
// server, in Debian's Chromium (`apt-get install chromium`; Playwright's own
// browser download cannot work on these machines).
import { defineConfig, devices } from '@playwright/test';
import { DEMO_PASSWORD } from './e2e/support/login.ts';
import { E2E_DATA_DIR as DATA_DIR, E2E_PORT as PORT } from './e2e/support/server.ts';

// `npm test` has just built dist/ (SKIP_BUILD=1); run on its own, build once here.
const BUILD = process.env.SKIP_BUILD ? '' : 'npx vite build --logLevel error && ';

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  // The journeys share one database (module switches, the demo customer's metadata): one worker.
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${PORT}`,
    trace: 'on-first-retry',
    launchOptions: {
      executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    command: `rm -rf '${DATA_DIR}' && ${BUILD}npm start`,
    url: `http://localhost:${PORT}/health`,
    // PGlite's initdb, the migrations and the demo users take 5–20 s on a busy machine.
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(PORT),
      DATA_DIR,
      DEMO_DATA: 'true',
      // A known demo password instead of the per-install random one.
      DEMO_PASSWORD,
      // Every journey signs in from this one address: GoTrue's 30 sign-ins per
      // address in five minutes would refuse the later ones (429).
      RATE_LIMIT_SIGNIN_PER_IP: '10000',
      SKIP_BUILD: '1',
      LOG_LEVEL: 'warn',
      // Always the embedded database, even when the shell points at PostgreSQL.
      DATABASE_URL: '',
    },
  },
});
