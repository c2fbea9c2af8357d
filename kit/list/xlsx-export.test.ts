// The kit's Excel export (ADR 077): cells typed by their column's kind from the database's exact text, and
// tab names Excel accepts — unique, at most 31 characters, none of : \ / ? * [ ].
import { describe, expect, it } from 'vitest';
import { loadExcelJs, sheetCell, workbookOf } from './xlsx-export.ts';

const ExcelJS = await loadExcelJs();

describe('the Excel export’s cells and sheets', () => {
  it('types money, quantities and counts as numbers, days as dates, and keeps what does not fit as it came', () => {
    expect(sheetCell('money', '1159.99')).toBe(1159.99);
    expect(sheetCell('money', '-386.66')).toBe(-386.66);
    expect(sheetCell('quantity', '2.500')).toBe(2.5);
    expect(sheetCell('integer', 3)).toBe(3);
    expect(sheetCell('money', 'n/a')).toBe('n/a');
    expect(sheetCell('date', '2026-11-04')).toEqual(new Date(Date.UTC(2026, 10, 4)));
    expect(sheetCell('date', 'soon')).toBe('soon');
    expect(sheetCell('text', 12)).toBe('12');
    expect(sheetCell('money', null)).toBeNull();
    expect(sheetCell('text', '')).toBeNull();
  });

  it('names every sheet so Excel opens the book: forbidden signs replaced, long names cut, twins numbered', async () => {
    const sheet = (name: string) => ({
      name,
      columns: [{ header: 'A', kind: 'text' as const, value: (r: string) => r }],
      rows: ['x'],
    });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(
      await workbookOf(
        [
          sheet('Sales: by day / shop'),
          sheet('A very long report name that Excel would refuse'),
          sheet('A very long report name that Excel would refuse too'),
        ],
        'Reports',
      ),
    );
    expect(book.worksheets.map((s) => s.name)).toEqual([
      'Sales by day shop',
      'A very long report name that Ex',
      'A very long report name tha (2)',
    ]);
    expect(book.worksheets.every((s) => s.name.length <= 31)).toBe(true);
  });
});
