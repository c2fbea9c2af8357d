// The sign-in setup project (playwright.config.ts): each demo staff role signs
// in once per run through the login form, and the browser's state is saved for
// signIn() (e2e/support/login.ts) to reuse in every journey.
import fs from 'node:fs';
import { test as setup } from '@playwright/test';
import { AUTH_DIR, DEMO, STORED_ROLES, signInWithForm, storedStatePath } from './support/login.ts';

for (const role of STORED_ROLES) {
  setup(`the demo ${role} signs in once for the journeys`, async ({ browser }) => {
    fs.mkdirSync(AUTH_DIR, { recursive: true });
    const context = await browser.newContext();
    const page = await context.newPage();
    await signInWithForm(page, DEMO[role]);
    await context.storageState({ path: storedStatePath(DEMO[role]) });
    await context.close();
  });
}
