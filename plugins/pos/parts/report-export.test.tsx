// The reports' exports (ADR 077): the Excel button of a report table downloads a workbook whose cells are
// the table's rows — the headers bold and frozen, money as numbers shown with two decimals, quantities and
// counts as numbers, days as dates, text as text (a name like a formula stays text) — and the CSV button
// writes the same rows. "Every report" is one workbook, a sheet per report.
import { renderWithKernel } from '@kernel/app/testing/render-with-kernel.tsx';
import { loadExcelJs } from '@kit/list/xlsx-export.ts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Papa from 'papaparse';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ReportBreakdowns } from './report-breakdowns.tsx';
import { reportWorkbook } from './report-export.ts';
import type { NetSalesReport } from './report-shapes.ts';
import { salesTables } from './report-tables.ts';

vi.mock('@kernel/supabase.ts', async () => ({
  supabase: (await import('@kernel/app/testing/fake-supabase.ts')).fakeSupabase.client,
}));

const ExcelJS = await loadExcelJs();

const report: NetSalesReport = {
  from: '2026-11-01',
  to: '2026-11-30',
  location: null,
  totals: { sales: 3, gross: '3639.99', refunds: 1, refunded: '386.66', total: '3253.33', tax: '448.74' },
  by_day: [
    { day: '2026-11-02', sales: 2, gross: '2480.00', refunded: '0.00', total: '2480.00' },
    { day: '2026-11-03', sales: 1, gross: '1159.99', refunded: '0.00', total: '1159.99' },
    { day: '2026-11-04', sales: 0, gross: '0', refunded: '386.66', total: '-386.66' },
  ],
  by_product: [
    {
      item_id: 'i-1',
      name: 'Ear muffs, 30 dB',
      sku: 'PPE-EAR-30',
      quantity: '2',
      amount: '2000.00',
      cost: '800.00',
      margin: '1200.00',
      refunded_quantity: '0',
      refunded_amount: '0.00',
    },
    {
      item_id: 'i-2',
      name: '=SUM(A1:A9) goggles',
      sku: null,
      quantity: '2.5',
      amount: '666.66',
      cost: '250.00',
      margin: '416.66',
      refunded_quantity: '1',
      refunded_amount: '333.33',
    },
  ],
  by_category: [],
  by_cashier: [],
  by_method: [
    { method: 'mpesa', payments: 1, gross: '1159.99', refunds: 1, refunded: '386.66', amount: '773.33' },
  ],
};

/** What the page handed to the browser to download, in order. */
let downloads: { name: string; blob: Blob }[] = [];

beforeEach(() => {
  downloads = [];
  let pending: Blob | null = null;
  Object.assign(URL, {
    createObjectURL: vi.fn((blob: Blob) => {
      pending = blob;
      return 'blob:report';
    }),
    revokeObjectURL: vi.fn(),
  });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    if (pending) downloads.push({ name: this.download, blob: pending });
    pending = null;
  });
});
afterEach(() => vi.restoreAllMocks());

const bytesOf = (blob: Blob) =>
  new Promise<ArrayBuffer>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(blob);
  });

async function opened(bytes: ArrayBuffer) {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(bytes);
  return book;
}

