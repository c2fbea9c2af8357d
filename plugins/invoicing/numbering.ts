// Document number formats (Settings → Sales), the same rule as the database's
// app.document_number_format_ok / app.format_document_number: one year token
// ({YYYY} or {YY}), one number token ({NNN} to {NNNNNNNN}: the least digits),
// letters, digits and - _ . between them (no / or space: the number is also the PDF file name).

const FORMAT = /^([A-Za-z0-9_.-]|\{YYYY\}|\{YY\}|\{N{3,8}\})+$/;

export function numberFormatProblem(format: string): string | null {
  if (format.length < 5 || format.length > 40) return 'A format has 5 to 40 characters';
  if (!FORMAT.test(format))
    return 'Use letters, digits, - _ . (no / or spaces) and the tokens {YYYY} or {YY} and {NNNN}';
  if ((format.match(/\{N+\}/g) ?? []).length !== 1) return 'Put the number in exactly once, as {NNNN}';
  if ((format.match(/\{YY(YY)?\}/g) ?? []).length !== 1)
    return 'Put the year in exactly once, as {YYYY} or {YY} (numbers start again each year)';
  return null;
}

/** 'INV-{YYYY}-{NNNN}', 2026, 42 → 'INV-2026-0042'. */
export function formatDocumentNumber(format: string, year: number, n: number): string {
  const digits = format.match(/\{(N+)\}/)?.[1]?.length ?? 4;
  return format
    .replace(/\{N+\}/, String(n).padStart(digits, '0'))
    .replace('{YYYY}', String(year))
    .replace('{YY}', String(year).slice(-2));
}
