// The public site's frame: header with navigation to every service page,
// footer with contact details and the privacy policy.
import { buttonVariants } from '@kernel/ui/button.tsx';
import { Sheet } from '@kernel/ui/sheet.tsx';
import { Menu, ShieldCheck } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, NavLink, Outlet, useLocation } from 'react-router-dom';
import { companyContact } from '../content/company.ts';
import { SERVICES } from '../content/services.ts';

const MAIN_LINKS = [
  { to: '/services', label: 'Services' },
  { to: '/about', label: 'About' },
  { to: '/team', label: 'Team' },
  { to: '/gallery', label: 'Gallery' },
  { to: '/clients', label: 'Clients' },
  { to: '/shop', label: 'Shop' },
  { to: '/contact', label: 'Contact' },
];

function ServiceLinks({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
      {SERVICES.map((s) => (
        <li key={s.slug}>
          <Link to={`/services/${s.slug}`} onClick={onNavigate} className="font-medium hover:underline">
            {s.title}
          </Link>
          {s.topics.length > 0 && (
            <ul className="mt-1 grid gap-0.5 text-sm text-muted-foreground">
              {s.topics.map((t) => (
                <li key={t.slug}>
                  <Link
                    to={`/services/${s.slug}/${t.slug}`}
                    onClick={onNavigate}
                    className="hover:text-foreground hover:underline"
                  >
                    {t.title}
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </li>
      ))}
    </ul>
  );
}

export function SiteLayout() {
  const [open, setOpen] = useState(false);
  const location = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: close the phone menu on every navigation
  useEffect(() => setOpen(false), [location.pathname]);
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#content"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-primary focus:px-3 focus:py-2 focus:text-primary-foreground"
      >
        Skip to content
      </a>
      <header className="sticky top-0 z-40 border-b bg-background/95 backdrop-blur">
        <div className="mx-auto flex h-16 max-w-6xl items-center gap-4 px-4">
          <Link to="/" className="flex items-center gap-2 font-semibold">
            <ShieldCheck className="size-6 text-primary" aria-hidden="true" />
            {companyContact.name}
          </Link>
          <nav aria-label="Main" className="ml-auto hidden lg:block">
            <ul className="flex items-center gap-1">
              {MAIN_LINKS.map((l) => (
                <li key={l.to}>
                  <NavLink
                    to={l.to}
                    className={({ isActive }) =>
                      `rounded-md px-3 py-2 text-sm hover:bg-accent ${isActive ? 'font-medium text-primary' : ''}`
                    }
                  >
                    {l.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <Link to="/login" className={`${buttonVariants({ size: 'sm' })} ml-auto lg:ml-2`}>
            Sign in
          </Link>
          <button
            type="button"
            className="rounded-md p-2 hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring lg:hidden"
            aria-label="Open site menu"
            onClick={() => setOpen(true)}
          >
            <Menu className="size-5" aria-hidden="true" />
          </button>
        </div>
        <nav aria-label="Services" className="hidden border-t bg-muted/30 lg:block">
          <ul className="mx-auto flex max-w-6xl flex-wrap gap-x-5 gap-y-1 px-4 py-2 text-sm">
            {SERVICES.map((s) => (
              <li key={s.slug}>
                <Link to={`/services/${s.slug}`} className="text-muted-foreground hover:text-foreground">
                  {s.title}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </header>
      <Sheet open={open} onOpenChange={setOpen} title="Menu" side="right">
        <nav aria-label="Site">
          <ul className="mb-4 grid gap-1">
            {MAIN_LINKS.map((l) => (
              <li key={l.to}>
                <Link to={l.to} className="block rounded-md px-2 py-2 hover:bg-accent">
                  {l.label}
                </Link>
              </li>
            ))}
          </ul>
          <ServiceLinks />
        </nav>
      </Sheet>
      <main id="content" tabIndex={-1} className="flex-1 outline-none">
        <Outlet />
      </main>
      <footer className="border-t bg-muted/40">
        <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 md:grid-cols-3">
          <div>
            <p className="font-semibold">{companyContact.legalName}</p>
            <p className="mt-1 text-sm text-muted-foreground">{companyContact.tagline}</p>
            <address className="mt-3 text-sm not-italic">
              {companyContact.address}
              <br />
              <a href={`tel:${companyContact.phone.replace(/\s/g, '')}`} className="hover:underline">
                {companyContact.phone}
              </a>
              <br />
              <a href={`mailto:${companyContact.email}`} className="hover:underline">
                {companyContact.email}
              </a>
              <br />
              {companyContact.hours}
            </address>
          </div>
          <div className="md:col-span-2">
            <p className="mb-3 font-semibold">Services</p>
            <ServiceLinks />
          </div>
        </div>
        <div className="border-t">
          <ul className="mx-auto flex max-w-6xl flex-wrap gap-x-5 gap-y-2 px-4 py-4 text-sm text-muted-foreground">
            <li>
              © {new Date().getFullYear()} {companyContact.legalName}
            </li>
            <li>
              <Link to="/certifications" className="hover:underline">
                Certifications
              </Link>
            </li>
            <li>
              <Link to="/feedback" className="hover:underline">
                Feedback
              </Link>
            </li>
            <li>
              <Link to="/privacy-policy" className="hover:underline">
                Privacy policy
              </Link>
            </li>
          </ul>
        </div>
      </footer>
    </div>
  );
}
