// Money is exact end to end: the database sends numeric as a string and
// Intl.NumberFormat formats the decimal string itself (ES2023), so no amount
// ever passes through a binary float on its way to the screen.
import type { CompanyFormat } from './company-format.ts';

/** A numeric column's value as PostgREST sends it ("1234.50"), or a whole number. */
export type Amount = string | bigint | number;

const DECIMAL = /^-?\d+(\.\d+)?$/;

const cache = new Map<string, Intl.NumberFormat>();
function formatter(locale: string, currency: string, display: 'symbol' | 'code' | 'none') {
  const key = `${locale}|${currency}|${display}`;
  let f = cache.get(key);
  if (!f) {
    f =
      display === 'none'
        ? new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 })
        : new Intl.NumberFormat(locale, { style: 'currency', currency, currencyDisplay: display });
    cache.set(key, f);
  }
  return f;
}

function exact(amount: Amount): Intl.StringNumericLiteral | bigint {
  if (typeof amount === 'bigint') return amount;
  if (typeof amount === 'number') {
    // Whole numbers only: a fractional JS number is already a float approximation.
    if (!Number.isSafeInteger(amount)) throw new TypeError(`Pass money as a decimal string, not ${amount}`);
    return BigInt(amount);
  }
  const s = amount.trim();
  if (!DECIMAL.test(s)) throw new TypeError(`Not an amount: "${amount}"`);
  return s as Intl.StringNumericLiteral;
}

/**
 * "KES 1,234,567.90"-style text in the company's currency and locale, rounded
 * half away from zero to the currency's minor unit (as KRA and banks round).
 * `display: 'none'` gives the number alone for tables with a currency heading.
 */
export function formatMoney(
  amount: Amount,
  fmt: Pick<CompanyFormat, 'currency' | 'locale'>,
  display: 'symbol' | 'code' | 'none' = 'symbol',
): string {
  return formatter(fmt.locale, fmt.currency, display).format(exact(amount));
}
