// CSV export of a list's current search, filters and sort: every matching
// row, read page by page through the list's own fetchPage (so RLS and the
// module's query apply), written with papaparse.
import { format } from 'date-fns';
import Papa from 'papaparse';
import type { FetchPage } from './fetch-page.ts';
import { type CsvValue, columnValue, type ListColumn } from './list-column.ts';
import type { ListState } from './list-state.ts';

/** Rows per request: under PostgREST's default max-rows (1000), so a page is never cut short by the server. */
export const EXPORT_PAGE_SIZE = 500;

/** Byte-order mark: without it Excel reads a UTF-8 file as the local code page ("Nairobi – Ã©"). */
export const UTF8_BOM = '\uFEFF';

export interface ExportProgress {
  /** Rows read so far. */
  done: number;
  /** Rows expected (from the first page), null when the source cannot say. */
  total: number | null;
  totalIsEstimate: boolean;
}

/** Reads every row the state matches, from page 1, whatever page the user is on. Rejects when aborted. */
export async function fetchAllRows<T>(
  fetchPage: FetchPage<T>,
  state: ListState,
  options: { signal: AbortSignal; onProgress?: (p: ExportProgress) => void; pageSize?: number },
): Promise<T[]> {
  const size = options.pageSize ?? EXPORT_PAGE_SIZE;
  const rows: T[] = [];
  for (let page = 1; ; page++) {
    options.signal.throwIfAborted();
    const result = await fetchPage({ ...state, page, size }, options.signal);
    options.signal.throwIfAborted();
    rows.push(...result.rows);
    const exactTotal = result.total !== null && !result.totalIsEstimate ? result.total : null;
    options.onProgress?.({
      done: rows.length,
      total: result.total,
      totalIsEstimate: result.totalIsEstimate ?? false,
    });
    if (result.rows.length === 0) break;
    if (exactTotal !== null ? rows.length >= exactTotal : result.rows.length < size) break;
  }
  return rows;
}

export function csvCell<T>(column: ListColumn<T>, row: T): CsvValue {
  if (column.exportValue) return column.exportValue(row);
  const value = columnValue(column, row);
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'object') return JSON.stringify(value);
  return value as CsvValue;
}

/** The file's text: BOM, a header row of column headers, one line per row (CRLF, as RFC 4180 and Excel want). */
export function toCsv<T>(rows: readonly T[], columns: readonly ListColumn<T>[]): string {
  const exported = columns.filter((c) => c.exportValue !== false);
  const csv = Papa.unparse(
    { fields: exported.map((c) => c.header), data: rows.map((row) => exported.map((c) => csvCell(c, row))) },
    // A cell starting with = + - @ would run as a formula in a spreadsheet (CSV injection); papaparse
    // prefixes such text with a quote. Numbers are left alone, so -5 stays a number.
    { escapeFormulae: true, newline: '\r\n' },
  );
  return UTF8_BOM + csv;
}

/** `customers-2026-11-24.csv`: the list's name, made safe for every file system, and the local date. */
export function exportFileName(name: string, date: Date = new Date()): string {
  const slug =
    name
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '') || 'export';
  return `${slug}-${format(date, 'yyyy-MM-dd')}.csv`;
}

/** Hands the text to the browser as a download. */
export function downloadText(fileName: string, text: string, type = 'text/csv;charset=utf-8'): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
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
