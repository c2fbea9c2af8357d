// Barcodes the till scans and the POS catalogue stores, checked as the database checks them
// (app.pos_barcode_problem): 8, 12, 13 or 14 digits are EAN-8, UPC-A, EAN-13 or GTIN-14 and must carry
// the right check digit (weights 3 and 1 from the right); anything else is Code 128 text — printable
// ASCII, 1 to 48 characters, not starting with a space.

const DIGIT_KINDS: Record<number, string> = { 8: 'EAN-8', 12: 'UPC-A', 13: 'EAN-13', 14: 'GTIN-14' };

/** The check digit for the digits before it (an EAN-13's first twelve). */
export function checkDigit(body: string): number {
  let sum = 0;
  for (let i = 0; i < body.length; i += 1) {
    const digit = Number(body[body.length - 1 - i]);
    sum += digit * (i % 2 === 0 ? 3 : 1);
  }
  return (10 - (sum % 10)) % 10;
}

/** What is wrong with a barcode, or null when it is fine (an empty one is "none"). */
export function barcodeProblem(code: string): string | null {
  const c = code.trim();
  if (c === '') return null;
  if (!/^[!-~][ -~]{0,47}$/.test(c))
    return 'A barcode is 1 to 48 letters, digits or symbols, starting with no space';
  const kind = DIGIT_KINDS[c.length];
  if (kind && /^\d+$/.test(c)) {
    const expected = checkDigit(c.slice(0, -1));
    if (expected !== Number(c.at(-1)))
      return `${c} is not a valid ${kind} barcode: its check digit should be ${expected}`;
  }
  return null;
}
