// A document's totals (quotations, invoices, credit notes), exact: the rule of
// ADR 023, the same as the database's app.document_totals (which is the
// authority; plugins/invoicing/tests/totals.test.ts checks that the two agree to the
// cent). Decimal arithmetic with big.js, never binary floats: amounts come in
// and go out as decimal strings.
//
//   amount  = round(quantity × unit price × (100 − line discount %) / 100)   per line
//   share   = amount − round(amount × (100 − document discount %) / 100)     the document discount, per line
//   after   = amount − share
//   exclusive prices: taxable = after, tax = round(after × rate / 100)
//   inclusive prices: tax = round(after × rate / (100 + rate)), taxable = after − tax
//   total   = taxable + tax; the document sums its lines; the tax summary groups (code, rate)
//
// round() = half away from zero to the minor unit (2 places).
import Big from 'big.js';

/** A Big constructor of its own: 40 places for the one division, ties away from zero. */
const D = Big();
D.DP = 40;
D.RM = D.roundHalfUp;
D.strict = false;

type Num = string | number;

export interface TotalsLine {
  quantity: Num;
  unit_price: Num;
  /** Percent, 0–100, at most 2 decimals. */
  discount_percent?: Num | null;
  tax_code: string;
  /** Percent, 0–100, at most 3 decimals (the rate the document uses). */
  tax_rate: Num;
}

export interface LineTotals {
  amount: string;
  discount: string;
  taxable: string;
  tax: string;
  total: string;
  tax_code: string;
  tax_rate: string;
}

export interface TaxSummaryRow {
  tax_code: string;
  rate: string;
  taxable: string;
  tax: string;
}

export interface DocumentTotals {
  lines: LineTotals[];
  /** Σ line amounts (after line discounts; tax included when prices include tax). */
  subtotal: string;
  /** The document discount, Σ per-line shares. */
  discount: string;
  taxable: string;
  tax: string;
  total: string;
  tax_summary: TaxSummaryRow[];
}

export const MAX_LINES = 500;
const MAX_QUANTITY = new D('1000000000');
const MAX_AMOUNT = new D('1000000000000');

/** Why the totals cannot be worked out (the same wording as the database's). */
export class TotalsError extends Error {
  override name = 'TotalsError';
}

function parse(value: Num | null | undefined, what: string, line?: number): Big {
  const prefix = line ? `Line ${line}: ` : '';
  if (value === null || value === undefined || (typeof value === 'string' && value.trim() === ''))
    throw new TotalsError(`${prefix}${what} is missing`);
  try {
    return new D(typeof value === 'string' ? value.trim() : value);
  } catch {
    throw new TotalsError(`${prefix}quantity, unit price, discount and tax rate must be numbers`);
  }
}

const places = (x: Big) => Math.max(0, x.c.length - x.e - 1);
const round2 = (x: Big) => x.round(2, D.roundHalfUp);
const money = (x: Big) => x.toFixed(2);

export function documentTotals(
  lines: readonly TotalsLine[],
  documentDiscount: Num = 0,
  pricesIncludeTax = false,
): DocumentTotals {
  if (lines.length > MAX_LINES) throw new TotalsError(`A document can have at most ${MAX_LINES} lines`);
  const docDisc = parse(documentDiscount ?? 0, 'The document discount');
  if (docDisc.lt(0) || docDisc.gt(100) || places(docDisc) > 2)
    throw new TotalsError('The document discount must be a percentage from 0 to 100 with at most 2 decimals');

  const out: LineTotals[] = [];
  const summary = new Map<string, { tax_code: string; rate: Big; taxable: Big; tax: Big }>();
  let subtotal = new D(0);
  let discount = new D(0);
  let taxable = new D(0);
  let tax = new D(0);

  lines.forEach((line, index) => {
    const i = index + 1;
    const qty = parse(line.quantity, 'the quantity', i);
    const price = parse(line.unit_price, 'the unit price', i);
    const disc = parse(line.discount_percent ?? 0, 'the discount', i);
    const rate = parse(line.tax_rate, 'the tax rate', i);
    if (qty.lte(0) || places(qty) > 3 || qty.gte(MAX_QUANTITY))
      throw new TotalsError(
        `Line ${i}: the quantity must be above 0, below 1,000,000,000, with at most 3 decimals`,
      );
    if (price.lt(0) || places(price) > 2 || price.gte(MAX_AMOUNT))
      throw new TotalsError(`Line ${i}: the unit price must be 0 or more with at most 2 decimals`);
    if (disc.lt(0) || disc.gt(100) || places(disc) > 2)
      throw new TotalsError(
        `Line ${i}: the discount must be a percentage from 0 to 100 with at most 2 decimals`,
      );
    if (!line.tax_code?.trim()) throw new TotalsError(`Line ${i}: choose a tax code`);
    if (rate.lt(0) || rate.gt(100) || places(rate) > 3)
      throw new TotalsError(
        `Line ${i}: the tax rate must be a percentage from 0 to 100 with at most 3 decimals`,
      );

    const amount = round2(qty.times(price).times(new D(100).minus(disc)).times('0.01'));
    if (amount.gte(MAX_AMOUNT))
      throw new TotalsError(`Line ${i}: the line comes to 1,000,000,000,000 or more; split it`);
    const share = amount.minus(round2(amount.times(new D(100).minus(docDisc)).times('0.01')));
    const after = amount.minus(share);
    let lineTax: Big;
    let lineTaxable: Big;
    if (pricesIncludeTax) {
      lineTax = round2(after.times(rate).div(rate.plus(100)));
      lineTaxable = after.minus(lineTax);
    } else {
      lineTaxable = after;
      lineTax = round2(after.times(rate).times('0.01'));
    }
    const rateText = rate.toFixed(3);
    out.push({
      amount: money(amount),
      discount: money(share),
      taxable: money(lineTaxable),
      tax: money(lineTax),
      total: money(lineTaxable.plus(lineTax)),
      tax_code: line.tax_code,
      tax_rate: rateText,
    });
    subtotal = subtotal.plus(amount);
    discount = discount.plus(share);
    taxable = taxable.plus(lineTaxable);
    tax = tax.plus(lineTax);
    const key = `${line.tax_code}|${rateText}`;
    const group = summary.get(key) ?? { tax_code: line.tax_code, rate, taxable: new D(0), tax: new D(0) };
    group.taxable = group.taxable.plus(lineTaxable);
    group.tax = group.tax.plus(lineTax);
    summary.set(key, group);
  });

  return {
    lines: out,
    subtotal: money(subtotal),
    discount: money(discount),
    taxable: money(taxable),
    tax: money(tax),
    total: money(taxable.plus(tax)),
    tax_summary: [...summary.values()]
      .sort((a, b) => b.rate.cmp(a.rate) || compareText(a.tax_code, b.tax_code))
      .map((g) => ({
        tax_code: g.tax_code,
        rate: g.rate.toFixed(3),
        taxable: money(g.taxable),
        tax: money(g.tax),
      })),
  };
}

/** Byte order, as PostgreSQL's "C" collation sorts jsonb text (codes are ASCII capitals). */
function compareText(a: string, b: string) {
  return a < b ? -1 : a > b ? 1 : 0;
}
