// The signed-in shopper's cart across devices (issue 27, ADR 086), mounted once by the site layout for every shop
// page — the list, a product, the cart, the checkout, the orders — so a product added anywhere in the shop is
// saved. The syncing code (site/shop/cart-sync.ts) and supabase-js load only once a session exists and a shop page
// is open: a signed-out visitor's first download carries this hook and nothing more
// (tests/architecture/landing-js.test.ts).
import { useSession } from '@kernel/session/use-session.ts';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/** The shop's pages: /shop and everything under it. */
export const isShopPath = (pathname: string) => pathname === '/shop' || pathname.startsWith('/shop/');

export function useShopCartSync() {
  const { session } = useSession();
  const userId = session?.user.id ?? null;
  const onShop = isShopPath(useLocation().pathname);
  useEffect(() => {
    if (!userId || !onShop) return;
    let active = true;
    let stop: (() => void) | undefined;
    void import('../shop/cart-sync.ts').then(({ startCartSync }) => {
      if (active) stop = startCartSync(userId);
    });
    // Leaving the shop or signing out stops it (saving at once a change not saved yet).
    return () => {
      active = false;
      stop?.();
    };
  }, [userId, onShop]);
}
