// "Forgot password" end to end in the default setup (no SMTP_URL): the reset
// e-mail lands in the built-in mailbox (ADR 016), the superadmin reads it, the
// link opens /reset-password, and the new password signs the member in.
import { expect, test } from '@playwright/test';
import { anonKey, apiSignIn, createJourneyStaff } from './support/api.ts';
import { DEMO, signIn, submitLogin } from './support/login.ts';

interface MailboxRow {
  subject: string;
  to_addresses: string[];
  text_body: string;
}

test('a staff member resets a forgotten password through the e-mail the built-in mailbox received', async ({
  page,
  browser,
  request,
}) => {
  const chosen = 'Wanjiru-New-Passphrase-4';
  const { email } = await createJourneyStaff(request, {
    prefix: 'forgot',
    fullName: 'Wanjiru Forgetful',
    password: 'Forgotten-Long-Ago-2026',
  });

  // The member asks for a link from the sign-in page.
  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  // The page is loaded on demand: until its heading shows, "Email" is still the sign-in form's field.
  await expect(page.getByRole('heading', { name: 'Forgot password', level: 1 })).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('status')).toContainText('a link to choose a new password is on its way');

  // The superadmin finds it in the built-in mailbox (the server delivers within a moment of the request).
  const superadmin = await apiSignIn(request, DEMO.superadmin);
  let message: MailboxRow | undefined;
  await expect
    .poll(
      async () => {
        const res = await request.get(
          `/rest/v1/email_mailbox?select=subject,to_addresses,text_body&to_addresses=cs.{${encodeURIComponent(email)}}&order=delivered_at.desc&limit=1`,
          { headers: superadmin.headers },
        );
        expect(res.status()).toBe(200);
        message = ((await res.json()) as MailboxRow[])[0];
        return message?.subject;
      },
      { timeout: 20_000 },
    )
    // The branded template (ADR 017): "Reset your <company name> password".
    .toMatch(/^Reset your .*password$/);
  const subject = message?.subject ?? '';
  // Nobody else reads the mailbox: the member's own session sees nothing there.
  const member = await apiSignIn(request, email, 'Forgotten-Long-Ago-2026');
  const theirs = await request.get('/rest/v1/email_mailbox?select=subject', { headers: member.headers });
  expect(await theirs.json()).toEqual([]);

  // … and in the app: Email → Mailbox, the message opened, its text read.
  const desk = await browser.newPage();
  await signIn(desk, DEMO.superadmin);
  await desk.goto('/dashboard/email');
  await desk.getByRole('navigation', { name: 'Email' }).getByRole('link', { name: 'Mailbox' }).click();
  await expect(desk).toHaveURL(/\/dashboard\/email\/mailbox/);
  await desk.getByRole('row').filter({ hasText: email }).getByText(subject).click();
  const opened = desk.getByRole('dialog', { name: subject });
  await expect(opened).toContainText(`To ${email}`);
  const shown = (await opened.locator('pre').textContent()) ?? '';
  expect(shown).toBe(message?.text_body);
  await desk.close();

  const link = /https?:\/\/\S+\/auth\/v1\/verify\?\S+/.exec(shown)?.[0];
  expect(link, 'the e-mail carries the reset link').toBeTruthy();
  expect(message?.text_body).not.toContain('{{link}}');

  // The link opens the page to choose a new password.
  await page.goto(link as string);
  await expect(page).toHaveURL(/\/reset-password/);
  await page.getByLabel('New password', { exact: true }).fill(chosen);
  await page.getByLabel('Repeat the new password').fill(chosen);
  await page.getByRole('button', { name: 'Save password' }).click();
  await expect(page.getByRole('heading', { name: 'Your password is changed' })).toBeVisible();

  // The new password signs in; the old one no longer does.
  const apikey = await anonKey(request);
  const old = await request.post('/auth/v1/token?grant_type=password', {
    headers: { apikey, 'content-type': 'application/json' },
    data: { email, password: 'Forgotten-Long-Ago-2026' },
  });
  expect(old.status()).toBe(400);
  const fresh = await browser.newPage();
  await fresh.goto('/login');
  await submitLogin(fresh, email, chosen);
  await expect(fresh).toHaveURL(/\/dashboard$/);
  await fresh.close();
});
