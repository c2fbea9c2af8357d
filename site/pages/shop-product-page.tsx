// "/shop/product/:sku" (issue 27, ADR 057): one published product — its images (srcset, ADR 078), its price with
// VAT, the VAT in it, the stock state, a quantity (never more than is left) and "Add to cart". A product sold in
// sizes offers its variants (the size picker): each its own SKU, price and stock; the one in the link is chosen
// first. The server renders it with the product (ADR 088: no skeleton, no layout shift, crawlers and link previews
// see it); an unknown or unpublished product is the not-found page, which the server answers with 404.
import { buttonVariants } from '@kit/ui/button-variants.ts';
import { EmptyState } from '@kit/ui/empty-state.tsx';
import { PackageX } from '@kit/ui/icons/package-x.tsx';
import { Input } from '@kit/ui/input.tsx';
import { NativeRadio } from '@kit/ui/native-choice.tsx';
import { Skeleton } from '@kit/ui/skeleton.tsx';
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { SitePage } from '../components/site-page.tsx';
import { useServedPage } from '../seo/served-page.tsx';
import { addToCart } from '../shop/cart.ts';
import { ProductImage } from '../shop/product-image.tsx';
import {
  kes,
  readProduct,
  ShopError,
  type ShopProduct,
  type ShopVariant,
  toShopProduct,
} from '../shop/shop-api.ts';
import { CartLink, StockBadge } from '../shop/shop-parts.tsx';
import { useRead } from '../shop/use-read.ts';
import { LazySiteNotFound } from './site-not-found-lazy.tsx';

/** shop_product's "we do not sell this product online": an unknown, unpublished or withdrawn SKU. */
const NOT_SOLD = 'P0002';

