// Issue 12: a visitor who sends the public enquiry form is acknowledged by
// e-mail with the reference number. In the default setup (no SMTP_URL) the
// message lands in the built-in mailbox (ADR 016), where a superadmin reads it:
// the branded template (ADR 017) with the reference, in text and in HTML, and
// nothing the visitor typed (issue 20, ADR 034: anyone can type any address).
import { expect, test } from '@playwright/test';
import { DEMO, signIn } from '../../../e2e/support/login.ts';

test('a visitor’s enquiry produces the acknowledgement with the reference, read in Email → Mailbox', async ({
  page,
  browser,
}) => {
  test.setTimeout(60_000);
  const email = `ack.${Date.now()}@lakeviewmillers.co.ke`;

  const visitor = await browser.newPage();
  await visitor.goto('/contact');
  const form = visitor.getByRole('form', { name: 'Send an enquiry' });
  await form.getByLabel('Full name').fill('Otieno Odhiambo');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('How can we help?').fill('A fire safety audit for our Kisumu mill, please.');
  // The database takes a form token only once it is 3 s old (ADR 034), measured on the server: the
  // form itself waits out the rest after the click, so no clock is moved and nothing waits here.
  await form.getByRole('button', { name: 'Send enquiry' }).click();
  const thanks = visitor.getByRole('status').filter({ hasText: 'Your reference number is' });
  await expect(thanks).toBeVisible();
  const reference = /ENQ-\d{4}-\d{6}/.exec((await thanks.textContent()) ?? '')?.[0];
  expect(reference).toBeTruthy();
  await visitor.close();

  // The superadmin opens Email → Mailbox; the server delivers within a moment of the enquiry.
  await signIn(page, DEMO.superadmin);
  await page.goto('/dashboard/email');
  await page.getByRole('navigation', { name: 'Email' }).getByRole('link', { name: 'Mailbox' }).click();
  await expect(page).toHaveURL(/\/dashboard\/email\/mailbox/);
  const subject = `We have received your enquiry ${reference}`;
  const row = page.getByRole('row').filter({ hasText: email });
  await expect(async () => {
    await page.reload();
    await expect(row.getByText(subject)).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await row.getByText(subject).click();

  const opened = page.getByRole('dialog', { name: subject });
  await expect(opened).toContainText(`To ${email}`);
  const text = (await opened.locator('pre').textContent()) ?? '';
  expect(text).toContain('Hello,');
  expect(text).toContain(`Your reference number is ${reference}.`);
  // Neither the name nor the message the visitor typed is quoted back.
  expect(text).not.toContain('Otieno');
  expect(text).not.toContain('Kisumu mill');
  // The HTML part, in its sandboxed frame, carries the reference too.
  await opened.getByRole('tab', { name: 'HTML preview' }).click();
  const frame = opened.frameLocator('iframe[sandbox=""]');
  await expect(frame.getByText(reference as string).first()).toBeVisible();
});
