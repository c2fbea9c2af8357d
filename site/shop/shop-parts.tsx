// Small parts the shop's pages share (issue 27): the stock badge, the cart link with its count, and a product
// card. Kept small: /shop loads eagerly (spec §2).
import { buttonVariants } from '@kit/ui/button.tsx';
import { cn } from '@kit/ui/cn.ts';
import { ShoppingCart } from 'lucide-react';
import { Link } from 'react-router-dom';
import { addToCart, cartCount, useCart } from './cart.ts';
import { kes, type Product, stockText } from './catalog-api.ts';

export function StockBadge({ product }: { product: Pick<Product, 'stock' | 'available'> }) {
  return (
    <span
      className={cn(
        'inline-flex w-fit items-center rounded-full px-2.5 py-0.5 text-xs font-semibold',
        product.stock === 'out'
          ? 'bg-muted text-muted-foreground'
          : product.stock === 'low'
            ? 'bg-amber-100 text-amber-900'
            : 'bg-emerald-100 text-emerald-900',
      )}
    >
      {stockText(product)}
    </span>
  );
}

export function CartLink() {
  const count = cartCount(useCart());
  return (
    <Link to="/shop/cart" className={buttonVariants({ variant: 'outline' })} data-testid="cart-link">
      <ShoppingCart aria-hidden="true" />
      Cart
      <span className="rounded-full bg-primary px-2 text-xs text-primary-foreground">{count}</span>
      <span className="sr-only">{count === 1 ? 'item' : 'items'}</span>
    </Link>
  );
}

export function ProductCard({ product }: { product: Product }) {
  return (
    <li className="flex flex-col gap-2 rounded-lg border p-4" data-testid="product-card">
      <p className="text-xs uppercase tracking-wide text-muted-foreground">{product.category}</p>
      <h2 className="text-base font-semibold">
        <Link to={`/shop/product/${encodeURIComponent(product.sku)}`} className="hover:underline">
          {product.name}
        </Link>
      </h2>
      <p className="text-lg font-semibold">
        {kes(product.price, product.currency)}{' '}
        <span className="text-xs font-normal text-muted-foreground">incl. VAT</span>
      </p>
      <StockBadge product={product} />
      <button
        type="button"
        className={cn(buttonVariants({ size: 'sm' }), 'mt-auto')}
        disabled={product.stock === 'out'}
        onClick={() => addToCart({ sku: product.sku, name: product.name, price: product.price })}
        aria-label={`Add to cart: ${product.name}`}
      >
        Add to cart
      </button>
    </li>
  );
}