export default function ShopProductPage() {
  const sku = useParams().sku ?? '';
  // The product the server rendered this address with (null: none is sold under this SKU).
  const served = useServedPage(toShopProduct);
  const product = useRead<ShopProduct | null>(() => readProduct(sku), sku, served);
  const [quantity, setQuantity] = useState('1');
  const [added, setAdded] = useState<string | null>(null);
  const [chosenSku, setChosenSku] = useState<string | null>(null);
  const [shown, setShown] = useState(0);
  const page = product.data;
  if (page === null || (product.error instanceof ShopError && product.error.code === NOT_SOLD))
    return <LazySiteNotFound />;
  if (product.error)
    return (
      <SitePage title="Product not found" crumbs={[{ label: 'Shop', to: '/shop' }]}>
        <EmptyState
          icon={PackageX}
          title="We do not sell this product online"
          description={product.error.message}
          action={
            <Link to="/shop" className={buttonVariants()}>
              Back to the shop
            </Link>
          }
        />
      </SitePage>
    );
  if (!page) return <Skeleton className="m-8 h-72" aria-label="Loading the product" />;
  const variants = page.group ? page.variants : [];
  const p: ShopVariant = variants.find((v) => v.sku === (chosenSku ?? page.sku)) ?? page;
  const images = imagesOf(p, page);
  const image = images[Math.min(shown, images.length - 1)];
  const title = page.group?.name ?? p.name;
  const max = p.available ?? 999;
  const qty = Number(quantity);
  const qtyProblem =
    !Number.isInteger(qty) || qty < 1
      ? 'Enter a whole number from 1'
      : qty > max
        ? `Only ${max} left: take ${max} or fewer`
        : null;
  return (
    <SitePage title={title} crumbs={[{ label: 'Shop', to: '/shop' }]} intro={p.category}>
      <div className="grid gap-8 md:grid-cols-[minmax(0,28rem)_1fr]">
        <div className="grid content-start gap-3">
          <ProductImage
            image={image}
            name={p.name}
            size={448}
            widths={[320, 448, 640, 896]}
            sizes="(min-width: 768px) 28rem, calc(100vw - 2rem)"
            priority
            className="border"
          />
          {images.length > 1 && (
            <ul className="flex flex-wrap gap-2" aria-label="More images">
              {images.map((img, i) => (
                <li key={img.id}>
                  <button
                    type="button"
                    aria-pressed={img === image}
                    aria-label={`Image ${i + 1} of ${images.length}`}
                    onClick={() => setShown(i)}
                    className="w-16 rounded-md border-2 border-transparent aria-pressed:border-primary"
                  >
                    <ProductImage image={img} name={p.name} size={64} widths={[64, 128]} sizes="4rem" />
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
        <div className="grid max-w-xl content-start gap-4">
          <p className="text-2xl font-semibold">
            {kes(p.price, p.currency)}{' '}
            <span className="text-sm font-normal text-muted-foreground">incl. VAT</span>
          </p>
          <p className="text-sm text-muted-foreground">
            Includes VAT of {kes(p.vat, p.currency)} ({Number(p.vat_rate)} %) · per {p.unit} · SKU {p.sku}
          </p>
          <StockBadge product={p} />
          {p.description && <p>{p.description}</p>}
          {page.group && variants.length > 0 && (
            <VariantPicker
              option={page.group.option_name}
              variants={variants}
              chosen={p.sku}
              onChoose={(sku) => {
                setChosenSku(sku);
                setShown(0);
                setAdded(null);
              }}
            />
          )}
          <form
            className="flex flex-wrap items-end gap-3"
            onSubmit={(e) => {
              e.preventDefault();
              if (qtyProblem) return;
              addToCart({ sku: p.sku, name: p.name, price: p.price }, qty);
              setAdded(`${qty} × ${p.name} added to your cart.`);
            }}
          >
            <label className="grid gap-1.5 text-sm font-medium">
              Quantity
              <Input
                type="number"
                min={1}
                max={max}
                inputMode="numeric"
                className="w-24"
                value={quantity}
                aria-invalid={qtyProblem ? true : undefined}
                aria-describedby={qtyProblem ? 'qty-problem' : undefined}
                onChange={(e) => {
                  setQuantity(e.currentTarget.value);
                  setAdded(null);
                }}
              />
            </label>
            {/* The Button's classes on a plain button: no radix Slot on a landing (ADR 085). */}
            <button
              type="submit"
              className={buttonVariants()}
              disabled={p.stock === 'out' || Boolean(qtyProblem)}
            >
              Add to cart
            </button>
            <CartLink />
          </form>
          {qtyProblem && p.stock !== 'out' && (
            <p id="qty-problem" className="text-sm text-destructive">
              {qtyProblem}
            </p>
          )}
          <p role="status" className="text-sm">
            {added}
          </p>
        </div>
      </div>
    </SitePage>
  );
}

/** The chosen variant's images; a variant without any shows the product's (the group's first that has some). */
function imagesOf(p: ShopVariant, page: ShopProduct) {
  if (p.images.length) return p.images;
  if (page.images.length) return page.images;
  return page.variants.find((v) => v.images.length)?.images ?? [];
}

/** One choice per variant (a radio group): its label, and "sold out" for one none is left of. */
export function VariantPicker(props: {
  option: string;
  variants: ShopVariant[];
  chosen: string;
  onChoose: (sku: string) => void;
}) {
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-1 text-sm font-medium">{props.option}</legend>
      <div className="flex flex-wrap gap-2">
        {props.variants.map((v) => {
          const out = v.stock === 'out';
          return (
            <label
              key={v.sku}
              className="relative flex min-h-11 min-w-11 cursor-pointer items-center justify-center rounded-md border px-3 text-sm font-medium has-[:checked]:border-primary has-[:checked]:bg-primary has-[:checked]:text-primary-foreground has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring"
            >
              <NativeRadio
                name="variant"
                value={v.sku}
                className="sr-only"
                checked={v.sku === props.chosen}
                onChange={() => props.onChoose(v.sku)}
              />
              <span className={out ? 'line-through opacity-60' : undefined}>{v.variant_label ?? v.name}</span>
              {out && <span className="sr-only"> (sold out)</span>}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
