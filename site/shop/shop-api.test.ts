// The product page's answer is checked by hand, not by zod (ADR 085): the same products pass, the same defaults
// apply and a malformed answer is refused as before.
import { describe, expect, it } from 'vitest';
import { toShopProduct } from './shop-api.ts';

const helmet = {
  id: 'p1',
  name: 'Safety helmet',
  sku: 'HLM-1',
  description: null,
  unit: 'each',
  category: 'Head protection',
  price: '1160.00',
  vat_rate: '16',
  vat: '160.00',
  currency: 'KES',
  stock: 'low',
  available: 3,
};

describe("the product page's answer", () => {
  it('a product without images, variants or a group gets the defaults the page relies on', () => {
    expect(toShopProduct(helmet)).toEqual({
      ...helmet,
      images: [],
      variant_label: null,
      group: null,
      variants: [],
    });
  });

  it('a product of a size group keeps its group and its variants, without their own lists', () => {
    const small = {
      ...helmet,
      id: 'p2',
      sku: 'HLM-S',
      variant_label: 'S',
      images: [],
      group: null,
      variants: [],
    };
    const product = toShopProduct({
      ...helmet,
      variant_label: 'M',
      images: [{ id: 'i1', path: 'p1/a.webp', alt: null }],
      group: { id: 'g1', name: 'Helmets', option_name: 'Size' },
      variants: [small],
    });
    expect(product?.group).toEqual({ id: 'g1', name: 'Helmets', option_name: 'Size' });
    expect(product?.images).toEqual([{ id: 'i1', path: 'p1/a.webp', alt: null }]);
    expect(product?.variants).toEqual([
      { ...helmet, id: 'p2', sku: 'HLM-S', variant_label: 'S', images: [] },
    ]);
  });

  it('an answer that is not a product is refused', () => {
    expect(toShopProduct(null)).toBeNull();
    expect(toShopProduct([helmet])).toBeNull();
    expect(toShopProduct({ ...helmet, price: 1160 })).toBeNull();
    expect(toShopProduct({ ...helmet, stock: 'plenty' })).toBeNull();
    expect(toShopProduct({ ...helmet, images: null })).toBeNull();
    expect(toShopProduct({ ...helmet, images: [{ id: 'i1' }] })).toBeNull();
    expect(toShopProduct({ ...helmet, group: { id: 'g1' } })).toBeNull();
    expect(toShopProduct({ ...helmet, variants: [{ ...helmet, sku: 7 }] })).toBeNull();
  });
});
