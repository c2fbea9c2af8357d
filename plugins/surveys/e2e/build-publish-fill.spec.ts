import { expect, type Page, test } from '@playwright/test';
import { seriousViolations } from '../../../e2e/support/axe.ts';
import { DEMO, signIn } from '../../../e2e/support/login.ts';

// Issue 26's journey: a staff member builds a survey with sections, a required question and an
// NPS question (moving one with a button and back with the keyboard), publishes it → a visitor
// fills it in on a phone, is stopped by a missing answer, reloads half-way without losing
// anything and sends it → the results show the response and the NPS; the feedback module's fill
// address opens the same form signed out; a closed survey says so.
async function expectNoSeriousViolations(page: Page, label: string) {
  // Toasts come and go (and are the kit's): the page itself is checked.
  expect(await seriousViolations(page, label, { exclude: '[data-sonner-toaster]' })).toEqual([]);
}

test('a survey built and published is filled on a phone, shows in the results, and refuses once closed', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const title = `Site induction feedback ${Date.now()}`;
  await signIn(page, DEMO.staff);
  await page.goto('/dashboard/surveys');
  await page.getByRole('button', { name: 'New survey' }).click();
  await expect(page.getByRole('heading', { name: 'Edit survey' })).toBeVisible();
  await page.getByLabel('Survey title').fill(title);

  const add = async (kind: string) => {
    await page.getByLabel('New question type').selectOption({ label: kind });
    await page.getByRole('button', { name: 'Add question' }).click();
  };
  await add('Section break');
  await page.getByLabel('Section 1 title').fill('About your site');
  await add('Short text');
  await page.getByLabel('Question 2', { exact: true }).fill('Which site were you at?');
  await page.getByRole('region', { name: 'Question 2 · Short text' }).getByLabel('Required').check();
  await add('NPS (0–10)');
  await page.getByLabel('Question 3', { exact: true }).fill('How likely are you to recommend us?');
  await page.getByRole('region', { name: 'Question 3 · NPS (0–10)' }).getByLabel('Required').check();
  await add('Section break');
  await page.getByLabel('Section 4 title').fill('Recommending us');
  // The NPS question goes after the new section: once with the button, and back and forth by keyboard.
  await page.getByRole('button', { name: 'Move question 4 (Recommending us) up' }).click();
  await expect(page.getByLabel('Section 3 title')).toHaveValue('Recommending us');
  await page.getByLabel('Section 3 title').press('Alt+ArrowDown');
  await expect(page.getByLabel('Section 4 title')).toHaveValue('Recommending us');
  await page.getByLabel('Section 4 title').press('Alt+ArrowUp');
  await expect(page.getByLabel('Question 4', { exact: true })).toHaveValue(
    'How likely are you to recommend us?',
  );

  // The preview shows the first page as respondents will.
  const preview = page.getByRole('complementary', { name: 'Preview on a phone' });
  await expect(preview.getByRole('heading', { name: 'About your site' })).toBeVisible();
  await expectNoSeriousViolations(page, 'the builder');
  await expect(page.getByRole('status').filter({ hasText: 'All changes saved' })).toBeVisible();
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByText('Published as version 1')).toBeVisible();
  const link = (await page.getByRole('link', { name: /\/surveys\// }).textContent()) ?? '';
  const path = new URL(link).pathname;
  const id = path.split('/')[2] ?? '';

  // A visitor on a phone, signed out.
  const phone = await browser.newContext({
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    isMobile: true,
  });
  const visitor = await phone.newPage();
  await visitor.goto(`/dashboard/feedback/surveys/${id}/fill`);
  await expect(visitor).toHaveURL(new RegExp(`/surveys/${id}$`));
  await expect(visitor.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(visitor.getByRole('progressbar', { name: 'Progress' })).toHaveAttribute(
    'aria-valuetext',
    'Page 1 of 2',
  );
  await visitor.getByRole('button', { name: 'Next' }).click();
  await expect(visitor.getByText('Answer “Which site were you at?”: it is required').first()).toBeVisible();
  await expect(visitor.getByLabel(/Which site were you at\?/)).toBeFocused();
  await expectNoSeriousViolations(visitor, 'the fill page with an error');
  await visitor.getByLabel(/Which site were you at\?/).fill('Thika packhouse');
  await visitor.getByRole('button', { name: 'Next' }).click();
  await expect(visitor.getByRole('heading', { name: 'Recommending us' })).toBeVisible();
  // The scores are big tap targets (labels) around visually hidden radios: tap the label.
  const nine = visitor.getByRole('radio', { name: '9', exact: true });
  await visitor.locator('label').filter({ has: nine }).tap();
  await expect(nine).toBeChecked();

  // A reload half-way loses nothing: the page, the answers.
  await visitor.reload();
  await expect(visitor.getByRole('heading', { name: 'Recommending us' })).toBeVisible();
  await expect(nine).toBeChecked();
  await visitor.getByRole('button', { name: 'Back' }).click();
  await expect(visitor.getByLabel(/Which site were you at\?/)).toHaveValue('Thika packhouse');
  await visitor.getByRole('button', { name: 'Next' }).click();
  await visitor.getByRole('button', { name: 'Send answers' }).dblclick();
  await expect(visitor.getByRole('status').filter({ hasText: 'Thank you' })).toBeVisible();

  // The results: one response (the double click sent one), an NPS of 100.
  await page.getByRole('link', { name: 'Results' }).click();
  await expect(page.getByRole('heading', { name: `Results: ${title}` })).toBeVisible();
  await expect(page.getByText('1 response', { exact: true })).toBeVisible();
  const nps = page.getByRole('listitem').filter({ hasText: 'How likely are you to recommend us?' });
  await expect(nps.getByText('100', { exact: true })).toBeVisible();
  await expect(nps.getByText('1 · 100%')).toBeVisible();
  // The fill page reported how far the visit got (ADR 066): one visit, through to the end.
  await expect(page.getByText(/1 visit started · 1 sent · 100% completed/)).toBeVisible();
  // The text answer's most frequent words (ADR 071), and the Excel workbook (exceljs loaded on the click).
  await expect(
    page.getByRole('table', { name: 'Most frequent words in answers to Which site were you at?' }),
  ).toContainText('packhouse');
  const [workbook] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export Excel' }).click(),
  ]);
  expect(workbook.suggestedFilename()).toMatch(/^site-induction-feedback-\d+-responses\.xlsx$/);
  await expectNoSeriousViolations(page, 'the results');

  // A date range after today has no responses; all dates again shows it.
  const tomorrow = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
  await page.getByLabel('From').fill(tomorrow);
  await expect(page.getByText('No responses in these dates')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`from=${tomorrow}`));
  await page.getByRole('button', { name: 'All dates' }).click();
  await expect(page.getByText('1 response', { exact: true })).toBeVisible();

  // The response itself, with its answers.
  await page
    .getByRole('region', { name: 'Individual responses' })
    .getByRole('row')
    .filter({ hasText: 'Anonymous' })
    .click();
  const response = page.getByRole('dialog', { name: /^Response of / });
  await expect(response.getByText('Thika packhouse')).toBeVisible();
  await response.getByRole('button', { name: 'Close' }).click();

  // Closed: the visitor's next visit is told so.
  await page.getByRole('link', { name: 'Edit' }).click();
  await page.getByRole('button', { name: 'Close survey' }).click();
  await expect(page.getByText('The survey is closed')).toBeVisible();
  const later = await phone.newPage();
  await later.goto(path);
  await expect(later.getByRole('heading', { name: 'This survey is closed' })).toBeVisible();
  await phone.close();
});
