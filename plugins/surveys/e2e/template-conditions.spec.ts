import { expect, test } from '@playwright/test';
import { DEMO, signIn } from '../../../e2e/support/login.ts';

// Issue 26, ADR 060: a staff member starts the noise-exposure questionnaire from its template,
// adds a question shown only when the work area is noisy, and publishes → a visitor on a phone
// sees the follow-up questions appear and go as they answer, reloads half-way without losing
// anything, sends → the results count the response, chart the choices, and the question the
// visitor's answers hid has no answer.
test('a survey from a template with conditions is filled on a phone: questions show and hide as answers change', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await signIn(page, DEMO.staff);
  await page.goto('/dashboard/surveys');
  await page.getByRole('button', { name: 'New from template' }).click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /^Noise-exposure questionnaire/ })
    .click();
  await expect(page.getByRole('heading', { name: 'Edit survey' })).toBeVisible();
  const title = `Noise survey ${Date.now()}`;
  await page.getByLabel('Survey title').fill(title);
  await expect(page.getByLabel('Question 2', { exact: true })).toHaveValue(/so noisy/);

  // A question of our own, shown only if the work area is noisy.
  await page.getByLabel('New question type').selectOption({ label: 'Short text' });
  await page.getByRole('button', { name: 'Add question' }).click();
  await page.getByLabel('Question 8', { exact: true }).fill('Which machine is the loudest?');
  await page.getByRole('button', { name: 'Add a condition to question 8' }).click();
  const subject = page.getByLabel('Condition of question 8: question');
  const noisyOption = await subject.locator('option', { hasText: /^2\. Is your work area/ }).textContent();
  await subject.selectOption({ label: noisyOption ?? '' });
  await expect(page.getByLabel('Condition of question 8: value')).toHaveValue('Yes');
  await expect(page.getByRole('status').filter({ hasText: 'All changes saved' })).toBeVisible();
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByText('Published as version 1')).toBeVisible();
  const link = (await page.getByRole('link', { name: /\/surveys\// }).textContent()) ?? '';
  const path = new URL(link).pathname;

  const phone = await browser.newContext({
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    isMobile: true,
  });
  const visitor = await phone.newPage();
  await visitor.goto(path);
  await expect(visitor.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const hours = visitor.getByLabel(/How many hours a day/);
  const loudest = visitor.getByLabel(/Which machine is the loudest\?/);
  await expect(hours).toHaveCount(0);
  await expect(loudest).toHaveCount(0);
  await visitor.getByLabel(/Your job title/).fill('Press operator');
  const noisy = visitor.getByRole('group', { name: /so noisy/ });
  await noisy.getByRole('radio', { name: 'Yes' }).check();
  await expect(hours).toBeVisible();
  await expect(loudest).toBeVisible();
  await hours.fill('6');
  await loudest.fill('The stamping press');
  const protection = visitor.getByRole('group', { name: /hearing protection/ });
  await protection.getByRole('radio', { name: 'Never' }).check();
  const whyNot = visitor.getByRole('group', { name: /Why not always\?/ });
  await expect(whyNot).toBeVisible();
  await whyNot.getByRole('checkbox', { name: 'Uncomfortable' }).check();

  // A reload half-way loses nothing, the shown questions included.
  await visitor.reload();
  await expect(hours).toHaveValue('6');
  await expect(whyNot.getByRole('checkbox', { name: 'Uncomfortable' })).toBeChecked();
  // Always protected: "Why not always?" goes, and its answer is not sent.
  await protection.getByRole('radio', { name: 'Always' }).check();
  await expect(whyNot).toHaveCount(0);
  await visitor.getByLabel('Your e-mail address').fill('press.operator@example.co.ke');
  await visitor.getByRole('button', { name: 'Send answers' }).click();
  await expect(visitor.getByRole('status').filter({ hasText: 'Thank you' })).toBeVisible();
  await phone.close();

  await page.getByRole('link', { name: 'Results' }).click();
  await expect(page.getByRole('heading', { name: `Results: ${title}` })).toBeVisible();
  await expect(page.getByText('1 response', { exact: true })).toBeVisible();
  const protectionCard = page.getByRole('listitem').filter({ hasText: 'Do you wear hearing protection' });
  await expect(protectionCard.locator('[data-chart="choices"] svg').first()).toBeVisible();
  await expect(protectionCard.getByRole('table')).toContainText('Always');
  const whyCard = page.getByRole('listitem').filter({ hasText: 'Why not always?' });
  await expect(whyCard.getByText(/0 answers/)).toBeVisible();
  await expect(page.locator('[data-chart="over-time"] svg').first()).toBeVisible();
});
