// A signed-in shopper's cart is saved from every shop page, not only the cart and the checkout (issue 27, ADR 086):
// the site layout keeps it in step on /shop and below while a session exists; a signed-out visitor's cart stays in
// the browser and nothing is sent.
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ShopProduct } from '../shop/shop-api.ts';

const state = vi.hoisted(() => ({
  user: null as string | null,
  loads: [] as string[],
  saves: [] as unknown[],
}));
vi.mock('@kernel/session/use-session.ts', () => ({
  useSession: () => {
    const session = state.user
      ? { user: { id: state.user, user_metadata: { is_pos_customer: true } } }
      : null;
    return {
      session,
      user: session?.user ?? null,
      status: session ? 'signed-in' : 'signed-out',
      checked: true,
    };
  },
}));
vi.mock('../shop/saved-cart-api.ts', () => ({
  loadSavedCart: async (userId: string) => {
    state.loads.push(userId);
    return [];
  },
  saveCart: async (lines: unknown) => {
    state.saves.push(lines);
  },
}));
const helmet: ShopProduct = {
  id: 'id-hlm',
  name: 'Safety helmet',
  sku: 'HLM-01',
  description: 'Hard hat with a ratchet.',
  unit: 'each',
  category: 'Head protection',
  price: '1160.00',
  vat_rate: '16',
  vat: '160.00',
  currency: 'KES',
  stock: 'in_stock',
  available: null,
  images: [],
  variant_label: null,
  group: null,
  variants: [],
};
vi.mock('../shop/shop-api.ts', async (original) => ({
  ...(await original<typeof import('../shop/shop-api.ts')>()),
  readProduct: async () => helmet,
}));

const { siteRoutes } = await import('../routes.tsx');
// The pages load on demand: loaded once here so the first test does not wait on the transform. One after the
// other: both import the mocked shop-api.ts, and a second import while the mock's factory still awaits the
// original module can get the mock before it has the original's exports (vitest).
await import('../pages/shop-product-page.tsx');
await import('../pages/shop-cart-page.tsx');
const { addToCart, readCart } = await import('../shop/cart.ts');

function openAt(path: string) {
  const router = createMemoryRouter([{ HydrateFallback: () => <p>Loading page</p>, children: siteRoutes }], {
    initialEntries: [path],
  });
  render(<RouterProvider router={router} />);
  return router;
}

beforeEach(() => {
  window.localStorage.clear();
  state.user = null;
  state.loads = [];
  state.saves = [];
});

describe('a shopper adding to the cart on a product page', () => {
  it('signed in: the product added is saved for their other devices, and leaving the shop stops the syncing', async () => {
    state.user = 'shopper-1';
    const user = userEvent.setup();
    const router = openAt('/shop/product/HLM-01');
    await user.click(await screen.findByRole('button', { name: 'Add to cart' }, { timeout: 5000 }));
    await waitFor(
      () => expect(state.saves.at(-1)).toEqual([expect.objectContaining({ sku: 'HLM-01', quantity: 1 })]),
      {
        timeout: 3000,
      },
    );
    expect(state.loads).toEqual(['shopper-1']);
    // Moving around inside the shop keeps the one sync (no second load of the saved cart).
    await router.navigate('/shop/cart');
    expect(await screen.findByRole('heading', { level: 1 })).toBeTruthy();
    expect(state.loads).toEqual(['shopper-1']);
    const saves = state.saves.length;
    await router.navigate('/about');
    expect(await screen.findByRole('heading', { level: 1, name: /about/i })).toBeTruthy();
    addToCart({ sku: 'GLV-M', name: 'Nitrile gloves (M)', price: '450.00' });
    await new Promise((r) => setTimeout(r, 700));
    expect(state.saves).toHaveLength(saves);
  });

  it('signed out: the cart stays in this browser and nothing is sent', async () => {
    const user = userEvent.setup();
    openAt('/shop/product/HLM-01');
    await user.click(await screen.findByRole('button', { name: 'Add to cart' }, { timeout: 5000 }));
    expect(readCart().lines).toEqual([expect.objectContaining({ sku: 'HLM-01', quantity: 1 })]);
    await new Promise((r) => setTimeout(r, 700));
    expect(state.loads).toEqual([]);
    expect(state.saves).toEqual([]);
  });
});
