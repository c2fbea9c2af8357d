// Issue 12: a staff member e-mails a customer from its page (the Email
// module's record action), in the default setup (no SMTP_URL): the message is
// queued in the branded `message` template, delivered into the built-in
// mailbox, and its delivery shows on the customer's timeline.
import { expect, test } from '@playwright/test';
import { DEMO, signIn } from '../../../e2e/support/login.ts';

test('a staff member e-mails a customer’s contact from the customer page and sees it delivered on the timeline', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const subject = `Noise survey visit ${Date.now().toString(36)}`;
  await signIn(page, DEMO.staff);
  await page.goto('/dashboard/customers?q=Timau');
  await page.getByRole('link', { name: 'Timau Roses Ltd' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Timau Roses Ltd' })).toBeVisible();

  await page.getByRole('button', { name: 'Send e-mail' }).click();
  const dialog = page.getByRole('dialog', { name: 'E-mail Timau Roses Ltd' });
  // The primary contact is picked for us.
  await expect(dialog.getByRole('checkbox', { name: /Nancy Kendi/ })).toBeChecked();
  await dialog.getByLabel('Subject').fill(subject);
  await dialog
    .getByLabel('Message')
    .fill('Dear Nancy,\n\nOur team will be at the Timau farm on Monday at 9 am for the noise survey.');
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(/nancy@timauroses\.co\.ke is on its way/)).toBeVisible();

  await page.getByRole('tab', { name: 'Timeline' }).click();
  const timeline = page.getByRole('tabpanel', { name: 'Timeline' });
  await expect(
    timeline.getByText(new RegExp(`e-mailed nancy@timauroses\\.co\\.ke: ${subject}`)),
  ).toBeVisible();
  // Delivery is the mail sender's, woken by the outbox's notification: on two busy cores (two journey
  // workers, the server, two browsers) it has taken longer than 15 s (CI, stop 28), so it gets 40.
  await expect(
    timeline.getByText(`Delivered (built-in mailbox) to nancy@timauroses.co.ke: ${subject}`),
  ).toBeVisible({ timeout: 40_000 });
});
