// The contract between the kernel and a plugin. A plugin folder exports one
// `manifest` of this type from `plugins/<id>/manifest.ts`; `config/plugins.ts`
// lists the installed ones; the kernel's `buildRoutes` and `buildMenu` turn
// the list into the router and the sidebar. A plugin imports another only through
// that plugin's `public.ts`, and only if it names it in `dependsOn` or
// `optionalDependsOn` (ADR 037; tests/architecture/imports.test.ts).
import type { ComponentType } from 'react';
import type { StaffRole } from '../roles.ts';
import type {
  EventDescriber,
  HomeWidget,
  IconComponent,
  NotificationKind,
  PaletteCommand,
  PickerContribution,
  RecordAction,
  RecordTabContribution,
  SearchSource,
  SettingsPanel,
} from './extension-points.ts';
import type { ModuleId } from './module-ids.ts';

/** What a lazy route module resolves to: the screen as its default export. */
export type ScreenModule = { default: ComponentType };

interface RouteBase {
  /** Absolute path, e.g. `/dashboard/leads/:id`. */
  path: string;
  /** Breadcrumb / document title for this screen. */
  title: string;
  /** Overrides the manifest's role for this one route. */
  requiredRole?: StaffRole;
  /**
   * No guard at all, and the app-wide guard lets exactly this path shape through (the survey fill
   * page under /dashboard). The kernel derives its public paths from these and the site's routes.
   */
  public?: boolean;
  /** Moved: the server answers 301 to this path (`:params` filled in, query kept; ADR 058). */
  movedTo?: string;
}

/** A screen the plugin has built: loaded on demand (code-split). */
interface BuiltRoute extends RouteBase {
  load: () => Promise<ScreenModule>;
  comingSoon?: never;
}

/**
 * A screen not built yet: the kernel's one "coming soon" screen shows the route's title, the
 * manifest's description and its menu icon, so a module reserves its URLs before its issue lands.
 */
interface ComingSoonRoute extends RouteBase {
  comingSoon: true;
  load?: never;
}

export type PluginRoute = BuiltRoute | ComingSoonRoute;

export type NavSection = 'overview' | 'sales' | 'operations' | 'communication' | 'people' | 'admin';

export interface NavEntry {
  label: string;
  /** A lucide-react icon component. */
  icon: IconComponent;
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
  /**
   * Plugins (ids) this one cannot work without, like Odoo's `depends`: it may import their
   * `public.ts` and read their tables, and its module switch cannot be on while theirs is off
   * (the database refuses; ADR 037). Checked at start: known ids, no cycle.
   */
  dependsOn?: readonly string[];
  /**
   * Plugins whose data it shows when they are there but works without (a calendar event's link to a
   * project): it may import their `public.ts` and read their tables; module switches ignore these.
   */
  optionalDependsOn?: readonly string[];
  /** Minimum staff role for every route; none = any signed-in staff member. */
  requiredRole?: StaffRole;
  /** Human name and one line on what the module holds (home cards, empty states). */
  title: string;
  description: string;
  nav?: NavEntry;
  routes: PluginRoute[];
  /** Tabs of Settings (kernel/README.md, "Extension points"). */
  settingsPanels?: SettingsPanel[];
  /** Cards on the dashboard home. */
  homeWidgets?: HomeWidget[];
  /** Sentences for the plugin's own audit events (activity log, record timelines). */
  eventDescribers?: EventDescriber[];
  /** The plugin's part of global search. */
  searchSources?: SearchSource[];
  /** Actions the command palette offers (Ctrl/⌘ K). */
  commands?: PaletteCommand[];
  /** How the bell shows the notifications the plugin sends. */
  notificationKinds?: NotificationKind[];
  /** Actions on other plugins' record pages ("Send e-mail" on a customer). */
  recordActions?: RecordAction[];
  /** Tabs on other plugins' record pages ("Invoices" on a customer). */
  recordTabs?: RecordTabContribution[];
  /** Kinds of record other plugins' forms let users choose (the customer picker, from Customers). */
  pickers?: PickerContribution[];
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
