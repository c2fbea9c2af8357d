import { describe, expect, it } from 'vitest';
import { barcodeProblem, checkDigit } from './barcode.ts';

describe('a barcode the POS catalogue takes', () => {
  it('accepts EAN-13 codes whose check digit is right and names the right one otherwise', () => {
    expect(checkDigit('616123450001')).toBe(9);
    expect(barcodeProblem('6161234500019')).toBeNull();
    expect(barcodeProblem('4006381333931')).toBeNull();
    expect(barcodeProblem('6161234500010')).toBe(
      '6161234500010 is not a valid EAN-13 barcode: its check digit should be 9',
    );
  });

  it('checks EAN-8 and UPC-A the same way', () => {
    expect(barcodeProblem('96385074')).toBeNull();
    expect(barcodeProblem('96385075')).toBe(
      '96385075 is not a valid EAN-8 barcode: its check digit should be 4',
    );
    expect(barcodeProblem('036000291452')).toBeNull();
  });

  it('takes other printable text as Code 128, and refuses what a scanner cannot print', () => {
    expect(barcodeProblem('PPE-HLM-WHT/42')).toBeNull();
    expect(barcodeProblem('12345')).toBeNull();
    expect(barcodeProblem('')).toBeNull();
    expect(barcodeProblem('x'.repeat(49))).toBe(
      'A barcode is 1 to 48 letters, digits or symbols, starting with no space',
    );
    expect(barcodeProblem('caf\u00e9')).toBe(
      'A barcode is 1 to 48 letters, digits or symbols, starting with no space',
    );
  });
});
