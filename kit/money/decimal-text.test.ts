import { describe, expect, it } from 'vitest';
import { isDecimalText, QUANTITY_DIGITS } from './decimal-text.ts';

describe('isDecimalText (money and quantity fields, ADR 033)', () => {
  it('takes plain amounts with at most two decimals below 1,000,000,000,000', () => {
    for (const v of ['0', '15000', '15000.5', '15000.50', ' 91640.00 ', '999999999999.99']) {
      expect([v, isDecimalText(v)]).toEqual([v, true]);
    }
  });

  it('refuses NaN, Infinity, exponents, signs, separators and a trillion', () => {
    for (const v of [
      'NaN',
      'nan',
      'Infinity',
      '-Infinity',
      'inf',
      '1e5',
      '-5',
      '+5',
      '1,000',
      '1.234',
      '',
      '.5',
      '1000000000000',
    ]) {
      expect([v, isDecimalText(v)]).toEqual([v, false]);
    }
  });

  it('quantities: three decimals, below 1,000,000,000', () => {
    const q = { places: 3, digits: QUANTITY_DIGITS };
    expect(isDecimalText('2.125', q)).toBe(true);
    expect(isDecimalText('999999999.999', q)).toBe(true);
    expect(isDecimalText('1000000000', q)).toBe(false);
    expect(isDecimalText('NaN', q)).toBe(false);
  });
});
