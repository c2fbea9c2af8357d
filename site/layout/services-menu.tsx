// The header's "Services" mega-menu: a disclosure button (aria-expanded) that
// opens a panel listing every service page and subpage. A disclosure, not an
// ARIA menu, because its content is ordinary navigation links: Tab moves
// through them, Esc closes the panel and returns focus to the button, and a
// click outside, leaving the panel with Tab or following a link closes it.
import { cn } from '@kit/ui/cn.ts';
import { ArrowRight, ChevronDown } from '@kit/ui/icons.tsx';
import { useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { ServicesTree } from '../components/services-tree.tsx';

export function ServicesMenu() {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();
  const active = pathname === '/services' || pathname.startsWith('/services/');

  // biome-ignore lint/correctness/useExhaustiveDependencies: close on every navigation
  useEffect(() => setOpen(false), [pathname]);

  useEffect(() => {
    if (!open) return;
    // A pointer press or keyboard focus outside the button and panel closes it.
    const onOutside = (e: Event) => {
      if (!rootRef.current?.contains(e.target as Node)) setOpen(false);
    };
    const onKeyDown = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    document.addEventListener('pointerdown', onOutside);
    document.addEventListener('focusin', onOutside);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onOutside);
      document.removeEventListener('focusin', onOutside);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  return (
    <div ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((o) => !o)}
        className={cn(
          'inline-flex items-center gap-1 rounded-md px-3 py-2 text-sm hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
          (active || open) && 'font-medium text-primary',
        )}
      >
        Services
        <ChevronDown className={cn('size-4 transition-transform', open && 'rotate-180')} aria-hidden="true" />
      </button>
      <div
        id={panelId}
        hidden={!open}
        className="absolute inset-x-0 top-full border-b bg-background shadow-lg"
      >
        <div className="mx-auto max-w-6xl px-4 py-6">
          <ServicesTree className="grid-cols-2 lg:grid-cols-4" onNavigate={() => setOpen(false)} />
          <div className="mt-6 flex flex-wrap items-center justify-between gap-3 border-t pt-4 text-sm">
            <p className="text-muted-foreground">
              Not sure what you need? We will advise after a short call.
            </p>
            <Link
              to="/services"
              onClick={() => setOpen(false)}
              className="inline-flex items-center gap-1 rounded-sm font-medium text-primary hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
            >
              All services
              <ArrowRight className="size-4" aria-hidden="true" />
            </Link>
          </div>
        </div>
      </div>
    </div>
  );
}