describe('the reports’ Excel and CSV exports', () => {
  it('a manager exporting "By product" to Excel gets a workbook whose cells equal the table’s rows', async () => {
    const user = userEvent.setup();
    renderWithKernel(<ReportBreakdowns report={report} period="2026-11-01 2026-11-30" />);
    await user.click(await screen.findByRole('button', { name: 'Export Excel: by product' }));
    await waitFor(() => expect(downloads).toHaveLength(1));
    const [file] = downloads;
    expect(file?.name).toMatch(/^pos-sales-by-product-2026-11-01-2026-11-30-\d{4}-\d{2}-\d{2}\.xlsx$/);
    const book = await opened(await bytesOf(file?.blob as Blob));
    const sheet = book.getWorksheet('By product');
    if (!sheet) throw new Error('no sheet named By product');
    const table = salesTables(report, '').byProduct;
    expect(sheet.getRow(1).values).toEqual([undefined, ...table.columns.map((c) => c.header)]);
    expect(sheet.getRow(1).font?.bold).toBe(true);
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(sheet.rowCount).toBe(1 + report.by_product.length);
    // Each cell is its row's value: text as text, numbers as the number the database's text spells.
    report.by_product.forEach((p, i) => {
      const row = sheet.getRow(i + 2);
      expect(row.values).toEqual([
        undefined,
        p.name,
        p.sku ?? undefined,
        Number(p.quantity),
        Number(p.refunded_quantity),
        Number(p.amount),
        Number(p.refunded_amount),
        Number(p.cost),
        Number(p.margin),
      ]);
    });
    const second = sheet.getRow(3);
    expect(second.getCell(1).type).toBe(ExcelJS.ValueType.String);
    expect(second.getCell(1).value).toBe('=SUM(A1:A9) goggles');
    expect(second.getCell(3).value).toBe(2.5);
    expect(second.getCell(5).type).toBe(ExcelJS.ValueType.Number);
    expect(second.getCell(5).numFmt).toBe('#,##0.00');
    expect(second.getCell(3).numFmt).toBe('#,##0.###');
  });

  it('writes the CSV from the same rows, a refunds-only day’s negative net as a number', async () => {
    const user = userEvent.setup();
    renderWithKernel(<ReportBreakdowns report={report} period="2026-11-01 2026-11-30" />);
    await user.click(await screen.findByRole('button', { name: 'Export CSV: by day' }));
    await user.click(await screen.findByRole('button', { name: 'Export Excel: by day' }));
    await waitFor(() => expect(downloads).toHaveLength(2));
    const csv = await downloads[0]?.blob.text();
    const parsed = Papa.parse<string[]>(csv.replace(/^\uFEFF/, ''), { skipEmptyLines: true }).data;
    expect(parsed).toEqual([
      ['Day', 'Sales', 'Sold with VAT', 'Refunded', 'Net with VAT'],
      ['2026-11-02', '2', '2480', '0', '2480'],
      ['2026-11-03', '1', '1159.99', '0', '1159.99'],
      ['2026-11-04', '0', '0', '386.66', '-386.66'],
    ]);
    const sheet = (await opened(await bytesOf(downloads[1]?.blob as Blob))).getWorksheet('By day');
    if (!sheet) throw new Error('no sheet named By day');
    // The workbook's cells, read back as the CSV's text: the same rows.
    const cells = [2, 3, 4].map((r) =>
      [1, 2, 3, 4, 5].map((c) => {
        const v = sheet.getRow(r).getCell(c).value;
        return v instanceof Date ? v.toISOString().slice(0, 10) : String(v);
      }),
    );
    expect(cells).toEqual(parsed.slice(1));
    expect(sheet.getRow(4).getCell(1).type).toBe(ExcelJS.ValueType.Date);
    expect(sheet.getRow(4).getCell(5).value).toBe(-386.66);
  });

  it('puts every report in one workbook, a sheet each, even the empty ones', async () => {
    const t = salesTables(report, 'november');
    const book = await opened(
      await reportWorkbook([t.byDay, t.byProduct, t.byCategory, t.byCashier, t.byMethod], 'Sales reports'),
    );
    expect(book.worksheets.map((s) => s.name)).toEqual([
      'By day',
      'By product',
      'By category',
      'By cashier',
      'By payment method',
    ]);
    expect(book.getWorksheet('By category')?.rowCount).toBe(1);
    expect(book.getWorksheet('By payment method')?.getRow(2).values).toEqual([
      undefined,
      'M-Pesa',
      1,
      1159.99,
      1,
      386.66,
      773.33,
    ]);
  });
});
