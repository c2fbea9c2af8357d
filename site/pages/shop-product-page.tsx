// "/shop/product/:sku" (issue 27, ADR 057): one published product — its price with VAT, the VAT in it, the stock
// state, a quantity (never more than is left) and "Add to cart".
import { Button, buttonVariants } from '@kit/ui/button.tsx';
import { EmptyState } from '@kit/ui/empty-state.tsx';
import { Input } from '@kit/ui/input.tsx';
import { Skeleton } from '@kit/ui/skeleton.tsx';
import { PackageX } from 'lucide-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { SitePage } from '../components/site-page.tsx';
import { addToCart } from '../shop/cart.ts';
import { kes, readProduct } from '../shop/shop-api.ts';
import { CartLink, StockBadge } from '../shop/shop-parts.tsx';
import { useRead } from '../shop/use-read.ts';

export default function ShopProductPage() {
  const sku = useParams().sku ?? '';
  const product = useRead(() => readProduct(sku), sku);
  const [quantity, setQuantity] = useState('1');
  const [added, setAdded] = useState<string | null>(null);
  const p = product.data;
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
  if (!p) return <Skeleton className="m-8 h-72" aria-label="Loading the product" />;
  const max = p.available ?? 999;
  const qty = Number(quantity);
  const qtyProblem =
    !Number.isInteger(qty) || qty < 1
      ? 'Enter a whole number from 1'
      : qty > max
        ? `Only ${max} left: take ${max} or fewer`
        : null;
  return (
    <SitePage title={p.name} crumbs={[{ label: 'Shop', to: '/shop' }]} intro={p.category}>
      <div className="grid max-w-xl gap-4">
        <p className="text-2xl font-semibold">
          {kes(p.price, p.currency)}{' '}
          <span className="text-sm font-normal text-muted-foreground">incl. VAT</span>
        </p>
        <p className="text-sm text-muted-foreground">
          Includes VAT of {kes(p.vat, p.currency)} ({Number(p.vat_rate)} %) · per {p.unit} · SKU {p.sku}
        </p>
        <StockBadge product={p} />
        {p.description && <p>{p.description}</p>}
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
          <Button type="submit" disabled={p.stock === 'out' || Boolean(qtyProblem)}>
            Add to cart
          </Button>
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
    </SitePage>
  );
}
