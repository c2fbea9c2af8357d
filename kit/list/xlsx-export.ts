// Excel export of tables a screen already holds (ADR 077, after the surveys' ADR 071): one worksheet per
// table, a bold frozen header, cells typed by their column — money as a number shown with two decimals,
// quantities and counts as numbers, days as dates, text as text (never a formula, whatever it starts with).
// Amounts arrive as exact decimal text from the database; the only step to a number is parsing that text for
// the cell (no sums or products in JS), so the cell shows exactly what the database computed. exceljs
// (≈ 1 MB) is imported when the button is pressed, never in a page's first download.
import { exportFileName } from './csv-export.ts';

type ExcelJs = typeof import('exceljs');

/** How a column's cells are typed and shown. */
export type SheetCellKind = 'text' | 'integer' | 'quantity' | 'money' | 'date';

export interface SheetColumn<T> {
  header: string;
  kind: SheetCellKind;
  value: (row: T) => string | number | null;
}

export interface Sheet<T> {
  /** The tab's name (Excel allows 31 characters, without : \ / ? * [ ]). */
  name: string;
  columns: readonly SheetColumn<T>[];
  rows: readonly T[];
}

/** exceljs, loaded on first use. */
export async function loadExcelJs(): Promise<ExcelJs> {
  // Node gives the CommonJS module as `default`; the browser bundle may give the names directly.
  const mod: ExcelJs & { default?: ExcelJs } = await import('exceljs');
  return mod.default ?? mod;
}

const NUMBER_FORMAT: Record<SheetCellKind, string | undefined> = {
  text: undefined,
  integer: '0',
  quantity: '#,##0.###',
  money: '#,##0.00',
  date: 'yyyy-mm-dd',
};

const DECIMAL = /^-?\d+(\.\d+)?$/;
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A cell as its column's kind says; a value that does not fit stays as it came (never lost). */
export function sheetCell(kind: SheetCellKind, value: string | number | null): string | number | Date | null {
  if (value === null || value === '') return null;
  if (kind === 'text') return String(value);
  if (kind === 'date') {
    const m = typeof value === 'string' ? DAY.exec(value) : null;
    // Excel has no time zones: the company day as that calendar date (midnight UTC, as Excel reads it).
    return m ? new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]))) : value;
  }
  if (typeof value === 'number') return value;
  return DECIMAL.test(value.trim()) ? Number(value.trim()) : value;
}

/** A tab name Excel accepts, unique in the book. */
function tabName(name: string, taken: Set<string>): string {
  const base =
    name
      .replace(/[:\\/?*[\]]/g, ' ')
      .replace(/\s+/g, ' ')
      .trim()
      .slice(0, 31) || 'Sheet';
  let candidate = base;
  for (let n = 2; taken.has(candidate.toLowerCase()); n++) candidate = `${base.slice(0, 27)} (${n})`;
  taken.add(candidate.toLowerCase());
  return candidate;
}

/** An .xlsx file of the sheets, in order. */
export async function workbookOf(
  // biome-ignore lint/suspicious/noExplicitAny: each sheet has its own row type
  sheets: readonly Sheet<any>[],
  title: string,
): Promise<ArrayBuffer> {
  const ExcelJS = await loadExcelJs();
  const book = new ExcelJS.Workbook();
  book.creator = 'Safeworks';
  book.title = title;
  const taken = new Set<string>();
  for (const s of sheets) {
    const sheet = book.addWorksheet(tabName(s.name, taken), { views: [{ state: 'frozen', ySplit: 1 }] });
    sheet.columns = s.columns.map((c, i) => {
      const longest = Math.max(
        c.header.length,
        ...s.rows.slice(0, 200).map((r) => String(s.columns[i]?.value(r) ?? '').length),
      );
      const numFmt = NUMBER_FORMAT[c.kind];
      return {
        header: c.header,
        width: Math.min(60, Math.max(10, longest + 2)),
        ...(numFmt ? { style: { numFmt } } : {}),
      };
    });
    sheet.getRow(1).font = { bold: true };
    for (const row of s.rows) sheet.addRow(s.columns.map((c) => sheetCell(c.kind, c.value(row))));
  }
  return book.xlsx.writeBuffer();
}

/** `pos-sales-by-day-2026-12-03.xlsx`: the CSV export's name with the workbook's extension. */
export function xlsxFileName(name: string, date: Date = new Date()): string {
  return exportFileName(name, date).replace(/\.csv$/, '.xlsx');
}

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Hands the bytes to the browser as a download. */
export function downloadBytes(fileName: string, bytes: ArrayBuffer, type = XLSX_TYPE): void {
  const url = URL.createObjectURL(new Blob([bytes], { type }));
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  a.rel = 'noopener';
  document.body.append(a);
  a.click();
  a.remove();
  // Revoked on the next task: some browsers start the download only after the click handler returns.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
