import { test } from '@playwright/test';
import { DEMO, signIn } from '../support/login.ts';

for (const [name, viewport] of [
  ['desktop', { width: 1280, height: 800 }],
  ['phone', { width: 390, height: 844 }],
] as const) {
  test(`shots ${name}`, async ({ browser }) => {
    const ctx = await browser.newContext({ viewport });
    const page = await ctx.newPage();
    await page.goto('/');
    await page.waitForTimeout(800);
    await page.screenshot({ path: `/tmp/shots/${name}-home.png` });
    await page.goto('/login');
    await page.waitForTimeout(500);
    await page.screenshot({ path: `/tmp/shots/${name}-login.png` });
    await signIn(page, DEMO.superadmin);
    await page.waitForTimeout(500);
    await page.screenshot({ path: `/tmp/shots/${name}-dashboard.png` });
    await page.goto('/dashboard/users');
    await page.waitForTimeout(1000);
    await page.screenshot({ path: `/tmp/shots/${name}-users.png` });
    await page.goto('/dashboard/settings');
    await page.waitForTimeout(1000);
    await page.screenshot({ path: `/tmp/shots/${name}-settings.png` });
    await page.goto('/dashboard/leads');
    await page.waitForTimeout(800);
    await page.screenshot({ path: `/tmp/shots/${name}-leads.png` });
    await ctx.close();
  });
}
