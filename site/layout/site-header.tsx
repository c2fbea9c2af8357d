// The site header: a contact strip, the logo, the primary navigation with the
// services mega-menu, the account entry ("Sign in", "Dashboard" or "Sign out"), and on small screens a menu button opening
// the same links in a side sheet (mobile-menu-sheet.tsx, loaded when first needed).
import { cn } from '@kit/ui/cn.ts';
import { Mail, Menu, Phone, ShieldCheck } from '@kit/ui/icons.tsx';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { companyContact, telHref } from '../content/company-contact.ts';
import { AccountLink } from './account-link.tsx';
import { PRIMARY_LINKS } from './nav-links.ts';
import { ServicesMenu } from './services-menu.tsx';

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'rounded-md px-3 py-2 text-sm hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
    isActive && 'font-medium text-primary',
  );

export function SiteLogo() {
  return (
    <Link
      to="/"
      className="flex items-center gap-2 rounded-md text-lg font-semibold tracking-tight focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
    >
      <ShieldCheck className="size-7 text-primary" aria-hidden="true" />
      <span>
        {companyContact.name}
        <span className="sr-only"> — home</span>
      </span>
    </Link>
  );
}

function ContactStrip() {
  return (
    <div className="no-print hidden bg-primary text-primary-foreground sm:block">
      <div className="mx-auto flex max-w-6xl items-center justify-end gap-5 px-4 py-1.5 text-xs">
        <span className="mr-auto">{companyContact.tagline}</span>
        <a href={telHref(companyContact.phone)} className="inline-flex items-center gap-1.5 hover:underline">
          <Phone className="size-3.5" aria-hidden="true" />
          {companyContact.phone}
        </a>
        <a
          href={`mailto:${companyContact.email}`}
          className="inline-flex items-center gap-1.5 hover:underline"
        >
          <Mail className="size-3.5" aria-hidden="true" />
          {companyContact.email}
        </a>
      </div>
    </div>
  );
}

// The phone menu's panel (radix Dialog, focus trap, scroll lock: ≈ 14 kB gzip) loads when the menu
// button is first pointed at, focused or pressed, not with every page (issue 27, ADR 080).
const loadMobileMenuSheet = () => import('./mobile-menu-sheet.tsx');
const MobileMenuSheet = lazy(async () => ({ default: (await loadMobileMenuSheet()).MobileMenuSheet }));

function MobileMenu() {
  const [open, setOpen] = useState(false);
  // Mounted from the first opening on, so closing keeps radix's focus return and exit state.
  const [opened, setOpened] = useState(false);
  const { pathname } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: close on every navigation
  useEffect(() => setOpen(false), [pathname]);
  const preload = () => void loadMobileMenuSheet().catch(() => undefined);
  return (
    <>
      <button
        type="button"
        className="no-print rounded-md p-2 hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none lg:hidden"
        aria-label="Open site menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={preload}
        onFocus={preload}
        onTouchStart={preload}
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
      >
        <Menu className="size-6" aria-hidden="true" />
      </button>
      {opened && (
        <Suspense fallback={null}>
          <MobileMenuSheet open={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </>
  );
}

export function SiteHeader() {
  return (
    <header className="sticky top-0 z-40 border-b bg-background/95 backdrop-blur supports-[backdrop-filter]:bg-background/85 print:static">
      <ContactStrip />
      <div className="relative">
        <div className="mx-auto flex h-16 max-w-6xl items-center gap-2 px-4">
          <SiteLogo />
          <nav aria-label="Main" className="no-print ml-auto hidden lg:block">
            <ul className="flex items-center gap-0.5">
              <li>
                <ServicesMenu />
              </li>
              {PRIMARY_LINKS.map((l) => (
                <li key={l.to}>
                  <NavLink to={l.to} className={navLinkClass}>
                    {l.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <AccountLink className="no-print ml-auto lg:ml-3" />
          <MobileMenu />
        </div>
      </div>
    </header>
  );
}
