// The shop's catalogue reads (issue 27, ADR 057), for the eagerly loaded /shop: no zod here (it would join every
// page's first download); the answer is checked by hand. The product page, cart, checkout and order page use
// shop-api.ts (zod, loaded on demand).

export interface Product {
  id: string;
  name: string;
  sku: string;
  description: string | null;
  unit: string;
  category: string;
  price: string;
  vat_rate: string;
  vat: string;
  currency: string;
  stock: 'in_stock' | 'low' | 'out';
  available: number | null;
  /** The primary first; paths in the public product-images bucket (ADR 078). */
  images: ProductImageRef[];
  /** A variant's option value ("M"), with its group and the group's published variants (the size picker). */
  variant_label: string | null;
  group: { id: string; name: string; option_name: string } | null;
  variants: Product[];
}

export interface ProductImageRef {
  id: string;
  path: string;
  alt: string | null;
}

export interface Catalog {
  items: Product[];
  total: number;
  page: number;
  page_size: number;
  categories: { name: string; count: number }[];
}

const text = (v: unknown) => typeof v === 'string';

export function isProduct(v: unknown): v is Product {
  const p = v as Record<string, unknown>;
  return (
    typeof p === 'object' &&
    p !== null &&
    ['id', 'name', 'sku', 'unit', 'category', 'price', 'vat_rate', 'vat', 'currency'].every((k) =>
      text(p[k]),
    ) &&
    (p.description === null || text(p.description)) &&
    (p.stock === 'in_stock' || p.stock === 'low' || p.stock === 'out') &&
    (p.available === null || typeof p.available === 'number') &&
    Array.isArray(p.images) &&
    Array.isArray(p.variants)
  );
}

function isCatalog(v: unknown): v is Catalog {
  const c = v as Record<string, unknown>;
  return (
    typeof c === 'object' &&
    c !== null &&
    Array.isArray(c.items) &&
    c.items.every(isProduct) &&
    typeof c.total === 'number' &&
    Array.isArray(c.categories)
  );
}

export interface CatalogQuery {
  q: string;
  category: string;
  min: string;
  max: string;
  inStock: boolean;
  page: number;
}

export const SHOP_PAGE_SIZE = 12;

export async function readCatalog(query: CatalogQuery): Promise<Catalog> {
  // supabase-js loads on first use, not with every page (the shop is in the site's first download, ADR 080).
  const { supabase } = await import('@kernel/supabase.ts');
  const r = await supabase.rpc('shop_catalog', {
    p_search: query.q || undefined,
    p_category: query.category || undefined,
    p_min_price: query.min ? Number(query.min) : undefined,
    p_max_price: query.max ? Number(query.max) : undefined,
    p_in_stock: query.inStock,
    p_page: query.page,
    p_page_size: SHOP_PAGE_SIZE,
  });
  if (r.error) throw new Error(r.error.message);
  if (!isCatalog(r.data)) throw new Error('The shop answered something unexpected: reload the page.');
  return r.data;
}

/** "KES 1,160.00". */
export function kes(amount: string | number, currency = 'KES') {
  return `${currency} ${Number(amount).toLocaleString('en-KE', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}

/** What a buyer reads of a stock state. */
export function stockText(p: Pick<Product, 'stock' | 'available'>) {
  if (p.stock === 'out') return 'Out of stock';
  if (p.stock === 'low') return `Only ${p.available} left`;
  return 'In stock';
}
