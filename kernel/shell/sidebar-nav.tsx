import { NavLink } from 'react-router-dom';
import { SECTION_LABELS } from '../registry/build-menu.ts';
import type { MenuSection } from '../registry/types.ts';
import { cn } from '../ui/cn.ts';

/** The generated menu: one link per enabled module the user may open. */
export function SidebarNav(props: { menu: MenuSection[]; collapsed?: boolean; onNavigate?: () => void }) {
  return (
    <nav aria-label="Dashboard" className="flex flex-col gap-4">
      {props.menu.map((section) => (
        <div key={section.section}>
          {!props.collapsed && (
            <p className="mb-1 px-3 text-xs font-semibold uppercase tracking-wide text-muted-foreground">
              {SECTION_LABELS[section.section]}
            </p>
          )}
          <ul className="flex flex-col gap-0.5">
            {section.items.map((item) => {
              const Icon = item.icon;
              return (
                <li key={item.pluginId}>
                  <NavLink
                    to={item.path}
                    end={item.path === '/dashboard'}
                    onClick={props.onNavigate}
                    title={props.collapsed ? item.label : undefined}
                    className={({ isActive }) =>
                      cn(
                        'flex items-center gap-3 rounded-md px-3 py-2 text-sm hover:bg-sidebar-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
                        isActive && 'bg-sidebar-accent font-medium text-sidebar-accent-foreground',
                      )
                    }
                  >
                    <Icon className="size-4 shrink-0" aria-hidden="true" />
                    <span className={cn(props.collapsed && 'sr-only')}>{item.label}</span>
                  </NavLink>
                </li>
              );
            })}
          </ul>
        </div>
      ))}
    </nav>
  );
}
