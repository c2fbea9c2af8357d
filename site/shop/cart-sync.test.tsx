// A signed-in shopper's cart follows them between devices (issue 27): merged with the saved one on signing in,
// every change saved shortly after, a change pending when the page closes saved at once.
import { act, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const saved = vi.hoisted(() => ({
  lines: null as null | { sku: string; name: string; price: string; quantity: number }[],
  saves: [] as unknown[],
}));
vi.mock('./saved-cart-api.ts', () => ({
  loadSavedCart: async () => saved.lines,
  saveCart: async (lines: unknown) => {
    saved.saves.push(lines);
  },
}));

import { addToCart, readCart } from './cart.ts';
import { mergeCarts, startCartSync } from './cart-sync.ts';

const helmet = { sku: 'HLM-01', name: 'Safety helmet', price: '1160.00' };
const gloves = { sku: 'GLV-M', name: 'Nitrile gloves (M)', price: '450.00' };
const boots = { sku: 'BOOT-42', name: 'Safety boots (42)', price: '3900.00' };

beforeEach(() => {
  window.localStorage.clear();
  saved.lines = null;
  saved.saves = [];
});

describe('merging the cart on this device with the one saved for the shopper', () => {
  it('keeps one line per product with the larger quantity, so signing in twice never doubles it', () => {
    const merged = mergeCarts(
      [
        { ...helmet, quantity: 1 },
        { ...gloves, quantity: 5 },
      ],
      [
        { ...helmet, price: '1100.00', quantity: 3 },
        { ...boots, quantity: 1 },
      ],
    );
    expect(merged).toEqual([
      { ...helmet, quantity: 3 },
      { ...gloves, quantity: 5 },
      { ...boots, quantity: 1 },
    ]);
    expect(mergeCarts(merged, merged)).toEqual(merged);
  });

  it('never holds more than 100 products', () => {
    const many = Array.from({ length: 80 }, (_, i) => ({ ...helmet, sku: `A-${i}`, quantity: 1 }));
    const more = Array.from({ length: 80 }, (_, i) => ({ ...helmet, sku: `B-${i}`, quantity: 1 }));
    expect(mergeCarts(many, more)).toHaveLength(100);
  });
});

describe('a signed-in shopper’s cart kept in step with the saved one', () => {
  it('signing in brings the cart saved on another device into this one, and saves the two together', async () => {
    addToCart(gloves, 2);
    saved.lines = [{ ...boots, quantity: 1 }];
    const stop = startCartSync('u1');
    await waitFor(() => expect(readCart().lines.map((l) => l.sku)).toEqual(['GLV-M', 'BOOT-42']));
    await waitFor(() => expect(saved.saves).toHaveLength(1));
    expect(saved.saves[0]).toEqual(readCart().lines);
    stop();
  });

  it('saves each change half a second after the last one, and a pending change when the shopper leaves the shop', async () => {
    saved.lines = [];
    const stop = startCartSync('u1');
    await new Promise((r) => setTimeout(r, 20));
    expect(saved.saves).toHaveLength(0);
    act(() => {
      addToCart(helmet);
      addToCart(helmet);
    });
    await waitFor(() => expect(saved.saves).toHaveLength(1), { timeout: 2000 });
    expect(saved.saves[0]).toEqual([{ ...helmet, quantity: 2 }]);
    act(() => addToCart(gloves));
    stop();
    expect(saved.saves).toHaveLength(2);
    expect(saved.saves[1]).toEqual([
      { ...helmet, quantity: 2 },
      { ...gloves, quantity: 1 },
    ]);
  });
});
