import { expect, test } from '@playwright/test';
import { seriousViolations } from '../../../e2e/support/axe.ts';
import { DEMO, signIn } from '../../../e2e/support/login.ts';
import { loadExcelJs } from '../../../kit/list/xlsx-export.ts';

// Issue 25, ADR 077: a manager reads the shop's till sales of the last 30 days net of refunds — each report a
// chart and a table — picks the shop (kept in the URL over a reload), sees the slow movers, and downloads a
// report and then every report as Excel workbooks whose sheets are the tables. The page passes axe.

test('a manager reads the shop’s reports net of refunds, its slow movers, and downloads them as Excel', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signIn(page, DEMO.admin);
  await page.goto('/dashboard/pos/reports');
  await page.getByLabel('Location').selectOption({ label: 'Shop' });
  await expect(page).toHaveURL(/location=[0-9a-f-]{36}/);
  await page.reload();
  await expect(page.getByLabel('Location')).toHaveValue(/[0-9a-f-]{36}/);

  const section = (name: string) =>
    page.locator('section', { has: page.getByRole('heading', { name, exact: true }) });
  await expect(section('By day')).toContainText('Net with VAT');
  await expect(section('By day').locator('figure')).toHaveAttribute('aria-label', /^Net sales per day/);
  await expect(section('By product').locator('tbody tr').first()).toBeVisible();
  const slow = section('Slow movers');
  await expect(slow).toContainText(/stocked products on hand/);
  await expect(slow.locator('tbody tr').first()).toBeVisible();
  await expect(slow.getByRole('navigation', { name: 'Slow movers pages' })).toBeVisible();

  const ExcelJS = await loadExcelJs();
  const open = async (path: string) => {
    const book = new ExcelJS.Workbook();
    await book.xlsx.readFile(path);
    return book;
  };
  const one = page.waitForEvent('download');
  await section('By day').getByRole('button', { name: 'Export Excel: by day' }).click();
  const byDay = await one;
  expect(byDay.suggestedFilename()).toMatch(/^pos-sales-by-day-.*-shop-\d{4}-\d{2}-\d{2}\.xlsx$/);
  const dayBook = await open(await byDay.path());
  expect(dayBook.worksheets.map((s) => s.name)).toEqual(['By day']);
  expect(dayBook.worksheets[0]?.getRow(1).values).toEqual([
    undefined,
    'Day',
    'Sales',
    'Sold with VAT',
    'Refunded',
    'Net with VAT',
  ]);
  const rows = await section('By day').locator('tbody tr').count();
  expect(dayBook.worksheets[0]?.rowCount).toBe(rows + 1);

  const all = page.waitForEvent('download');
  await page
    .getByRole('button', { name: 'Export Excel: every report of the period, one sheet each' })
    .click();
  const everyBook = await open(await (await all).path());
  expect(everyBook.worksheets.map((s) => s.name)).toEqual([
    'By day',
    'By product',
    'By category',
    'By cashier',
    'By payment method',
    'Slow movers',
  ]);

  expect(await seriousViolations(page, 'the reports', { exclude: '[data-sonner-toaster]' })).toEqual([]);
});
