// Small parts the shop's pages share (issue 27): the stock badge, the cart link with its count, and a product
// card (its primary image; a product sold in sizes shows its group, the lowest price "from", and opens its page to
// choose a size, ADR 078). Kept small: /shop loads eagerly (spec §2).
import { buttonVariants } from '@kit/ui/button-variants.ts';
import { cn } from '@kit/ui/cn.ts';
import { ShoppingCart } from '@kit/ui/icons.tsx';
import { Link } from 'react-router-dom';
import { addToCart, cartCount, useCart } from './cart.ts';
import { kes, type Product, stockText } from './catalog-api.ts';
import { ProductImage } from './product-image.tsx';

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

/** A product card's figures: a group stands for its variants (lowest price, in stock if any size is). */
export function cardOf(product: Product) {
  const variants = product.group && product.variants?.length ? product.variants : null;
  if (!variants)
    return {
      name: product.name,
      price: product.price,
      from: false,
      stock: product,
      image: product.images?.[0],
    };
  const prices = variants.map((v) => Number(v.price));
  const min = Math.min(...prices);
  const stocked = variants.filter((v) => v.stock !== 'out');
  return {
    name: product.group?.name ?? product.name,
    price: variants[prices.indexOf(min)]?.price ?? product.price,
    from: prices.some((p) => p !== min),
    stock:
      stocked.length === 0
        ? { stock: 'out' as const, available: null }
        : { stock: 'in_stock' as const, available: null },
    image: product.images?.[0] ?? variants.find((v) => v.images?.length)?.images?.[0],
  };
}

export function ProductCard({ product, priority = false }: { product: Product; priority?: boolean }) {
  const card = cardOf(product);
  const href = `/shop/product/${encodeURIComponent(product.sku)}`;
  const sized = Boolean(product.group && product.variants?.length);
  return (
    <li className="flex flex-col gap-2 rounded-lg border p-4" data-testid="product-card">
      <Link to={href} tabIndex={-1} aria-hidden="true">
        <ProductImage
          image={card.image}
          name={card.name}
          size={240}
          widths={[240, 360, 480]}
          sizes="(min-width: 1024px) 15rem, (min-width: 640px) 45vw, 90vw"
          priority={priority}
        />
      </Link>
      <p className="text-xs uppercase tracking-wide text-muted-foreground">{product.category}</p>
      <h2 className="text-base font-semibold">
        <Link to={href} className="hover:underline">
          {card.name}
        </Link>
      </h2>
      <p className="text-lg font-semibold">
        {card.from && <span className="text-sm font-normal text-muted-foreground">from </span>}
        {kes(card.price, product.currency)}{' '}
        <span className="text-xs font-normal text-muted-foreground">incl. VAT</span>
      </p>
      <StockBadge product={card.stock} />
      {sized ? (
        <Link to={href} className={cn(buttonVariants({ size: 'sm', variant: 'outline' }), 'mt-auto')}>
          Choose {product.group?.option_name.toLowerCase()}
          <span className="sr-only">: {card.name}</span>
        </Link>
      ) : (
        <button
          type="button"
          className={cn(buttonVariants({ size: 'sm' }), 'mt-auto')}
          disabled={product.stock === 'out'}
          onClick={() => addToCart({ sku: product.sku, name: product.name, price: product.price })}
          aria-label={`Add to cart: ${product.name}`}
        >
          Add to cart
        </button>
      )}
    </li>
  );
}
