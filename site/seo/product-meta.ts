// The product page on the server (issue 27, ADR 088): public.shop_product read as a visitor — the very call and
// check the browser makes (shop-api.ts) — gives the page its record and its head: the product's name as title, its
// description (or its price, VAT and stock in words), the trail Home › Shop › product, its first image as the link
// preview, and the Product with its offer in the structured data. An unknown, unpublished or withdrawn SKU answers
// null: 404 with the not-found page. Loaded on use by the server renderer only (site/routes.tsx).
import type { ServerRpc } from '@kit/ssr/server-page.ts';
import type { Params } from 'react-router-dom';
import { kes, type ShopProduct, stockText, toShopProduct } from '../shop/shop-api.ts';
import type { PublicRpc, ServedPageRead } from './page-meta.ts';

/** shop_product's refusal for a SKU not sold online (any more). */
const NOT_SOLD = 'P0002';
/** The widest image a link preview gets (Open Graph recommends 1200 px). */
const PREVIEW_WIDTH = 1200;

/**
 * A product image for link previews and search engines, on the site's own address: storage's transformation at
 * most 1200 px wide, without a `format` (the picture's own JPEG or PNG, which every link preview reads).
 */
function previewPath(path: string): string {
  const key = path.split('/').map(encodeURIComponent).join('/');
  return `/storage/v1/render/image/public/product-images/${key}?width=${PREVIEW_WIDTH}&quality=80`;
}

/** The variant the address names, else the product itself (a group's page opened by its first variant). */
const shown = (p: ShopProduct) => p.variants.find((v) => v.sku === p.sku) ?? p;

export function productHead(product: ShopProduct, path: string): ServedPageRead['meta'] {
  const p = shown(product);
  const name = product.group?.name ?? p.name;
  const images = p.images.length ? p.images : product.images;
  const price = `${kes(p.price, p.currency)} incl. VAT`;
  const description =
    p.description?.trim() ||
    `${name} (${p.category}): ${price}, ${stockText(p).toLowerCase()}. Order online.`;
  const first = images[0];
  return {
    title: name,
    description,
    breadcrumbs: [
      { name: 'Home', path: '/' },
      { name: 'Shop', path: '/shop' },
      { name, path },
    ],
    image: first ? { path: previewPath(first.path), alt: first.alt ?? name } : undefined,
    product: {
      name: p.name,
      sku: p.sku,
      description: p.description,
      category: p.category,
      images: images.map((i) => previewPath(i.path)),
      price: p.price,
      currency: p.currency,
      stock: p.stock,
    },
  };
}

/**
 * The product of `/shop/product/:sku` with its head, or null when no product is sold online under that SKU.
 * Another failure (the shop closed, the database away) renders the page as before: it reads in the browser.
 */
export async function productPage(params: Params, call: ServerRpc): Promise<ServedPageRead | null> {
  const sku = params.sku ?? '';
  const answer = await call('shop_product', { p_sku: sku });
  if (answer.error?.code === NOT_SOLD) return null;
  const product = answer.error ? null : toShopProduct(answer.data);
  const path = `/shop/product/${encodeURIComponent(sku)}`;
  if (!product)
    return {
      meta: {
        title: 'Product',
        description: 'Safety equipment from our shop: price with VAT, stock and delivery.',
        breadcrumbs: [
          { name: 'Home', path: '/' },
          { name: 'Shop', path: '/shop' },
        ],
      },
      data: undefined,
    };
  return { meta: productHead(product, path), data: product };
}

/** Every product page the shop publishes (public.shop_sitemap), for sitemap.xml. */
export async function productSitemap(rpc: PublicRpc): Promise<string[]> {
  return (await rpc('shop_sitemap')).flatMap((r) =>
    typeof r.sku === 'string' && r.sku ? [`/shop/product/${encodeURIComponent(r.sku)}`] : [],
  );
}
