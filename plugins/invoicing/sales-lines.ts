// Document lines as quotations and invoices type them, and their live totals
// (the browser twin of app.document_totals, ADR 023): what a form shows while
// typing; the database computes again on save and its figures are kept. Part of
// invoicing's public surface (public.ts, ADR 037).
import { type DocumentTotals, documentTotals, TotalsError } from '@kit/money/document-totals.ts';

/** One line of a quotation or invoice form: decimal strings, never floats. */
export interface SalesLine {
  /** The catalogue item it came from; '' or null = typed freely (each form keeps its own blank). */
  catalog_item_id: string | null;
  description: string;
  quantity: string;
  unit: string;
  unit_price: string;
  /** '' counts as 0. */
  discount_percent: string;
  tax_code: string;
}

/** What a sales form holds besides its lines, for the totals. */
export interface SalesLinesValues {
  lines: SalesLine[];
  /** '' counts as 0. */
  document_discount: string;
  /** A form field on invoices; quotations take it from the settings instead (a prop). */
  prices_include_tax?: boolean;
}

/** "8500" / 8500 / "8500.5" → "8500.00", "8500.50": a price as the line's text, without float maths. */
export function priceText(value: string | number): string {
  const [whole = '0', decimals = ''] = String(value).split('.');
  return `${whole}.${`${decimals}00`.slice(0, 2)}`;
}

const FILLED = /^\s*\d+(\.\d+)?\s*$/;

/**
 * Live totals of what is typed so far. A line counts once its quantity and unit price are numbers
 * and its tax code has a rate; a line still being typed counts as nothing. A counted line that breaks
 * the rule (a quantity of 0) gives the rule's message, with that line's own number, and is left out
 * so the totals of the other lines stay on screen (issue 22 item 6).
 */
export function liveTotals(
  values: Partial<SalesLinesValues>,
  rates: Readonly<Record<string, string>>,
  pricesIncludeTax = values.prices_include_tax ?? false,
): { totals: DocumentTotals | null; error: string | null; lineTotals: (string | null)[] } {
  const all = values.lines ?? [];
  let counted = all.flatMap((l, i) =>
    FILLED.test(l.quantity ?? '') && FILLED.test(l.unit_price ?? '') && rates[l.tax_code] !== undefined
      ? [i]
      : [],
  );
  let error: string | null = null;
  // Each pass either works or leaves out one more line, so this ends.
  for (;;) {
    try {
      const totals = documentTotals(
        counted.map((i) => {
          const l = all[i] as SalesLine;
          return {
            quantity: l.quantity.trim(),
            unit_price: l.unit_price.trim(),
            discount_percent: l.discount_percent?.trim() || '0',
            tax_code: l.tax_code,
            tax_rate: rates[l.tax_code] ?? '0',
          };
        }),
        values.document_discount?.trim() || '0',
        pricesIncludeTax,
      );
      const lineTotals = all.map(() => null as string | null);
      counted.forEach((i, k) => {
        lineTotals[i] = totals.lines[k]?.total ?? null;
      });
      return { totals, error, lineTotals };
    } catch (e) {
      const line = e instanceof TotalsError ? /^Line (\d+):/.exec(e.message) : null;
      const at = line ? Number(line[1]) - 1 : -1;
      const message =
        e instanceof TotalsError
          ? e.message.replace(/^Line (\d+):/, (_, n: string) => `Line ${(counted[Number(n) - 1] ?? 0) + 1}:`)
          : 'The totals cannot be worked out';
      error ??= message;
      // A rule of the whole document (its discount), or nothing left to leave out: no totals.
      if (at < 0 || at >= counted.length) return { totals: null, error, lineTotals: all.map(() => null) };
      counted = counted.filter((_, k) => k !== at);
    }
  }
}
