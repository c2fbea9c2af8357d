// The contract between the kernel and a plugin. A plugin folder exports one
// `manifest` of this type from `plugins/<id>/manifest.ts`; `config/plugins.ts`
// lists the installed ones; the kernel's `buildRoutes` and `buildMenu` turn
// the list into the router and the sidebar. Plugins never import each other.
import type { ComponentType } from 'react';
import type { StaffRole } from '../roles.ts';
import type { ModuleId } from './module-ids.ts';

/** What a lazy route module resolves to: the screen as its default export. */
export type ScreenModule = { default: ComponentType };

export interface PluginRoute {
  /** Absolute path, e.g. `/dashboard/leads/:id`. */
  path: string;
  /** Loads the screen on demand (code-split). */
  load: () => Promise<ScreenModule>;
  /** Breadcrumb / document title for this screen. */
  title: string;
  /** Overrides the manifest's role for this one route. */
  requiredRole?: StaffRole;
  /** No guard at all (e.g. the survey fill page under /dashboard). */
  public?: boolean;
}

export type NavSection = 'overview' | 'sales' | 'operations' | 'communication' | 'people' | 'admin';

export interface NavEntry {
  label: string;
  /** A lucide-react icon component. */
  icon: ComponentType<{ className?: string; 'aria-hidden'?: boolean | 'true' | 'false' }>;
  section: NavSection;
  /** Lower comes first within the section. */
  order: number;
  /** Where the menu entry points; defaults to the first route's path. */
  path?: string;
}

export interface PluginManifest {
  /** Equals the folder name under plugins/. */
  id: string;
  /** The module switch that gates this plugin; none = always available. */
  moduleId?: ModuleId;
  /** Minimum staff role for every route; none = any signed-in staff member. */
  requiredRole?: StaffRole;
  /** Human name and one line on what the module holds (home cards, empty states). */
  title: string;
  description: string;
  nav?: NavEntry;
  routes: PluginRoute[];
}

export interface MenuItem {
  pluginId: string;
  label: string;
  path: string;
  icon: NavEntry['icon'];
  order: number;
}

export interface MenuSection {
  section: NavSection;
  items: MenuItem[];
}
