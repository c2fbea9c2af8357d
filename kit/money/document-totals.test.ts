// The rounding rule of ADR 023 on the cases people argue about: ties at half a
// cent, 3-decimal quantities (2.5 hours), huge quantities, prices that include
// tax, the document discount spread over the lines, and what is refused.
import { describe, expect, it } from 'vitest';
import { documentTotals, TotalsError } from './document-totals.ts';

const vat = (quantity: string, unit_price: string, discount_percent = '0') => ({
  quantity,
  unit_price,
  discount_percent,
  tax_code: 'VAT',
  tax_rate: '16',
});

describe('a line rounds half a cent away from zero, once per step', () => {
  it('0.05 at 50 % off is 0.025 → 0.03', () => {
    expect(documentTotals([vat('1', '0.05', '50')]).lines[0]).toMatchObject({ amount: '0.03', tax: '0.00' });
  });

  it('tax on 0.25 at 14 % is 0.035 → 0.04 (VAT at 16 % never lands on half a cent)', () => {
    const t = documentTotals([{ quantity: '1', unit_price: '0.25', tax_code: 'VAT', tax_rate: '14' }]);
    expect(t).toMatchObject({ taxable: '0.25', tax: '0.04', total: '0.29' });
  });

  it('2.5 hours of OSH training at 8,500 with 10 % off: 19,125.00 + VAT 3,060.00', () => {
    expect(documentTotals([vat('2.5', '8500', '10')])).toMatchObject({
      subtotal: '19125.00',
      tax: '3060.00',
      total: '22185.00',
    });
  });

  it('a quantity with three decimals: 1.333 × 0.10 = 0.1333 → 0.13', () => {
    expect(documentTotals([vat('1.333', '0.10')]).lines[0]?.amount).toBe('0.13');
  });

  it('huge quantities stay exact: 999,999,999.999 × 0.01 = 10,000,000.00', () => {
    const t = documentTotals([
      { quantity: '999999999.999', unit_price: '0.01', tax_code: 'ZERO', tax_rate: '0' },
    ]);
    expect(t.total).toBe('10000000.00');
  });

  it('numbers given as JavaScript numbers give the same answer as strings', () => {
    expect(documentTotals([{ quantity: 3, unit_price: 0.1, tax_code: 'VAT', tax_rate: 16 }])).toEqual(
      documentTotals([vat('3', '0.10')]),
    );
  });
});

describe('prices that include tax', () => {
  it('1,000.00 including VAT 16 % is 862.07 + 137.93', () => {
    const t = documentTotals([vat('1', '1000')], 0, true);
    expect(t).toMatchObject({ subtotal: '1000.00', taxable: '862.07', tax: '137.93', total: '1000.00' });
  });

  it('116.00 including 16 % is exactly 100.00 + 16.00', () => {
    expect(documentTotals([vat('1', '116')], 0, true)).toMatchObject({ taxable: '100.00', tax: '16.00' });
  });
});

describe('the document discount is a percentage taken from each line', () => {
  it('10 % off a fire audit (45,000) and 20 helmets (850): each line gives its share, tax on what is left', () => {
    const t = documentTotals([vat('1', '45000'), vat('20', '850')], '10');
    expect(t.lines.map((l) => l.discount)).toEqual(['4500.00', '1700.00']);
    expect(t).toMatchObject({
      subtotal: '62000.00',
      discount: '6200.00',
      taxable: '55800.00',
      tax: '8928.00',
      total: '64728.00',
    });
  });

  it('shares are rounded per line: 50 % off two 0.01 lines takes nothing (each 0.005 rounds back up)', () => {
    const t = documentTotals([vat('1', '0.01'), vat('1', '0.01')], '50');
    expect(t).toMatchObject({ subtotal: '0.02', discount: '0.00', taxable: '0.02' });
  });
});

describe('the tax summary', () => {
  it('groups by code and rate, highest rate first', () => {
    const t = documentTotals([
      { quantity: '1', unit_price: '3500', tax_code: 'EXEMPT', tax_rate: '0' },
      vat('1', '100'),
      { quantity: '1', unit_price: '50', tax_code: 'ZERO', tax_rate: '0' },
      vat('2', '100'),
    ]);
    expect(t.tax_summary).toEqual([
      { tax_code: 'VAT', rate: '16.000', taxable: '300.00', tax: '48.00' },
      { tax_code: 'EXEMPT', rate: '0.000', taxable: '3500.00', tax: '0.00' },
      { tax_code: 'ZERO', rate: '0.000', taxable: '50.00', tax: '0.00' },
    ]);
  });

  it('an empty document comes to 0.00', () => {
    expect(documentTotals([])).toEqual({
      lines: [],
      subtotal: '0.00',
      discount: '0.00',
      taxable: '0.00',
      tax: '0.00',
      total: '0.00',
      tax_summary: [],
    });
  });
});

describe('what is refused, in words', () => {
  it.each([
    [vat('-1', '10'), 'Line 1: the quantity must be above 0'],
    [vat('0', '10'), 'Line 1: the quantity must be above 0'],
    [vat('1.0005', '10'), 'at most 3 decimals'],
    [vat('1', '-5'), 'Line 1: the unit price must be 0 or more'],
    [vat('1', '9.999'), 'the unit price must be 0 or more with at most 2 decimals'],
    [vat('1', '10', '101'), 'the discount must be a percentage from 0 to 100'],
    [vat('abc', '10'), 'must be numbers'],
    [{ ...vat('1', '10'), tax_code: ' ' }, 'choose a tax code'],
    [{ ...vat('1', '10'), tax_rate: '16.0001' }, 'at most 3 decimals'],
    [vat('999999999', '999999'), 'split it'],
  ])('%j', (line, message) => {
    expect(() => documentTotals([line])).toThrow(TotalsError);
    expect(() => documentTotals([line])).toThrow(message);
  });

  it('a document discount over 100 % or with 3 decimals', () => {
    expect(() => documentTotals([vat('1', '1')], '100.5')).toThrow('document discount');
    expect(() => documentTotals([vat('1', '1')], '1.005')).toThrow('document discount');
  });
});
