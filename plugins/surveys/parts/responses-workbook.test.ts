// The Excel export's workbook, built from survey_responses_table's document and opened again with exceljs:
// the question titles as a bold frozen header, numbers as numbers, dates as dates, formula-like text as text.

import { loadExcelJs } from '@kit/list/xlsx-export.ts';
import { describe, expect, it } from 'vitest';
import type { ResponsesTable } from '../analytics-shapes.ts';
import { cellValue, responsesWorkbook, wallClockDate } from './responses-workbook.ts';

const ExcelJSModule = await loadExcelJs();

const table: ResponsesTable = {
  columns: [
    { key: 'submitted', title: 'Submitted', kind: 'datetime' },
    { key: 'version', title: 'Version', kind: 'number' },
    { key: 'email', title: 'E-mail', kind: 'text' },
    { key: 'k1', title: 'Site name', kind: 'text' },
    { key: 'k2', title: 'Overall rating', kind: 'number' },
    { key: 'k3', title: 'Date of the visit', kind: 'date' },
    { key: 'k4', title: 'What did you like?', kind: 'text' },
  ],
  rows: [
    ['2026-11-30T14:05:09', 1, null, 'Kakuzi packhouse', 4, '2026-11-02', 'Punctual; Clear report'],
    ['2026-12-01T08:00:00', 2, 'a@example.com', '=HYPERLINK("http://x.example")', null, null, null],
  ],
};

async function opened() {
  const buffer = await responsesWorkbook(table, 'Client satisfaction');
  const book = new ExcelJSModule.Workbook();
  await book.xlsx.load(buffer);
  const sheet = book.getWorksheet('Responses');
  if (!sheet) throw new Error('no sheet named Responses');
  return sheet;
}

describe('the Excel export', () => {
  it('a staff member opening the workbook sees one bold, frozen header of the question titles', async () => {
    const sheet = await opened();
    expect(sheet.getRow(1).values).toEqual([undefined, ...table.columns.map((c) => c.title)]);
    expect(sheet.getRow(1).font?.bold).toBe(true);
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(sheet.rowCount).toBe(3);
  });

  it('has numbers as numbers and dates as dates, so a spreadsheet can add and sort them', async () => {
    const sheet = await opened();
    const row = sheet.getRow(2);
    expect(row.getCell(2).type).toBe(ExcelJSModule.ValueType.Number);
    expect(row.getCell(5).value).toBe(4);
    expect(row.getCell(5).type).toBe(ExcelJSModule.ValueType.Number);
    expect(row.getCell(1).type).toBe(ExcelJSModule.ValueType.Date);
    expect((row.getCell(1).value as Date).toISOString()).toBe('2026-11-30T14:05:09.000Z');
    expect(row.getCell(1).numFmt).toBe('yyyy-mm-dd hh:mm');
    expect((row.getCell(6).value as Date).toISOString()).toBe('2026-11-02T00:00:00.000Z');
    expect(row.getCell(7).value).toBe('Punctual; Clear report');
    expect(row.getCell(3).type).toBe(ExcelJSModule.ValueType.Null);
  });

  it('keeps text that starts like a formula as text, never a formula', async () => {
    const cell = (await opened()).getRow(3).getCell(4);
    expect(cell.type).toBe(ExcelJSModule.ValueType.String);
    expect(cell.value).toBe('=HYPERLINK("http://x.example")');
  });

  it('keeps a cell that does not fit its column as it came', () => {
    expect(cellValue('number', 'about 12')).toBe('about 12');
    expect(cellValue('number', '12.5')).toBe(12.5);
    expect(cellValue('date', 'soon')).toBe('soon');
    expect(wallClockDate('2026-02-30')).toBeNull();
    expect(wallClockDate('30/11/2026')).toBeNull();
  });
});
