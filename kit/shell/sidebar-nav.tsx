import type { MenuItem, MenuSection } from '@kernel/registry/types.ts';
import { SECTION_LABELS } from '@kit/format/section-labels.ts';
import { cn } from '@kit/ui/cn.ts';
import { Tooltip, TooltipContent, TooltipTrigger } from '@kit/ui/tooltip.tsx';
import { Link, useMatch, useResolvedPath } from 'react-router-dom';

function ItemLink(props: { item: MenuItem; collapsed?: boolean; onNavigate?: () => void }) {
  const { item, collapsed } = props;
  const Icon = item.icon;
  // Computed here rather than with NavLink's className function: the tooltip's Slot would turn that
  // function into a string.
  const resolved = useResolvedPath(item.path);
  const active = useMatch({ path: resolved.pathname, end: item.path === '/dashboard' }) !== null;
  const link = (
    <Link
      to={item.path}
      onClick={props.onNavigate}
      aria-current={active ? 'page' : undefined}
      className={cn(
        'flex items-center gap-3 rounded-md px-3 py-2 text-sm hover:bg-sidebar-accent hover:text-sidebar-accent-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
        collapsed && 'justify-center px-2',
        active && 'bg-sidebar-accent font-medium text-sidebar-accent-foreground',
      )}
    >
      <Icon className="size-4 shrink-0" aria-hidden="true" />
      {/* Collapsed, the label stays the link's accessible name; sighted users get a tooltip. */}
      <span className={cn('truncate', collapsed && 'sr-only')}>{item.label}</span>
    </Link>
  );
  if (!collapsed) return link;
  return (
    <Tooltip>
      <TooltipTrigger asChild>{link}</TooltipTrigger>
      <TooltipContent side="right">{item.label}</TooltipContent>
    </Tooltip>
  );
}

/** The generated menu: one link per enabled module the user may open, grouped by section. */
export function SidebarNav(props: { menu: MenuSection[]; collapsed?: boolean; onNavigate?: () => void }) {
  return (
    <nav aria-label="Dashboard" className="flex flex-col gap-4">
      {props.menu.map((section) => {
        const headingId = `nav-section-${section.section}`;
        return (
          <div key={section.section}>
            <p
              id={headingId}
              className={cn(
                'mb-1 px-3 text-xs font-semibold uppercase tracking-wide text-muted-foreground',
                props.collapsed && 'sr-only',
              )}
            >
              {SECTION_LABELS[section.section]}
            </p>
            <ul aria-labelledby={headingId} className="flex flex-col gap-0.5">
              {section.items.map((item) => (
                <li key={item.pluginId}>
                  <ItemLink item={item} collapsed={props.collapsed} onNavigate={props.onNavigate} />
                </li>
              ))}
            </ul>
          </div>
        );
      })}
    </nav>
  );
}
