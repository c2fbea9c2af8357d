// "Export Excel" (ADR 071): the survey's responses as one worksheet built from survey_responses_table — the
// CSV's source too, so both exports have the same columns and values. Cells are typed: numbers as numbers,
// dates and submission times as dates (company wall-clock time: Excel has no time zones), text as text —
// never a formula, whatever it starts with, so the CSV's apostrophe guard is not needed here. The header row
// is bold and frozen. exceljs (≈ 1 MB) is imported only when the button is pressed (the kit's loadExcelJs), so
// it stays out of the landing page and the analytics chunk.
import { loadExcelJs } from '@kit/list/xlsx-export.ts';
import type { CellKind, ResponsesTable } from '../analytics-shapes.ts';

type Cell = ResponsesTable['rows'][number][number];

const NUMBER_FORMAT: Partial<Record<CellKind, string>> = {
  datetime: 'yyyy-mm-dd hh:mm',
  date: 'yyyy-mm-dd',
};

/** 'YYYY-MM-DD' or 'YYYY-MM-DDTHH:MM:SS' as that wall-clock time (a Date in UTC, as Excel reads it), else null. */
export function wallClockDate(text: string): Date | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2}))?)?$/.exec(text);
  if (!m) return null;
  const [, y, mo, d, h = '0', mi = '0', s = '0'] = m;
  const date = new Date(Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s)));
  // 30 February would roll over into March: not a date.
  return date.getUTCDate() === Number(d) && date.getUTCMonth() === Number(mo) - 1 ? date : null;
}

/** A cell as its column's type says; anything that does not fit stays as it came (never lost). */
export function cellValue(kind: CellKind, value: Cell): string | number | boolean | Date | null {
  if (value === null) return null;
  if (kind === 'number' && typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value)))
    return Number(value);
  if ((kind === 'date' || kind === 'datetime') && typeof value === 'string')
    return wallClockDate(value) ?? value;
  if (kind === 'text' && typeof value !== 'string') return String(value);
  return value;
}

/** An .xlsx file of the table: one sheet "Responses", one column per table column. */
export async function responsesWorkbook(table: ResponsesTable, title: string): Promise<ArrayBuffer> {
  const ExcelJS = await loadExcelJs();
  const book = new ExcelJS.Workbook();
  book.creator = 'Safeworks';
  book.title = title;
  const sheet = book.addWorksheet('Responses', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = table.columns.map((c, i) => {
    const longest = Math.max(
      c.title.length,
      ...table.rows.slice(0, 200).map((r) => String(r[i] ?? '').length),
    );
    const numFmt = NUMBER_FORMAT[c.kind];
    return {
      header: c.title,
      key: c.key,
      width: Math.min(60, Math.max(10, longest + 2)),
      ...(numFmt ? { style: { numFmt } } : {}),
    };
  });
  sheet.getRow(1).font = { bold: true };
  for (const row of table.rows) {
    sheet.addRow(table.columns.map((c, i) => cellValue(c.kind, row[i] ?? null)));
  }
  return book.xlsx.writeBuffer();
}
