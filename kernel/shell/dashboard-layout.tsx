// The back-office frame: generated sidebar (collapsible; a sheet on phones),
// top bar with breadcrumbs and the account menu, and the screen.
import { COMPANY } from '@config/constants.ts';
import { Menu, PanelLeftClose, PanelLeftOpen, ShieldCheck } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, Outlet, useLocation, useMatches, useNavigate } from 'react-router-dom';
import { useMenu } from '../app/use-menu.ts';
import { signOut } from '../session/sign-out.ts';
import { useProfile } from '../session/use-profile.ts';
import { useSession } from '../session/use-session.ts';
import { Button } from '../ui/button.tsx';
import { cn } from '../ui/cn.ts';
import { Sheet } from '../ui/sheet.tsx';
import { Breadcrumbs, type Crumb } from './breadcrumbs.tsx';
import { SidebarNav } from './sidebar-nav.tsx';
import { UserMenu } from './user-menu.tsx';

const COLLAPSE_KEY = 'safeworks.sidebarCollapsed';

function useCrumbs(): Crumb[] {
  const matches = useMatches();
  const crumbs: Crumb[] = [];
  for (const m of matches) {
    const title = (m.handle as { title?: string } | undefined)?.title;
    if (title && !crumbs.some((c) => c.path === m.pathname)) crumbs.push({ title, path: m.pathname });
  }
  return crumbs;
}

export function DashboardLayout() {
  const menu = useMenu();
  const { user } = useSession();
  const { profile } = useProfile();
  const navigate = useNavigate();
  const location = useLocation();
  const crumbs = useCrumbs();
  const [mobileOpen, setMobileOpen] = useState(false);
  const [collapsed, setCollapsed] = useState(() => localStorage.getItem(COLLAPSE_KEY) === '1');
  useEffect(() => localStorage.setItem(COLLAPSE_KEY, collapsed ? '1' : '0'), [collapsed]);
  useEffect(() => {
    const last = crumbs[crumbs.length - 1]?.title;
    document.title = last ? `${last} — ${COMPANY.name}` : COMPANY.name;
  }, [crumbs]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: close the phone menu on every navigation
  useEffect(() => setMobileOpen(false), [location.pathname]);

  const onSignOut = async () => {
    await signOut();
    navigate('/login', { replace: true });
  };

  return (
    <div className="flex min-h-screen bg-background">
      <a
        href="#content"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-primary focus:px-3 focus:py-2 focus:text-primary-foreground"
      >
        Skip to content
      </a>
      <aside
        className={cn(
          'no-print sticky top-0 hidden h-screen shrink-0 flex-col border-r bg-sidebar text-sidebar-foreground md:flex',
          collapsed ? 'w-16' : 'w-64',
        )}
      >
        <div className="flex h-14 items-center gap-2 border-b px-4">
          <ShieldCheck className="size-6 shrink-0 text-primary" aria-hidden="true" />
          {!collapsed && (
            <Link to="/dashboard" className="font-semibold">
              {COMPANY.name}
            </Link>
          )}
        </div>
        <div className="flex-1 overflow-y-auto p-2">
          <SidebarNav menu={menu} collapsed={collapsed} />
        </div>
        <div className="border-t p-2">
          <Button
            variant="ghost"
            size="sm"
            className="w-full justify-start"
            onClick={() => setCollapsed((c) => !c)}
            aria-label={collapsed ? 'Expand sidebar' : 'Collapse sidebar'}
          >
            {collapsed ? <PanelLeftOpen aria-hidden="true" /> : <PanelLeftClose aria-hidden="true" />}
            {!collapsed && 'Collapse'}
          </Button>
        </div>
      </aside>
      <Sheet open={mobileOpen} onOpenChange={setMobileOpen} title={COMPANY.name}>
        <SidebarNav menu={menu} onNavigate={() => setMobileOpen(false)} />
      </Sheet>
      <div className="flex min-w-0 flex-1 flex-col">
        <header className="no-print sticky top-0 z-30 flex h-14 items-center gap-3 border-b bg-background/95 px-4 backdrop-blur">
          <Button
            variant="ghost"
            size="icon"
            className="md:hidden"
            aria-label="Open menu"
            onClick={() => setMobileOpen(true)}
          >
            <Menu aria-hidden="true" />
          </Button>
          <div className="min-w-0 flex-1">
            <Breadcrumbs crumbs={crumbs} />
          </div>
          <UserMenu
            name={profile?.full_name ?? null}
            email={user?.email ?? user?.phone ?? null}
            userRole={profile?.role ?? null}
            onSignOut={() => void onSignOut()}
          />
        </header>
        <main id="content" tabIndex={-1} className="flex-1 p-4 outline-none md:p-6">
          <Outlet />
        </main>
      </div>
    </div>
  );
}
