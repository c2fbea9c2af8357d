// Exact totals, one rule in two places (issue 14, ADR 023): for random lines,
// discounts, tax rates and both price modes, the browser's documentTotals
// (kit/money/document-totals.ts) equals the database's app.document_totals
// to the cent — every line, every total, the tax summary. Cases go to the
// database in batches (tests/fixtures test_document_totals_batch) so 1,000
// runs stay quick; preview_document_totals is what staff call.
import Big from 'big.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { documentTotals, type TotalsLine } from '../../../kit/money/document-totals.ts';
import { userWithRole } from '../../../tests/kernel-schema/support.ts';
import { anonClient, serviceClient } from '../../../tests/support/clients.ts';

const decimal = (max: number, scale: number) =>
  fc.integer({ min: 0, max: max * 10 ** scale }).map((n) => (n / 10 ** scale).toFixed(scale));

const line: fc.Arbitrary<TotalsLine> = fc
  .record({
    quantity: fc.oneof(
      fc.integer({ min: 1, max: 2_000_000 }).map((n) => (n / 1000).toFixed(3)),
      fc.integer({ min: 1, max: 500 }).map(String),
      fc.integer({ min: 1, max: 99_999_999 }).map(String),
    ),
    unit_price: fc.oneof(
      decimal(250_000, 2),
      decimal(99, 2),
      fc.constantFrom('0.00', '0.05', '0.01', '999.99'),
    ),
    discount_percent: fc.oneof(fc.constant('0'), decimal(100, 2), fc.constantFrom('12.5', '33.33', '100')),
    tax_code: fc.constantFrom('VAT', 'ZERO', 'EXEMPT', 'TOUR'),
    tax_rate: fc.oneof(fc.constantFrom('16', '14', '0', '8', '2.5', '16.000'), decimal(100, 3)),
  })
  // Lines a document can hold (the over-limit line is its own unit test).
  .filter((l) => new Big(l.quantity).times(l.unit_price).lt('100000000000'));

const kase = fc.record({
  lines: fc.array(line, { minLength: 0, maxLength: 12 }),
  document_discount: fc.oneof(fc.constant('0'), decimal(100, 2), fc.constantFrom('5', '10', '2.5')),
  prices_include_tax: fc.boolean(),
});

type Case = { lines: TotalsLine[]; document_discount: string; prices_include_tax: boolean };

async function databaseTotals(cases: Case[]) {
  const { data, error } = await serviceClient().rpc('test_document_totals_batch', { cases });
  expect(error).toBeNull();
  return data as unknown[];
}

describe('the page and the database agree to the cent', () => {
  it('for 1,000 random documents (lines, line and document discounts, tax rates, prices with or without tax)', async () => {
    const cases = fc.sample(kase, { numRuns: 1000 });
    for (let start = 0; start < cases.length; start += 250) {
      const batch = cases.slice(start, start + 250);
      const db = await databaseTotals(batch);
      batch.forEach((c, i) => {
        const page = documentTotals(c.lines, c.document_discount, c.prices_include_tax);
        expect({ case: c, totals: page }).toEqual({ case: c, totals: db[i] });
      });
    }
  });

  it('as a property: any document fast-check shrinks to still agrees (100 runs, one call each)', async () => {
    await fc.assert(
      fc.asyncProperty(kase, async (c) => {
        const [db] = await databaseTotals([c]);
        expect(documentTotals(c.lines, c.document_discount, c.prices_include_tax)).toEqual(db);
      }),
      { numRuns: 100 },
    );
  });

  it('and the totals always add up: total = taxable + tax, subtotal − discount = what the lines come to', () => {
    fc.assert(
      fc.property(kase, (c) => {
        const t = documentTotals(c.lines, c.document_discount, c.prices_include_tax);
        const cents = (x: string) => BigInt(x.replace('.', ''));
        expect(cents(t.total)).toBe(cents(t.taxable) + cents(t.tax));
        const after = cents(t.subtotal) - cents(t.discount);
        expect(c.prices_include_tax ? after : after + cents(t.tax)).toBe(cents(t.total));
        const summed = t.tax_summary.reduce((s, r) => s + cents(r.tax), 0n);
        expect(summed).toBe(cents(t.tax));
      }),
      { numRuns: 1000 },
    );
  });
});

describe('a staff member previews totals', () => {
  it('gets the database’s totals, with the rate in force today when a line names only its code', async () => {
    const staff = await userWithRole('staff');
    const lines = [
      { quantity: '2.5', unit_price: '8500.00', discount_percent: '10', tax_code: 'VAT' },
      { quantity: '1', unit_price: '3500', tax_code: 'EXEMPT' },
    ];
    const { data, error } = await staff.client.rpc('preview_document_totals', {
      lines,
      document_discount: '5',
      prices_include_tax: false,
    });
    expect(error).toBeNull();
    expect(data).toEqual(
      documentTotals(
        lines.map((l) => ({ ...l, tax_rate: l.tax_code === 'VAT' ? '16' : '0' })),
        '5',
        false,
      ),
    );
    // 2.5 × 8,500 = 21,250 − 10 % = 19,125; − 5 % = 18,168.75; VAT 2,907.00. 3,500 − 5 % = 3,325 exempt.
    expect(data).toMatchObject({
      subtotal: '22625.00',
      discount: '1131.25',
      tax: '2907.00',
      total: '24400.75',
    });
  });

  it('is told in words what is wrong with a line', async () => {
    const staff = await userWithRole('staff');
    const bad = await staff.client.rpc('preview_document_totals', {
      lines: [{ quantity: '-1', unit_price: '10', tax_code: 'VAT' }],
    });
    expect(bad.error).toMatchObject({ code: '22023' });
    expect(bad.error?.message).toContain('Line 1: the quantity must be above 0');
    const noRate = await staff.client.rpc('preview_document_totals', {
      lines: [{ quantity: '1', unit_price: '10', tax_code: 'NOPE' }],
    });
    expect(noRate.error?.message).toContain('has no rate in force');
  });

  it('visitors and shop customers cannot call it', async () => {
    const shopper = await userWithRole('customer');
    const args = { lines: [{ quantity: '1', unit_price: '10', tax_code: 'VAT', tax_rate: '16' }] };
    expect((await shopper.client.rpc('preview_document_totals', args)).error).toMatchObject({
      code: '42501',
    });
    expect((await anonClient().rpc('preview_document_totals', args)).error).not.toBeNull();
  });
});
