import { describe, expect, it } from 'vitest';
import { decimalTextProblem, isDecimalText, QUANTITY_DIGITS } from './decimal-text.ts';

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

describe('decimalTextProblem: what is wrong with a typed number, said plainly (issue 22 item 6)', () => {
  it('says a negative quantity must be above 0 and a negative price cannot be below 0', () => {
    expect(decimalTextProblem('-2', 'Quantity', { places: 3, positive: true })).toBe(
      'Quantity: must be above 0',
    );
    expect(decimalTextProblem(' -45000 ', 'Unit price')).toBe('Unit price: cannot be below 0');
    expect(decimalTextProblem('0', 'Quantity', { places: 3, positive: true })).toBe(
      'Quantity: must be above 0',
    );
  });

  it('names the decimals, the size and the characters only when they are what is wrong', () => {
    expect(decimalTextProblem('2.1234', 'Quantity', { places: 3 })).toBe('Quantity: at most 3 decimals');
    expect(decimalTextProblem('1,000', 'Unit price')).toBe('Unit price: digits only, like 2 or 2.5');
    expect(decimalTextProblem('NaN', 'Unit price')).toBe('Unit price: digits only, like 2 or 2.5');
    expect(decimalTextProblem('1000000000', 'Quantity', { places: 3, digits: QUANTITY_DIGITS })).toBe(
      'Quantity: must be below 1,000,000,000',
    );
    expect(decimalTextProblem('', 'Unit price')).toBe('Unit price: enter a number');
  });

  it('finds nothing wrong exactly where isDecimalText takes the value', () => {
    for (const v of [
      '0',
      '12',
      '8500.5',
      '850.50',
      '999999999999.99',
      '1.234',
      '1e5',
      '-1',
      '',
      ' 7 ',
      '0.001',
    ])
      for (const places of [0, 2, 3])
        expect(decimalTextProblem(v, 'X', { places }) === null, `${v} ${places}`).toBe(
          isDecimalText(v, { places }),
        );
  });
});
