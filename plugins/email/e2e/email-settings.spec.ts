// Settings → Email end to end: a superadmin tries an SMTP server (an in-process
// smtp-server with AUTH) with a wrong and then the right password, sees each
// answer, saves the sender, and never sees the password again. Nothing SMTP is
// saved: the other journeys rely on the built-in mailbox.
import { expect, type Page, test } from '@playwright/test';
import { SMTPServer } from 'smtp-server';
import { seriousViolations } from '../../../e2e/support/axe.ts';
import { DEMO, signIn } from '../../../e2e/support/login.ts';

const PASSWORD = 'Relay-Passw0rd-For-E2e';
let smtp: SMTPServer;
let port = 0;
const received: string[] = [];

async function expectNoSeriousViolations(page: Page, label: string) {
  expect(await seriousViolations(page, label)).toEqual([]);
}

test.beforeAll(async () => {
  smtp = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    logger: false,
    onAuth(auth, _s, cb) {
      if (auth.username === 'relay' && auth.password === PASSWORD) return cb(null, { user: 'relay' });
      return cb(Object.assign(new Error('5.7.8 Authentication credentials invalid'), { responseCode: 535 }));
    },
    onData(stream, _s, cb) {
      let raw = '';
      stream.on('data', (c: Buffer) => {
        raw += c.toString('utf8');
      });
      stream.on('end', () => {
        received.push(raw);
        cb();
      });
    },
  });
  await new Promise<void>((r) => smtp.listen(0, '127.0.0.1', () => r()));
  port = (smtp.server.address() as { port: number }).port;
});

test.afterAll(async () => {
  await new Promise<void>((r) => smtp.close(() => r()));
});

test('a superadmin tries an SMTP server, sees its answers, and saves the sender', async ({ page }) => {
  await signIn(page, DEMO.superadmin);
  await page.goto('/dashboard/settings?tab=email');
  const name = page.getByLabel('Sender name');
  await expect(name).toBeEditable();
  const original = await name.inputValue();
  await expectNoSeriousViolations(page, 'Settings → Email');
  try {
    await page.getByLabel('SMTP server').fill('127.0.0.1');
    await page.getByLabel('Port').fill(String(port));
    await page.getByLabel('Connection security').selectOption('none');
    await page.getByLabel('User name').fill('relay');
    await page.getByLabel('Password', { exact: true }).fill('not-the-password');
    await page.getByLabel('Send it to').fill('inbox@example.test');
    await page.getByRole('button', { name: 'Send a test e-mail' }).click();
    await expect(page.getByText(/not sent \(the server answered 535\)/)).toBeVisible();
    await expect(page.getByText('The server refused the user name or password.')).toBeVisible();
    await expectNoSeriousViolations(page, 'Settings → Email with a refused test e-mail');

    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Send a test e-mail' }).click();
    await expect(page.getByText('The SMTP server accepted the test e-mail')).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: /250 / })).toBeVisible();
    expect(received).toHaveLength(1);
    expect(received[0]).toContain('Safeworks test e-mail');

    // Only the sender is saved (the other journeys deliver to the built-in mailbox).
    await page.getByLabel('SMTP server').fill('');
    await page.getByLabel('Port').fill('587');
    await page.getByLabel('Connection security').selectOption('starttls');
    await page.getByLabel('User name').fill('');
    await page.getByLabel('Password', { exact: true }).fill('');
    await name.fill('Safeworks Journeys');
    await page.getByRole('button', { name: 'Save e-mail settings' }).click();
    await expect(page.getByText('E-mail settings saved')).toBeVisible();
    await page.reload();
    await expect(name).toHaveValue('Safeworks Journeys');
    await expect(page.getByLabel('SMTP server')).toHaveValue('');
    expect(await page.content()).not.toContain(PASSWORD);

    // Settings → Activity says who changed what.
    await page.goto('/dashboard/settings?tab=activity');
    await expect(page.getByText(/changed the e-mail settings \(sender name\)/).first()).toBeVisible();
  } finally {
    await page.goto('/dashboard/settings?tab=email');
    await name.fill(original);
    await page.getByRole('button', { name: 'Save e-mail settings' }).click();
    await expect(page.getByText('E-mail settings saved').first()).toBeVisible();
  }
});

test('an admin cannot open Settings → Email', async ({ page }) => {
  await signIn(page, DEMO.admin);
  await page.goto('/dashboard/settings?tab=email');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByLabel('SMTP server')).toHaveCount(0);
});
