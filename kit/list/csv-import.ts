// CSV import, the parsing half: read a file with papaparse, match its columns
// to the module's fields, and let the module judge each row (new, update or
// error with a reason) before anything is written. The write itself is the
// module's RPC, all or nothing.
import Papa from 'papaparse';

/** A field the module can import. */
export interface ImportField {
  id: string;
  label: string;
  required?: boolean;
  /** Other headers that mean this field ("E-mail", "Email address"). */
  aliases?: readonly string[];
}

export interface ParsedCsv {
  headers: string[];
  /** Data rows as text, each as long as `headers`. */
  rows: string[][];
  /** Problems papaparse reported (unclosed quotes…), with the file's line number. */
  problems: string[];
}

/** Most rows one import takes by default: more would freeze the preview and is a job for a migration. */
export const MAX_IMPORT_ROWS = 5000;

/** `maxRows`: a module whose RPC takes more in one call may raise the default. */
export function parseCsv(text: string, maxRows: number = MAX_IMPORT_ROWS): ParsedCsv {
  const result = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { skipEmptyLines: 'greedy' });
  const [head = [], ...data] = result.data;
  const headers = head.map((h) => h.trim());
  // Papaparse guesses the delimiter (Excel in some locales writes `;`); "could not guess, used ','" is no
  // problem for a one-column file, and rows of the wrong length are padded below.
  const problems = result.errors
    .filter((e) => e.type !== 'Delimiter')
    .map((e) => (e.row === undefined ? e.message : `Line ${e.row + 1}: ${e.message}`));
  if (data.length > maxRows)
    problems.push(`The file has ${data.length} rows; at most ${maxRows} can be imported at once.`);
  const rows = data.slice(0, maxRows).map((r) => headers.map((_, i) => (r[i] ?? '').trim()));
  return { headers, rows, problems };
}

export async function readCsvFile(file: Blob, maxRows: number = MAX_IMPORT_ROWS): Promise<ParsedCsv> {
  return parseCsv(await file.text(), maxRows);
}

/** Field id → index of the file column it reads, or null when not imported. */
export type ColumnMapping = Record<string, number | null>;

const normalise = (s: string) =>
  s
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');

/** Matches headers to fields by id, label or alias, ignoring case, spaces and punctuation; each column once. */
export function autoMap(headers: readonly string[], fields: readonly ImportField[]): ColumnMapping {
  const taken = new Set<number>();
  const mapping: ColumnMapping = {};
  for (const field of fields) {
    const names = new Set([field.id, field.label, ...(field.aliases ?? [])].map(normalise));
    const index = headers.findIndex((h, i) => !taken.has(i) && names.has(normalise(h)));
    mapping[field.id] = index === -1 ? null : index;
    if (index !== -1) taken.add(index);
  }
  return mapping;
}

/** Required fields without a column: the import cannot start until they have one. */
export function missingFields(mapping: ColumnMapping, fields: readonly ImportField[]): ImportField[] {
  return fields.filter((f) => f.required && (mapping[f.id] === null || mapping[f.id] === undefined));
}

export interface ImportRow {
  /** Line in the file (the header is line 1), for messages the user can find. */
  line: number;
  /** Field id → text from the file ('' when empty or not mapped). */
  values: Record<string, string>;
}

export function mapRows(parsed: ParsedCsv, mapping: ColumnMapping): ImportRow[] {
  return parsed.rows.map((row, i) => ({
    line: i + 2,
    values: Object.fromEntries(
      Object.entries(mapping).map(([id, index]) => [id, index === null ? '' : (row[index] ?? '')]),
    ),
  }));
}

/**
 * The module's verdict on one row. `record` is what its RPC will receive; `note` is a warning that does not stop
 * the row ("looks like Acme Ltd, already a customer").
 */
export type RowVerdict<R> =
  | { kind: 'new'; record: R; note?: string }
  | { kind: 'update'; record: R; note?: string }
  | { kind: 'error'; reason: string };

/**
 * Judges all rows at once (so a module can look up existing keys in one query). Returns one verdict per
 * row, in order.
 */
export type ValidateImport<R> = (rows: readonly ImportRow[]) => RowVerdict<R>[] | Promise<RowVerdict<R>[]>;

export interface PreviewRow<R> {
  row: ImportRow;
  verdict: RowVerdict<R>;
}

export async function previewImport<R>(
  rows: readonly ImportRow[],
  validate: ValidateImport<R>,
): Promise<PreviewRow<R>[]> {
  const verdicts = await validate(rows);
  if (verdicts.length !== rows.length)
    throw new Error(`validate returned ${verdicts.length} verdicts for ${rows.length} rows`);
  return rows.map((row, i) => ({ row, verdict: verdicts[i] }));
}

export function summarise<R>(preview: readonly PreviewRow<R>[]): {
  new: number;
  update: number;
  error: number;
} {
  const count = { new: 0, update: 0, error: 0 };
  for (const p of preview) count[p.verdict.kind]++;
  return count;
}

/** The records to hand to the module's RPC: every row that is not an error. */
export function acceptedRecords<R>(preview: readonly PreviewRow<R>[]): R[] {
  return preview.flatMap((p) => (p.verdict.kind === 'error' ? [] : [p.verdict.record]));
}
