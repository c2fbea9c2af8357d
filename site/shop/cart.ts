// The shop's cart (issue 27, ADR 057): kept in localStorage, so it survives a reload and is shared by the tabs of
// one browser (the `storage` event). Prices here are what the shop showed; the order is priced again by the
// database. `orderId` is the id of the order being checked out: made once, sent again on every retry (the
// database stores the order once), and dropped when the cart changes or the order is placed.
import { useSyncExternalStore } from 'react';

export interface CartLine {
  sku: string;
  name: string;
  /** The VAT-inclusive unit price the shop showed. */
  price: string;
  quantity: number;
}
export interface Cart {
  lines: CartLine[];
  orderId?: string;
}

export const CART_KEY = 'safeworks.shop.cart';
export const MAX_QUANTITY = 999;
const EMPTY: Cart = { lines: [] };
const listeners = new Set<() => void>();
let cached: { raw: string | null; cart: Cart } = { raw: null, cart: EMPTY };

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

function isLine(v: unknown): v is CartLine {
  const l = v as CartLine;
  return (
    typeof l === 'object' &&
    l !== null &&
    typeof l.sku === 'string' &&
    typeof l.name === 'string' &&
    typeof l.price === 'string' &&
    Number.isInteger(l.quantity) &&
    l.quantity > 0
  );
}

export function readCart(): Cart {
  const raw = storage()?.getItem(CART_KEY) ?? null;
  if (raw === cached.raw) return cached.cart;
  let cart = EMPTY;
  try {
    const parsed = raw ? (JSON.parse(raw) as Cart) : EMPTY;
    cart = {
      lines: Array.isArray(parsed.lines) ? parsed.lines.filter(isLine) : [],
      orderId: typeof parsed.orderId === 'string' ? parsed.orderId : undefined,
    };
  } catch {
    cart = EMPTY;
  }
  cached = { raw, cart };
  return cart;
}

function write(cart: Cart) {
  const raw = JSON.stringify(cart);
  storage()?.setItem(CART_KEY, raw);
  cached = { raw, cart };
  for (const l of listeners) l();
}

/** Calls `listener` after every change of the cart, in this tab or another (site/shop/cart-sync.ts). */
export function subscribeCart(listener: () => void) {
  listeners.add(listener);
  const onStorage = (e: StorageEvent) => {
    if (e.key === CART_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function useCart(): Cart {
  return useSyncExternalStore(subscribeCart, readCart, () => EMPTY);
}

const clamp = (n: number) => Math.min(Math.max(Math.trunc(n), 0), MAX_QUANTITY);

/** Adds `quantity` of a product (a line per SKU). */
export function addToCart(item: Omit<CartLine, 'quantity'>, quantity = 1) {
  const cart = readCart();
  const found = cart.lines.find((l) => l.sku === item.sku);
  const lines = found
    ? cart.lines.map((l) =>
        l.sku === item.sku ? { ...l, ...item, quantity: clamp(l.quantity + quantity) } : l,
      )
    : [...cart.lines, { ...item, quantity: clamp(quantity) }];
  write({ lines: lines.filter((l) => l.quantity > 0) });
}

/** Sets a line's quantity; 0 removes it. */
export function setQuantity(sku: string, quantity: number) {
  const cart = readCart();
  write({
    lines: cart.lines
      .map((l) => (l.sku === sku ? { ...l, quantity: clamp(quantity) } : l))
      .filter((l) => l.quantity > 0),
  });
}

export function removeFromCart(sku: string) {
  setQuantity(sku, 0);
}

/** The id of the order being checked out: the same one until the cart changes or the order is placed. */
export function checkoutOrderId(): string {
  const cart = readCart();
  if (cart.orderId) return cart.orderId;
  const id = crypto.randomUUID();
  write({ ...cart, orderId: id });
  return id;
}

/** Replaces every line (a cart merged with the one saved for the signed-in shopper); no change, no write. */
export function replaceCartLines(lines: CartLine[]) {
  const cart = readCart();
  if (JSON.stringify(cart.lines) === JSON.stringify(lines)) return;
  write({ lines: lines.filter(isLine) });
}

export function clearCart() {
  write(EMPTY);
}

export function cartCount(cart: Cart) {
  return cart.lines.reduce((n, l) => n + l.quantity, 0);
}

/** The cart's estimate at the prices shown (the order's total is the database's). */
export function cartEstimate(cart: Cart) {
  return cart.lines.reduce((sum, l) => sum + Math.round(Number(l.price) * 100) * l.quantity, 0) / 100;
}
