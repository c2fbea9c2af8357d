// Document lines as quotations and invoices type them, and their live totals
// (the browser twin of app.document_totals, ADR 023): what a form shows while
// typing; the database computes again on save and its figures are kept. Part of
// invoicing's public surface (public.ts, ADR 037).
import { type DocumentTotals, documentTotals, TotalsError } from '@kit/money/document-totals.ts';
import Big from 'big.js';

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

/** A final invoice's "Less deposit" line (ADR 079), as stored: negative amounts, never recomputed. */
export interface DepositDeduction {
  description: string;
  amount: string | number;
  taxable: string | number;
  tax: string | number;
  total: string | number;
  tax_code: string;
  tax_rate: string | number;
}

/**
 * The totals with a final invoice's deposit deductions added, as app.invoice_totals_with_deductions does on the
 * server (the invoice page and PDF show its figures): the own lines' totals plus the deductions' stored amounts
 * (subtotal, taxable, tax, the tax summary by code and rate); the document discount never touches them.
 */
export function withDeductions(
  totals: DocumentTotals,
  deductions: readonly DepositDeduction[],
): DocumentTotals {
  if (deductions.length === 0) return totals;
  const sum = (pick: (d: DepositDeduction) => string | number) =>
    deductions.reduce((acc, d) => acc.plus(pick(d)), new Big(0));
  const taxable = new Big(totals.taxable).plus(sum((d) => d.taxable));
  const tax = new Big(totals.tax).plus(sum((d) => d.tax));
  const groups = new Map<string, { tax_code: string; rate: Big; taxable: Big; tax: Big }>();
  const add = (code: string, rate: string | number, rowTaxable: string | number, rowTax: string | number) => {
    const r = new Big(rate).round(3, Big.roundHalfUp);
    const key = `${code}|${r.toFixed(3)}`;
    const g = groups.get(key) ?? { tax_code: code, rate: r, taxable: new Big(0), tax: new Big(0) };
    g.taxable = g.taxable.plus(rowTaxable);
    g.tax = g.tax.plus(rowTax);
    groups.set(key, g);
  };
  for (const t of totals.tax_summary) add(t.tax_code, t.rate, t.taxable, t.tax);
  for (const d of deductions) add(d.tax_code, d.tax_rate, d.taxable, d.tax);
  return {
    ...totals,
    subtotal: new Big(totals.subtotal).plus(sum((d) => d.amount)).toFixed(2),
    taxable: taxable.toFixed(2),
    tax: tax.toFixed(2),
    total: taxable.plus(tax).toFixed(2),
    tax_summary: [...groups.values()]
      .sort((a, b) => b.rate.cmp(a.rate) || (a.tax_code < b.tax_code ? -1 : a.tax_code > b.tax_code ? 1 : 0))
      .map((g) => ({
        tax_code: g.tax_code,
        rate: g.rate.toFixed(3),
        taxable: g.taxable.toFixed(2),
        tax: g.tax.toFixed(2),
      })),
  };
}
