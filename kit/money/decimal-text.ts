// A number a person types into a money or quantity field, as the database takes it (ADR 033):
// plain digits with at most `places` decimals and at most `digits` before the point. Never NaN,
// Infinity, an exponent (1e5), a sign or a thousands separator: JavaScript's Number('NaN') and
// Number('Infinity') are numbers too, so a check like `Number(v) > 0` alone lets them through, and
// PostgreSQL's numeric stores 'NaN' (app.assert_number refuses it on the server).

/** numeric(14, 2): amounts below 1,000,000,000,000 (app.money_limit()). */
export const MONEY_DIGITS = 12;
/** app.document_totals: quantities below 1,000,000,000. */
export const QUANTITY_DIGITS = 9;

export interface DecimalTextOptions {
  /** Decimals allowed after the point (default 2). */
  places?: number;
  /** Digits allowed before the point (default MONEY_DIGITS). */
  digits?: number;
}

/** True when `value` (trimmed) is such a number. */
export function isDecimalText(value: string, options: DecimalTextOptions = {}): boolean {
  const { places = 2, digits = MONEY_DIGITS } = options;
  const pattern = places > 0 ? `^\\d{1,${digits}}(\\.\\d{1,${places}})?$` : `^\\d{1,${digits}}$`;
  return new RegExp(pattern).test(value.trim());
}
