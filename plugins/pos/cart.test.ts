import { describe, expect, it } from 'vitest';
import { addItem, type CartItem, cartTotals, lineProblem, paymentSummary, updateLine } from './cart.ts';

const helmet: CartItem = {
  id: 'h',
  name: 'Safety helmet',
  sku: 'PPE-HLM-WHT',
  unit_price: '850.00',
  tax_code: 'VAT',
  tax_rate: '16',
  is_stocked: true,
  on_hand: '3',
};
const gloves: CartItem = { ...helmet, id: 'g', name: 'Nitrile gloves', unit_price: '380.00', on_hand: '100' };

describe('the till cart', () => {
  it('adds one per scan, and one more when the item is scanned again', () => {
    let cart = addItem([], helmet);
    cart = addItem(cart, gloves);
    cart = addItem(cart, helmet);
    expect(cart.map((l) => [l.id, l.quantity])).toEqual([
      ['h', '2'],
      ['g', '1'],
    ]);
  });

  it('totals to the cent as invoices do: line and cart discounts, then 16 % VAT', () => {
    let cart = addItem(addItem([], helmet), gloves);
    cart = updateLine(cart, 'g', { quantity: '10', discount_percent: '5' });
    // 850 + 10 × 380 × 0.95 = 4,460; VAT 713.60; total 5,173.60.
    expect(cartTotals(cart, '0', false)).toMatchObject({
      subtotal: '4460.00',
      tax: '713.60',
      total: '5173.60',
    });
    // 0.1 + 0.2 is not 0.30000000000000004 here: three lines of 0.10.
    const pennies = [0, 1, 2].map((i) => ({
      ...helmet,
      id: `p${i}`,
      unit_price: '0.10',
      quantity: '1',
      discount_percent: '0',
      tax_rate: '0',
    }));
    expect(cartTotals(pennies, '0', false)?.total).toBe('0.30');
    // Prices that include VAT: 1,160 holds 160 of it.
    expect(
      cartTotals([{ ...helmet, unit_price: '1160.00', quantity: '1', discount_percent: '0' }], '0', true),
    ).toMatchObject({
      tax: '160.00',
      total: '1160.00',
    });
  });

  it('says what stops a line: more than on hand, a discount over the cashier’s limit, a bad quantity', () => {
    const [line] = addItem([], helmet);
    expect(lineProblem({ ...line!, quantity: '4' }, 10)).toBe('Only 3 in stock here');
    expect(lineProblem({ ...line!, discount_percent: '12' }, 10)).toBe(
      'A discount above 10 % needs an admin',
    );
    expect(lineProblem({ ...line!, discount_percent: '12' }, 100)).toBeNull();
    // Above the firm's ceiling (ADR 091) nobody's limit helps.
    expect(lineProblem({ ...line!, discount_percent: '12' }, 100, 10)).toBe(
      'The firm’s ceiling is 10 %: no discount above it, even with an admin’s PIN',
    );
    expect(lineProblem({ ...line!, quantity: '0' }, 10)).toBe(
      'Quantity: a number above 0, at most 3 decimals',
    );
    expect(lineProblem({ ...line!, is_stocked: false, on_hand: null, quantity: '40' }, 10)).toBeNull();
  });

  it('gives change from cash only, and names what a payment lacks', () => {
    expect(paymentSummary('1972.00', [{ method: 'cash', amount: '2000', reference: '' }])).toEqual({
      paid: '2000.00',
      due: '0.00',
      change: '28.00',
      problem: null,
    });
    expect(
      paymentSummary('1566.00', [
        { method: 'mpesa', amount: '1000', reference: 'qwe1rty2ui' },
        { method: 'cash', amount: '600', reference: '' },
      ]),
    ).toMatchObject({ change: '34.00', problem: null });
    expect(paymentSummary('100.00', [{ method: 'card', amount: '120', reference: 'S1' }]).problem).toBe(
      'M-Pesa and card together cannot exceed the total (only cash gives change)',
    );
    expect(paymentSummary('100.00', [{ method: 'mpesa', amount: '100', reference: 'ABC' }]).problem).toBe(
      'An M-Pesa payment needs its 10-character confirmation code (e.g. SGH3K7LQ2P)',
    );
    expect(paymentSummary('100.00', [{ method: 'cash', amount: '60.5', reference: '' }])).toMatchObject({
      due: '39.50',
      problem: '39.50 still to pay',
    });
  });
});
