// "/shop/cart" (issue 27, ADR 057): the cart kept in this browser — quantities (− / + or typed), remove, what is left
// of each product now (read again from the shop: "Only 3 left", "Out of stock"), the estimate, and "Check out".
import { Button, buttonVariants } from '@kit/ui/button.tsx';
import { EmptyState } from '@kit/ui/empty-state.tsx';
import { Input } from '@kit/ui/input.tsx';
import { Minus, Plus, ShoppingCart, Trash2 } from 'lucide-react';
import { Link } from 'react-router-dom';
import { SitePage } from '../components/site-page.tsx';
import { cartEstimate, removeFromCart, setQuantity, useCart } from '../shop/cart.ts';
import { kes, type Product, readProduct, stockText } from '../shop/shop-api.ts';
import { useRead } from '../shop/use-read.ts';

export default function ShopCartPage() {
  const cart = useCart();
  const skus = cart.lines.map((l) => l.sku).join(',');
  const fresh = useRead(
    skus
      ? () =>
          Promise.all(cart.lines.map((l) => readProduct(l.sku).catch(() => null))).then(
            (all) => new Map(all.filter((p): p is Product => p !== null).map((p) => [p.sku, p])),
          )
      : null,
    skus,
  );
  const problems = cart.lines
    .map((l) => {
      const p = fresh.data?.get(l.sku);
      if (!fresh.data) return null;
      if (!p) return `${l.name} is no longer sold online: remove it.`;
      if (p.stock === 'out') return `${l.name} is out of stock: remove it.`;
      if (p.available !== null && l.quantity > p.available) return `Only ${p.available} of ${l.name} left.`;
      return null;
    })
    .filter(Boolean);
  return (
    <SitePage title="Your cart" crumbs={[{ label: 'Shop', to: '/shop' }]}>
      {cart.lines.length === 0 ? (
        <EmptyState
          icon={ShoppingCart}
          title="Your cart is empty"
          action={
            <Link to="/shop" className={buttonVariants()}>
              Go to the shop
            </Link>
          }
        />
      ) : (
        <div className="grid max-w-2xl gap-4">
          <ul className="grid gap-3">
            {cart.lines.map((l) => {
              const p = fresh.data?.get(l.sku);
              return (
                <li key={l.sku} className="grid gap-2 rounded-lg border p-3" data-testid="cart-line">
                  <div className="flex justify-between gap-2">
                    <Link
                      to={`/shop/product/${encodeURIComponent(l.sku)}`}
                      className="font-medium hover:underline"
                    >
                      {l.name}
                    </Link>
                    <span className="font-semibold">
                      {kes(Math.round(Number(l.price) * 100 * l.quantity) / 100)}
                    </span>
                  </div>
                  <div className="flex flex-wrap items-center gap-2">
                    <Button
                      size="icon"
                      variant="outline"
                      aria-label={`One fewer ${l.name}`}
                      onClick={() => setQuantity(l.sku, l.quantity - 1)}
                    >
                      <Minus />
                    </Button>
                    <Input
                      type="number"
                      min={1}
                      inputMode="numeric"
                      className="w-20"
                      aria-label={`Quantity of ${l.name}`}
                      value={l.quantity}
                      onChange={(e) => {
                        const n = Number(e.currentTarget.value);
                        if (Number.isInteger(n) && n > 0) setQuantity(l.sku, n);
                      }}
                    />
                    <Button
                      size="icon"
                      variant="outline"
                      aria-label={`One more ${l.name}`}
                      onClick={() => setQuantity(l.sku, l.quantity + 1)}
                    >
                      <Plus />
                    </Button>
                    <Button variant="ghost" size="sm" onClick={() => removeFromCart(l.sku)}>
                      <Trash2 aria-hidden="true" /> Remove
                    </Button>
                    <span className="text-sm text-muted-foreground">
                      {kes(l.price)} each{p ? ` · ${stockText(p)}` : ''}
                    </span>
                  </div>
                </li>
              );
            })}
          </ul>
          {problems.length > 0 && (
            <ul role="alert" className="grid gap-1 text-sm text-destructive">
              {problems.map((m) => (
                <li key={m}>{m}</li>
              ))}
            </ul>
          )}
          <p className="text-lg">
            Total <strong data-testid="cart-total">{kes(cartEstimate(cart))}</strong>{' '}
            <span className="text-sm text-muted-foreground">incl. VAT (confirmed at checkout)</span>
          </p>
          <div className="flex flex-wrap gap-3">
            <Link to="/shop/checkout" className={buttonVariants()}>
              Check out
            </Link>
            <Link to="/shop" className={buttonVariants({ variant: 'outline' })}>
              Keep shopping
            </Link>
          </div>
        </div>
      )}
    </SitePage>
  );
}
