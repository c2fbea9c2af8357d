// The module's own sub-menu (the main menu has one entry, "Point of sale"): links to its screens,
// the current one marked for screen readers. Wraps on a phone.
import { hasRole } from '@kernel/roles.ts';
import { useProfile } from '@kernel/session/use-profile.ts';
import { cn } from '@kit/ui/cn.ts';
import { NavLink } from 'react-router-dom';

const LINKS: readonly { to: string; label: string; end?: boolean }[] = [
  { to: '/dashboard/pos', label: 'Sell', end: true },
  { to: '/dashboard/pos/sessions', label: 'Sessions' },
  { to: '/dashboard/pos/orders', label: 'Online orders' },
  { to: '/dashboard/pos/inventory', label: 'Inventory' },
  { to: '/dashboard/pos/low-stock', label: 'Low stock' },
  { to: '/dashboard/pos/purchase-orders', label: 'Purchase orders' },
  { to: '/dashboard/pos/stock-counts', label: 'Stock counts' },
  { to: '/dashboard/pos/catalog', label: 'Catalogue' },
  { to: '/dashboard/pos/reports', label: 'Reports' },
  { to: '/dashboard/pos/customers', label: 'Customers' },
  { to: '/dashboard/pos/suppliers', label: 'Suppliers' },
];

// Admins only: the till's firm-wide settings (ADR 091).
const ADMIN_LINKS: typeof LINKS = [{ to: '/dashboard/pos/settings', label: 'Settings' }];

export function PosNav() {
  const { profile } = useProfile();
  const links = hasRole(profile?.role, 'admin') ? [...LINKS, ...ADMIN_LINKS] : LINKS;
  return (
    <nav aria-label="Point of sale" className="mb-4 print:hidden">
      <ul className="flex flex-wrap gap-1 border-b pb-2">
        {links.map((l) => (
          <li key={l.to}>
            <NavLink
              to={l.to}
              end={l.end}
              className={({ isActive }) =>
                cn(
                  'inline-flex min-h-9 items-center rounded-md px-3 text-sm font-medium hover:bg-muted',
                  isActive && 'bg-muted text-foreground',
                  !isActive && 'text-muted-foreground',
                )
              }
            >
              {l.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
