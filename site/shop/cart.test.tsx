// The shop's cart (issue 27): kept across reloads in localStorage, one line per product, quantities clamped, and
// the checkout's order id kept for retries but dropped when the cart changes.
import { beforeEach, describe, expect, it } from 'vitest';
import {
  addToCart,
  CART_KEY,
  cartCount,
  cartEstimate,
  checkoutOrderId,
  clearCart,
  readCart,
  setQuantity,
} from './cart.ts';

const helmet = { sku: 'PPE-HLM-WHT', name: 'Safety helmet', price: '1160.00' };

describe('the shop cart', () => {
  beforeEach(() => {
    window.localStorage.clear();
  });

  it('keeps what a buyer added in localStorage, one line per product, so a reload finds it', () => {
    addToCart(helmet);
    addToCart(helmet, 2);
    expect(JSON.parse(window.localStorage.getItem(CART_KEY) ?? '{}').lines).toEqual([
      { ...helmet, quantity: 3 },
    ]);
    expect(cartCount(readCart())).toBe(3);
    expect(cartEstimate(readCart())).toBe(3480);
  });

  it('removes a line set to 0 and never goes above 999', () => {
    addToCart(helmet, 5000);
    expect(readCart().lines[0]?.quantity).toBe(999);
    setQuantity(helmet.sku, 0);
    expect(readCart().lines).toEqual([]);
  });

  it('sends the same order id on a retry, and a new one once the cart changed', () => {
    addToCart(helmet);
    const first = checkoutOrderId();
    expect(checkoutOrderId()).toBe(first);
    setQuantity(helmet.sku, 2);
    expect(checkoutOrderId()).not.toBe(first);
    clearCart();
    expect(readCart()).toEqual({ lines: [] });
  });

  it('ignores a cart someone broke in storage', () => {
    window.localStorage.setItem(CART_KEY, '{not json');
    expect(readCart()).toEqual({ lines: [] });
    window.localStorage.setItem(
      CART_KEY,
      JSON.stringify({ lines: [{ sku: 1 }, { ...helmet, quantity: 2 }] }),
    );
    expect(readCart().lines).toEqual([{ ...helmet, quantity: 2 }]);
  });
});
