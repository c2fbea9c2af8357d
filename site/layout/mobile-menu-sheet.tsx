// The phone menu's panel: the primary links, the services tree, the account entry and the phone
// number, in a side sheet (radix Dialog: focus trapped, Esc closes). Loaded on demand by the header's
// menu button (site-header.tsx, ADR 080).
import { buttonVariants } from '@kit/ui/button-variants.ts';
import { cn } from '@kit/ui/cn.ts';
import { Phone } from '@kit/ui/icons.tsx';
import { Sheet } from '@kit/ui/sheet.tsx';
import { Link, NavLink } from 'react-router-dom';
import { ServicesTree } from '../components/services-tree.tsx';
import { companyContact, telHref } from '../content/company-contact.ts';
import { AccountLink } from './account-link.tsx';
import { PRIMARY_LINKS } from './nav-links.ts';

export function MobileMenuSheet({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const close = () => onOpenChange(false);
  return (
    <Sheet open={open} onOpenChange={onOpenChange} title="Menu" side="right">
      <nav aria-label="Site" className="grid gap-6">
        <ul className="grid gap-1">
          {PRIMARY_LINKS.map((l) => (
            <li key={l.to}>
              <NavLink
                to={l.to}
                onClick={close}
                className={({ isActive }) =>
                  cn(
                    'block rounded-md py-2 text-base hover:text-primary focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
                    isActive && 'font-medium text-primary',
                  )
                }
              >
                {l.label}
              </NavLink>
            </li>
          ))}
        </ul>
        <div>
          <p className="mb-3 text-xs font-semibold tracking-wide text-muted-foreground uppercase">
            <Link to="/services" onClick={close} className="hover:underline">
              Services
            </Link>
          </p>
          <ServicesTree onNavigate={close} roomy />
        </div>
        <div className="grid gap-2 border-t pt-4 text-sm">
          <AccountLink onNavigate={close} size="default" />
          <a href={telHref(companyContact.phone)} className={buttonVariants({ variant: 'outline' })}>
            <Phone aria-hidden="true" />
            Call {companyContact.phone}
          </a>
        </div>
      </nav>
    </Sheet>
  );
}
