// The desktop sidebar (from the md breakpoint): brand, generated menu and the
// collapse toggle. Phones get the same menu in a sheet (see DashboardLayout).
import { COMPANY } from '@config/constants.ts';
import type { MenuSection } from '@kernel/registry/types.ts';
import { Button } from '@kit/ui/button.tsx';
import { cn } from '@kit/ui/cn.ts';
import { PanelLeftClose, PanelLeftOpen, ShieldCheck } from 'lucide-react';
import { Link } from 'react-router-dom';
import { SidebarNav } from './sidebar-nav.tsx';

export function Sidebar(props: {
  menu: MenuSection[];
  collapsed: boolean;
  onCollapsedChange: (collapsed: boolean) => void;
  className?: string;
}) {
  const { collapsed } = props;
  return (
    <aside
      className={cn(
        'no-print sticky top-0 hidden h-dvh shrink-0 flex-col border-r bg-sidebar text-sidebar-foreground transition-[width] md:flex',
        collapsed ? 'w-16' : 'w-64',
        props.className,
      )}
    >
      <div className={cn('flex h-14 items-center gap-2 border-b px-4', collapsed && 'justify-center px-2')}>
        <Link
          to="/dashboard"
          className="flex items-center gap-2 rounded-sm font-semibold focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          <ShieldCheck className="size-6 shrink-0 text-primary" aria-hidden="true" />
          <span className={cn(collapsed && 'sr-only')}>{COMPANY.name}</span>
        </Link>
      </div>
      <div className="flex-1 overflow-y-auto p-2">
        <SidebarNav menu={props.menu} collapsed={collapsed} />
      </div>
      <div className="border-t p-2">
        <Button
          variant="ghost"
          size="sm"
          className={cn('w-full justify-start', collapsed && 'justify-center')}
          onClick={() => props.onCollapsedChange(!collapsed)}
          aria-label={collapsed ? 'Expand sidebar' : 'Collapse sidebar'}
          aria-expanded={!collapsed}
        >
          {collapsed ? <PanelLeftOpen aria-hidden="true" /> : <PanelLeftClose aria-hidden="true" />}
          {!collapsed && <span aria-hidden="true">Collapse</span>}
        </Button>
      </div>
    </aside>
  );
}
