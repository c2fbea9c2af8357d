// One report table's rows as a CSV file or an Excel workbook (ADR 077): both from the same columns and the
// same rows the page shows, so the two files always agree. Amounts are the database's exact decimal text;
// numeric columns go to both files as the number that text spells (no arithmetic in JS), so a negative net
// (a day of refunds only) stays a number rather than text guarded against formulas.
import { downloadText, exportFileName, toCsv } from '@kit/list/csv-export.ts';
import type { ListColumn } from '@kit/list/list-column.ts';
import {
  downloadBytes,
  type Sheet,
  type SheetCellKind,
  sheetCell,
  workbookOf,
  xlsxFileName,
} from '@kit/list/xlsx-export.ts';

export interface ReportColumn<T> {
  id: string;
  header: string;
  kind: SheetCellKind;
  /** The cell's raw value: decimal text for amounts and quantities, 'YYYY-MM-DD' for days. */
  value: (row: T) => string | number | null;
}

export interface ReportTableData<T> {
  title: string;
  /** The files' name, without the date and extension. */
  file: string;
  columns: readonly ReportColumn<T>[];
  rows: readonly T[];
}

const csvValue = <T>(c: ReportColumn<T>, row: T) => {
  const v = c.value(row);
  if (c.kind === 'text' || c.kind === 'date') return v ?? '';
  const cell = sheetCell(c.kind, v);
  return cell instanceof Date ? String(v) : cell;
};

export function reportCsv<T>(t: ReportTableData<T>): string {
  const columns: ListColumn<T>[] = t.columns.map((c) => ({
    id: c.id,
    header: c.header,
    exportValue: (row) => csvValue(c, row),
  }));
  return toCsv(t.rows, columns);
}

export function reportSheet<T>(t: ReportTableData<T>): Sheet<T> {
  return { name: t.title, columns: t.columns, rows: t.rows };
}

/** One workbook with one sheet per table, in order. */
export function reportWorkbook(
  // biome-ignore lint/suspicious/noExplicitAny: each table has its own row type
  tables: readonly ReportTableData<any>[],
  title: string,
): Promise<ArrayBuffer> {
  return workbookOf(tables.map(reportSheet), title);
}

export function downloadReportCsv<T>(t: ReportTableData<T>): void {
  downloadText(exportFileName(t.file), reportCsv(t));
}

export async function downloadReportWorkbook(
  // biome-ignore lint/suspicious/noExplicitAny: each table has its own row type
  tables: readonly ReportTableData<any>[],
  title: string,
  file: string,
): Promise<void> {
  downloadBytes(xlsxFileName(file), await reportWorkbook(tables, title));
}
