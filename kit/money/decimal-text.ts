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

/**
 * What is wrong with a typed number, in words a person can act on, or null when `isDecimalText`
 * takes it (issue 22 item 6: "−2" is below zero, not "a number with at most 3 decimals").
 * `what` starts the message ("Quantity", "Unit price"); `positive` says 0 is not allowed either.
 */
export function decimalTextProblem(
  value: string,
  what: string,
  options: DecimalTextOptions & { positive?: boolean } = {},
): string | null {
  const { places = 2, digits = MONEY_DIGITS, positive = false } = options;
  const v = value.trim();
  const floor = positive ? 'must be above 0' : 'cannot be below 0';
  if (v === '') return `${what}: enter a number`;
  if (/^-\s*\d*(\.\d*)?$/.test(v)) return `${what}: ${floor}`;
  if (!/^\d+(\.\d+)?$/.test(v)) return `${what}: digits only, like ${places > 0 ? '2 or 2.5' : '2'}`;
  const [whole = '', decimals = ''] = v.split('.');
  if (decimals.length > places)
    return places === 0 ? `${what}: a whole number` : `${what}: at most ${places} decimals`;
  if (whole.length > digits) return `${what}: must be below ${(10 ** digits).toLocaleString('en')}`;
  if (positive && Number(v) === 0) return `${what}: ${floor}`;
  return null;
}
