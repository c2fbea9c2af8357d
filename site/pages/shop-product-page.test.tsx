// The product page of a product sold in sizes (issue 25, issue 27, ADR 078): a shopper who picks a size sees that
// size's price, stock and image and adds that size's SKU to the cart; a sold-out size cannot be added; the page
// opened from a size's link starts on that size. Every image has its width, height and srcset.
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { readCart } from '../shop/cart.ts';
import type { ShopProduct, ShopVariant } from '../shop/shop-api.ts';

const readProduct = vi.fn<(sku: string) => Promise<ShopProduct>>();
vi.mock('../shop/shop-api.ts', async (original) => ({
  ...(await original<typeof import('../shop/shop-api.ts')>()),
  readProduct: (sku: string) => readProduct(sku),
}));
const { default: ShopProductPage } = await import('./shop-product-page.tsx');

function variant(label: string, extra: Partial<ShopVariant> = {}): ShopVariant {
  return {
    id: `id-${label}`,
    name: `Nitrile gloves, size ${label}`,
    sku: `PPE-GLV-NIT-${label}`,
    description: 'Disposable nitrile gloves, box of 100.',
    unit: 'box',
    category: 'Hand protection',
    price: '1160.00',
    vat_rate: '16',
    vat: '160.00',
    currency: 'KES',
    stock: 'in_stock',
    available: null,
    images: [{ id: `img-${label}`, path: `item-${label}/photo.webp`, alt: null }],
    variant_label: label,
    ...extra,
  };
}

const sizes = [
  variant('S', { stock: 'low', available: 2 }),
  variant('M'),
  variant('L', { price: '1276.00', images: [] }),
  variant('XL', { stock: 'out', available: 0 }),
];
const gloves = (sku: string): ShopProduct => ({
  ...(sizes.find((s) => s.sku === sku) ?? variant('M')),
  group: { id: 'g', name: 'Nitrile gloves', option_name: 'Size' },
  variants: sizes,
});

function openPage(sku: string) {
  const router = createMemoryRouter([{ path: '/shop/product/:sku', Component: ShopProductPage }], {
    initialEntries: [`/shop/product/${sku}`],
  });
  render(<RouterProvider router={router} />);
}

describe('a shopper choosing a size', () => {
  beforeEach(() => {
    window.localStorage.clear();
    readProduct.mockReset();
    readProduct.mockImplementation(async (sku) => gloves(sku));
  });

  it('starts on the size in the link and adds the size they pick, at its price', async () => {
    const user = userEvent.setup();
    openPage('PPE-GLV-NIT-S');
    expect(await screen.findByRole('heading', { name: 'Nitrile gloves' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'S' })).toHaveProperty('checked', true);
    expect(screen.getByText('Only 2 left')).toBeTruthy();

    await user.click(screen.getByRole('radio', { name: 'L' }));
    expect(screen.getByText(/SKU PPE-GLV-NIT-L/)).toBeTruthy();
    expect(screen.getByText(/1,276\.00/)).toBeTruthy();
    // L has no image of its own: the group's first image stands in, in the same sized frame.
    const image = screen.getByRole('img', { name: 'Nitrile gloves, size L' });
    expect(image.getAttribute('src')).toContain('/product-images/item-S/photo.webp');
    expect(image.getAttribute('width')).toBe('448');
    expect(image.getAttribute('height')).toBe('448');
    expect(image.getAttribute('srcset')).toMatch(/width=320.* 320w, .*width=896.* 896w$/);
    // The page's main image (ResponsiveImage, like the site's other pictures) loads first, not lazily.
    expect(image.getAttribute('loading')).toBe('eager');
    expect(image.getAttribute('fetchpriority')).toBe('high');

    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(readCart().lines).toEqual([
      expect.objectContaining({
        sku: 'PPE-GLV-NIT-L',
        name: 'Nitrile gloves, size L',
        price: '1276.00',
        quantity: 1,
      }),
    ]);
  });

  it('cannot add a sold-out size, nor more of a size than is left', async () => {
    const user = userEvent.setup();
    openPage('PPE-GLV-NIT-M');
    await user.click(await screen.findByRole('radio', { name: /XL/ }));
    expect(screen.getByText('Out of stock')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add to cart' })).toHaveProperty('disabled', true);

    await user.click(screen.getByRole('radio', { name: 'S' }));
    const quantity = screen.getByLabelText('Quantity');
    await user.clear(quantity);
    await user.type(quantity, '3');
    expect(screen.getByText('Only 2 left: take 2 or fewer')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add to cart' })).toHaveProperty('disabled', true);
  });
});

describe('a visitor opening a product page the server rendered (ADR 088)', () => {
  beforeEach(() => {
    readProduct.mockReset();
    document.head.innerHTML = '';
    document.body.innerHTML = '';
  });

  /** The server's HTML of `path` (rendered with `data` as the server read it) and its copy in the head, hydrated. */
  async function serveAndHydrate(path: string, data: ShopProduct | null) {
    const { renderToString } = await import('react-dom/server');
    const { hydrateRoot } = await import('react-dom/client');
    const { MemoryRouter, Route, Routes } = await import('react-router-dom');
    const { ServerServedPage, servedPageScript } = await import('../seo/served-page.tsx');
    const tree = (
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/shop/product/:sku" Component={ShopProductPage} />
        </Routes>
      </MemoryRouter>
    );
    // As the server's route does before it renders (site/routes.tsx): the not-found content's code is loaded.
    await (await import('./site-not-found-lazy.tsx')).loadSiteNotFound();
    const served = { path, data };
    document.head.innerHTML = servedPageScript(served);
    const root = document.createElement('div');
    root.innerHTML = renderToString(<ServerServedPage value={served}>{tree}</ServerServedPage>);
    document.body.append(root);
    const serverHtml = root.innerHTML;
    const errors: unknown[] = [];
    const spy = vi.spyOn(console, 'error').mockImplementation((...args) => errors.push(args));
    await act(async () => {
      hydrateRoot(root, tree, { onRecoverableError: (e) => errors.push(e) });
    });
    spy.mockRestore();
    return { serverHtml, errors };
  }

  it('sees the product in the HTML and after hydration, with no skeleton, no hydration error and no second read', async () => {
    const { serverHtml, errors } = await serveAndHydrate(
      '/shop/product/PPE-GLV-NIT-S',
      gloves('PPE-GLV-NIT-S'),
    );
    expect(serverHtml).toContain('Nitrile gloves');
    expect(serverHtml).not.toContain('Loading the product');
    expect(errors).toEqual([]);
    expect(screen.getByRole('heading', { name: 'Nitrile gloves' })).toBeTruthy();
    expect(screen.getByText('Only 2 left')).toBeTruthy();
    expect(readProduct).not.toHaveBeenCalled();
    // The copy is used once: coming back to the address later reads the product afresh.
    expect(document.getElementById('served-page')).toBeNull();
  });

  it('gets the not-found page for a product not sold online, on the server and after hydration', async () => {
    const { serverHtml, errors } = await serveAndHydrate('/shop/product/NO-SUCH', null);
    expect(serverHtml).toContain('Page not found');
    expect(errors).toEqual([]);
    expect(screen.getByRole('heading', { name: 'Page not found' })).toBeTruthy();
    expect(readProduct).not.toHaveBeenCalled();
  });
});
