// Keeps a signed-in shopper's cart the same on every device (issue 27): on signing in, the cart this browser
// holds is merged with the one the database keeps (public.shop_carts) and saved back; afterwards every
// change is saved, half a second after the last one. A guest's cart stays in the browser only.
import { type CartLine, MAX_QUANTITY, readCart, replaceCartLines, subscribeCart } from './cart.ts';

const MAX_LINES = 100;
const SAVE_DELAY_MS = 500;

/**
 * This browser's lines merged with the saved ones, one line per SKU. A product in both keeps the larger
 * quantity (signing in twice must not double it) and this browser's name and price (the newer look at the
 * shop); products only saved follow this browser's.
 */
export function mergeCarts(local: readonly CartLine[], saved: readonly CartLine[]): CartLine[] {
  const savedBySku = new Map(saved.map((l) => [l.sku, l]));
  const merged = local.map((l) => {
    const other = savedBySku.get(l.sku);
    return other ? { ...l, quantity: Math.min(MAX_QUANTITY, Math.max(l.quantity, other.quantity)) } : l;
  });
  const known = new Set(local.map((l) => l.sku));
  for (const l of saved) if (!known.has(l.sku)) merged.push(l);
  return merged.slice(0, MAX_LINES);
}

/**
 * Starts keeping `userId`'s cart in step with the saved one: loads and merges it, then saves every change half a
 * second after the last one. The answer stops it, saving at once a change not saved yet. The site layout starts it
 * on every shop page while someone is signed in (site/layout/shop-cart-sync.tsx loads this file only then).
 */
export function startCartSync(userId: string): () => void {
  let active = true;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let lastSaved: string | null = null;
  let unsubscribe: (() => void) | undefined;
  let save: ((lines: CartLine[]) => Promise<void>) | undefined;
  const saveNow = () => {
    timer = undefined;
    const lines = readCart().lines;
    const text = JSON.stringify(lines);
    if (!save || text === lastSaved) return;
    lastSaved = text;
    // A failed save is tried again with the next change; the browser still holds the cart.
    void save(lines).catch(() => {
      lastSaved = null;
    });
  };
  void (async () => {
    const api = await import('./saved-cart-api.ts');
    const saved = await api.loadSavedCart(userId).catch(() => null);
    if (!active) return;
    save = api.saveCart;
    // Nothing saved yet and nothing here: no row to write.
    lastSaved = JSON.stringify(saved ?? []);
    if (saved) replaceCartLines(mergeCarts(readCart().lines, saved));
    saveNow();
    unsubscribe = subscribeCart(() => {
      if (timer) clearTimeout(timer);
      timer = setTimeout(saveNow, SAVE_DELAY_MS);
    });
  })();
  return () => {
    active = false;
    unsubscribe?.();
    // Leaving the shop (e.g. checkout emptied the cart and moved on to the payment): a change not saved yet is
    // saved now, or the other devices would bring the old cart back.
    if (timer) {
      clearTimeout(timer);
      saveNow();
    }
  };
}
