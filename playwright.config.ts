// Browser journeys against the production build served by the embedded
// server, in Debian's Chromium (`apt-get install chromium`; Playwright's own
// browser download cannot work on these machines).
import { defineConfig, devices } from '@playwright/test';
import { AUTH_DIR, DEMO_PASSWORD } from './e2e/support/login.ts';
import { E2E_DATA_DIR as DATA_DIR, E2E_PORT as PORT } from './e2e/support/server.ts';

// `npm test` has just built dist/ (SKIP_BUILD=1); run on its own, build once here.
const BUILD = process.env.SKIP_BUILD ? '' : 'npx vite build --logLevel error && ';

/**
 * Journeys that run one at a time, after all the others (docs/testing.md), and why: they change
 * what every other journey sees, or they count something other journeys add to. Every other
 * journey makes its own data and runs on two workers.
 */
export const ONE_AT_A_TIME: Record<string, string> = {
  'company-settings': 'changes the company settings every document and e-mail reads',
  'email-settings': 'changes the SMTP sender every e-mail goes through',
  leads: 'counts the demo staff member’s unread notifications, which new enquiries add to',
  modules: 'switches the Leads module off for everybody',
  'project-templates': 'changes the task template of a service other journeys make projects of',
  'website-content': 'changes the home page hero and the team every public-site journey reads',
  'sales-setup': 'changes the invoice numbering and pay-bill every sales document reads',
  'scheduled-jobs': 'runs and switches the notification sweep for everybody',
};
const oneAtATime = Object.keys(ONE_AT_A_TIME).map((name) => `**/${name}.spec.ts`);

/** Where journeys live: the platform's in e2e/, a module's in plugins/<id>/e2e/ (ADR 042). */
export const JOURNEYS = ['e2e/*.spec.ts', 'plugins/*/e2e/*.spec.ts'];

const browserUse = { ...devices['Desktop Chrome'], channel: undefined };

export default defineConfig({
  // The platform's journeys in e2e/, each module's in plugins/<id>/e2e/ (ADR 042); the shared
  // helpers stay in e2e/support/. Git-ignored folders (node_modules, dist, data) are not searched.
  testDir: '.',
  testMatch: JOURNEYS,
  respectGitIgnore: true,
  // A file's tests run in order on one worker; files are spread over the workers.
  fullyParallel: false,
  // Two cores: two browsers and the server beside them.
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  // 45 s held on the machines of earlier sessions; on this session's (2026-11-29, 2–3× slower at the same page) the
  // axe journeys took 31–43 s and two timed out. A hung journey now costs 45 s more before it fails.
  timeout: 90_000,
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
  // sign-in → journeys (two workers) → one-at-a-time (one worker), which is the sign-in
  // project's teardown: Playwright starts it once every journey has finished, passed or failed (a
  // dependency would skip it when a journey fails).
  projects: [
    { name: 'sign-in', testMatch: /sign-in\.setup\.ts$/, use: browserUse, teardown: 'one-at-a-time' },
    { name: 'journeys', testIgnore: oneAtATime, dependencies: ['sign-in'], use: browserUse },
    { name: 'one-at-a-time', testMatch: oneAtATime, workers: 1, use: browserUse },
  ],
  webServer: {
    // A new database each run, and with it new keys: the saved sign-ins of the last run go too.
    command: `rm -rf '${DATA_DIR}' '${AUTH_DIR}' && ${BUILD}npm start`,
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
      // The saved sign-ins (e2e/sign-in.setup.ts) outlast the run without a token refresh, which
      // two workers sharing one refresh token could race on.
      JWT_EXP: '10800',
      SKIP_BUILD: '1',
      LOG_LEVEL: 'warn',
      // Always the embedded database, even when the shell points at PostgreSQL.
      DATABASE_URL: '',
    },
  },
});
