// The public site's frame (spec §2 public routes): skip link, header with
// navigation to every service page, the page in <main>, footer with contact
// details, certifications, feedback and the privacy policy. On the shop's pages a
// signed-in shopper's cart is kept in step with the saved one (shop-cart-sync.ts).
import { Outlet } from 'react-router-dom';
import { useShopCartSync } from './shop-cart-sync.ts';
import { SiteFooter } from './site-footer.tsx';
import { SiteHeader } from './site-header.tsx';

export function SiteLayout() {
  useShopCartSync();
  return (
    <div className="flex min-h-screen flex-col bg-background text-foreground">
      <a
        href="#content"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded-md focus:bg-primary focus:px-4 focus:py-2 focus:text-primary-foreground focus:shadow-lg"
      >
        Skip to content
      </a>
      <SiteHeader />
      <main id="content" tabIndex={-1} className="flex-1 outline-none">
        <Outlet />
      </main>
      <SiteFooter />
    </div>
  );
}
