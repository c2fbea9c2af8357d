import { describe, expect, it } from 'vitest';
import { liveTotals, priceText, type SalesLine } from './sales-lines.ts';

const line = (over: Partial<SalesLine>): SalesLine => ({
  catalog_item_id: null,
  description: 'Fire safety audit',
  quantity: '1',
  unit: 'each',
  unit_price: '1000.00',
  discount_percent: '',
  tax_code: 'VAT',
  ...over,
});
const rates = { VAT: '16', EXEMPT: '0' };

describe('live totals a quotation or invoice form shows while typing', () => {
  it('counts a line once its quantity and price are numbers, and shows each line its own total', () => {
    const r = liveTotals(
      { lines: [line({}), line({ unit_price: '' }), line({ unit_price: '500', tax_code: 'EXEMPT' })] },
      rates,
    );
    expect(r.error).toBeNull();
    expect(r.totals?.total).toBe('1660.00');
    expect(r.lineTotals).toEqual(['1160.00', null, '500.00']);
  });

  it('names the line that breaks the rule by its place in the form, not among the counted ones', () => {
    const r = liveTotals({ lines: [line({ unit_price: '' }), line({ quantity: '0' })] }, rates);
    expect(r.error).toMatch(/^Line 2: the quantity must be above 0/);
  });

  it('keeps the totals of the valid lines on screen while one line breaks a rule (issue 22)', () => {
    const r = liveTotals({ lines: [line({}), line({ quantity: '1.2345' }), line({ quantity: '0' })] }, rates);
    expect(r.error).toMatch(/^Line 2: the quantity must be above 0/);
    expect(r.totals?.total).toBe('1160.00');
    expect(r.lineTotals).toEqual(['1160.00', null, null]);
    // A rule of the whole document leaves no totals to show.
    expect(liveTotals({ lines: [line({})], document_discount: '150' }, rates).totals).toBeNull();
  });

  it('follows the form’s own prices-include-tax switch unless the caller says otherwise', () => {
    expect(liveTotals({ lines: [line({})], prices_include_tax: true }, rates).totals?.total).toBe('1000.00');
    expect(liveTotals({ lines: [line({})], prices_include_tax: true }, rates, false).totals?.total).toBe(
      '1160.00',
    );
  });

  it('writes a catalogue price as a line price with two decimals, without float maths', () => {
    expect(priceText(8500)).toBe('8500.00');
    expect(priceText('8500.5')).toBe('8500.50');
    expect(priceText('45000.00')).toBe('45000.00');
  });
});
