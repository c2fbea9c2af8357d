import { expect, test } from '@playwright/test';
import { anonKey } from '../../../e2e/support/api.ts';
import { DEMO, signIn } from '../../../e2e/support/login.ts';
import { choosePickerOption } from '../../../e2e/support/picker.ts';

// Issue 26's inbox journey: a visitor sends feedback from the site's /feedback page → it arrives in
// the staff member's inbox live, new → they open it, take it on and resolve it.
test('a visitor’s feedback arrives in the inbox live and is resolved', async ({ page, browser }) => {
  test.setTimeout(60_000);
  const message = `The noise survey report ${Date.now()} was clear and on time.`;
  await signIn(page, DEMO.staff);
  await page.goto('/dashboard/feedback');
  await expect(page.getByRole('heading', { name: 'Feedback', level: 1 })).toBeVisible();

  const visitor = await browser.newPage();
  await visitor.goto('/feedback');
  const form = visitor.getByRole('form', { name: 'Tell us how we did' });
  await form.getByRole('radio', { name: 'Excellent' }).check();
  await form.getByLabel('What is it about?').selectOption({ label: 'An audit' });
  await form.getByLabel('Comments').fill(message);
  await form.getByLabel('Your name').fill('Achieng Odhiambo');
  await form.getByLabel('Email').fill('achieng.odhiambo@example.test');
  await form.getByLabel('You may contact me about this feedback').check();
  await form.getByRole('button', { name: 'Send feedback' }).click();
  await expect(visitor.getByRole('status').filter({ hasText: 'Thank you for your feedback' })).toBeVisible();
  await visitor.close();

  // Live, without a reload.
  const row = page.getByRole('row').filter({ hasText: message });
  await expect(row).toBeVisible();
  await expect(row.getByText('New', { exact: true })).toBeVisible();
  await row.getByText(message).click();
  const panel = page.getByRole('dialog', { name: 'Feedback from Achieng Odhiambo' });
  await expect(panel.getByRole('link', { name: 'achieng.odhiambo@example.test' })).toBeVisible();
  await panel.getByLabel('Status').selectOption({ label: 'Resolved' });
  await expect(page.getByText('Marked resolved')).toBeVisible();
  await panel.getByRole('button', { name: 'Close' }).click();
  await expect(row.getByText('Resolved', { exact: true })).toBeVisible();
});

// Issue 26's rest (ADR 074): the staff member links the item to the customer it is from and replies to
// the sender by e-mail; the reply goes through the outbox into the built-in mailbox (no SMTP_URL) and
// the panel follows its delivery. The item is taken in progress by the reply.
test('staff reply to the sender by e-mail and link the feedback to its customer', async ({ page }) => {
  test.setTimeout(90_000);
  const message = `The Timau noise survey ${Date.now()} took longer than planned.`;
  const sent = await page.request.post('/rest/v1/rpc/submit_feedback', {
    headers: { apikey: await anonKey(page.request), 'content-type': 'application/json' },
    data: {
      p_message: message,
      p_name: 'Nancy Kendi',
      p_organisation: 'Timau Roses Ltd',
      p_email: 'nancy.feedback@example.test',
      p_consent: true,
    },
  });
  expect(sent.ok()).toBe(true);

  await signIn(page, DEMO.staff);
  await page.goto('/dashboard/feedback');
  await page.getByRole('row').filter({ hasText: message }).getByText(message).click();
  const panel = page.getByRole('dialog', { name: 'Feedback from Nancy Kendi' });

  await choosePickerOption(panel, 'Customer', 'Timau Roses Ltd');
  await expect(page.getByText('Linked to the customer')).toBeVisible();
  await expect(panel.getByRole('link', { name: 'Open Timau Roses Ltd' })).toHaveAttribute(
    'href',
    /\/dashboard\/customers\/[0-9a-f-]{36}$/,
  );

  const form = panel.getByRole('form', { name: 'Reply by e-mail' });
  await expect(form.getByLabel('Subject')).toHaveValue(/^Re: your feedback to /);
  await form.getByLabel('Reply').fill('Dear Nancy,\n\nThank you; we will plan two days next time.\n\nAmina');
  await form.getByRole('button', { name: 'Send reply' }).click();
  await expect(page.getByText('Reply queued to nancy.feedback@example.test')).toBeVisible();
  await expect(panel.getByLabel('Status')).toHaveValue('in_progress');
  const reply = panel.getByRole('listitem').filter({ hasText: 'we will plan two days next time' });
  await expect(reply).toBeVisible();
  // Delivery is the mail sender's (see plugins/email/e2e/email-compose.spec.ts for the 40 s).
  await expect(reply.getByText('Sent', { exact: true })).toBeVisible({ timeout: 40_000 });
});
