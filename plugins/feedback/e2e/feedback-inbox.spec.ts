import { expect, test } from '@playwright/test';
import { DEMO, signIn } from '../../../e2e/support/login.ts';

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
  await expect(panel.getByText('achieng.odhiambo@example.test')).toBeVisible();
  await panel.getByLabel('Status').selectOption({ label: 'Resolved' });
  await expect(page.getByText('Marked resolved')).toBeVisible();
  await panel.getByRole('button', { name: 'Close' }).click();
  await expect(row.getByText('Resolved', { exact: true })).toBeVisible();
});
