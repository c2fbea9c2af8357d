// What a plugin may contribute to screens it does not own, declared in its
// manifest (like VS Code's `contributes`): Settings shows every plugin's
// panels, Home every plugin's widgets, the activity log and record timelines
// ask each plugin to describe its own events, global search asks each plugin's
// sources, the bell asks each plugin how to show its notification kinds,
// a record page offers each plugin's actions on that kind of record.
// Neither the kernel nor the host screen knows the contributing plugin.
import type { SupabaseClient } from '@supabase/supabase-js';
import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import type { Database } from '../database.types.ts';
import type { StaffRole } from '../roles.ts';

/** A contributed piece of UI, loaded on demand like a screen (its module's default export). */
export type LazyComponent = () => Promise<{ default: ComponentType }>;

/** A lucide-react icon (or any component with the same props). */
export type IconComponent = ComponentType<{ className?: string; 'aria-hidden'?: boolean | 'true' | 'false' }>;

/** A tab of Settings (`/dashboard/settings?tab=<id>`). */
export interface SettingsPanel {
  /** The tab's value in the URL; unique across all plugins. */
  id: string;
  label: string;
  /** One line under the panel's heading on what it changes. */
  description?: string;
  /** Lower comes first; the first tab the user may see opens when the URL names none. */
  order: number;
  /**
   * Who sees the tab; none = superadmin, as Settings itself. The plugin's own role and module switch
   * apply as well (a module switched off takes its panel with it).
   */
  requiredRole?: StaffRole;
  load: LazyComponent;
}

export const HOME_WIDGET_SIZES = ['small', 'medium', 'large', 'full'] as const;
/** How many columns of Home's grid a widget spans: a KPI is small, a list medium or large, a banner full. */
export type HomeWidgetSize = (typeof HOME_WIDGET_SIZES)[number];

/** A card on the dashboard home (`/dashboard`). */
export interface HomeWidget {
  /** Unique across all plugins. */
  id: string;
  /** The widget's name (its region's accessible name; the widget shows its own heading). */
  title: string;
  order: number;
  size: HomeWidgetSize;
  /** On top of the plugin's own role; none = whoever may open the plugin. */
  requiredRole?: StaffRole;
  /**
   * Its code; a `prefetch` it exports starts its reads (the component's keys) once Home is opened and
   * the role allows the widget, before Home renders (kernel/extensions/read-home-ahead.ts).
   */
  load: () => Promise<{ default: ComponentType; prefetch?: (context: HomeWidgetContext) => void }>;
}

/** What a Home widget's `prefetch` gets. */
export interface HomeWidgetContext {
  queryClient: QueryClient;
  userId: string;
}

/** One row of `public.audit_log`, as the database writes it. */
export interface AuditEntry {
  id: number;
  at: string;
  actor: string | null;
  action: string;
  target: string | null;
  details: Record<string, unknown>;
}

/** The people an audit entry mentions, already named (kernel/registry/audit-people.ts). */
export interface AuditPeople {
  /** "Peter Otieno", "A removed account" or "The system": starts a sentence. */
  actor: string;
  /** An account id's display name; "a removed account" when it is gone, "an account" for none. */
  nameOf(accountId: string | null): string;
}

/**
 * Turns a plugin's own audit events into sentences. Actions are named `<family>.<verb>`
 * (`user.role_changed`, `module.enabled`); a plugin claims one family.
 */
export interface EventDescriber {
  /** The part of the action before the dot; unique across all plugins. Also the activity filter's value. */
  family: string;
  /** What the filter calls this family ("Accounts and roles"). */
  label: string;
  /** A sentence for one entry of the family; null hands the entry to the generic fallback. */
  describe(entry: AuditEntry, people: AuditPeople): string | null;
}

/** One result of a global search. `path` is where choosing it leads. */
export interface SearchHit {
  title: string;
  subtitle?: string;
  path: string;
}

/** What the command palette hands a search source besides the query and the client. */
export interface SearchContext {
  /** Aborted when the user typed on or closed the palette: pass it to `.abortSignal(signal)`. */
  signal: AbortSignal;
  /** The most hits the palette shows for one source; ask the database for no more (`.limit(limit)`). */
  limit: number;
}

/** A plugin's part of global search (Ctrl/⌘ K). Row-level security decides what the query may see. */
export interface SearchSource {
  /** Unique across all plugins. */
  id: string;
  /** The results group's heading ("Customers"). */
  label: string;
  /** The query is trimmed and at least two characters long; a rejection shows under this source only. */
  search(query: string, supabase: SupabaseClient<Database>, context: SearchContext): Promise<SearchHit[]>;
}

/**
 * An action of the command palette ("New user"): choosing it opens `path`, so the screen there does the
 * work (a dialog opened by a query parameter), and a command never runs code the route guard has not seen.
 */
export interface PaletteCommand {
  /** Unique across all plugins. */
  id: string;
  /** What the palette lists ("New staff user"). */
  label: string;
  /** A path inside the dashboard (`/dashboard/users?new=1`). */
  path: string;
  /** More words the palette matches besides the label ("add", "create", "account"). */
  keywords?: string[];
  /** On top of the plugin's own role and module switch; none = whoever may open the plugin. */
  requiredRole?: StaffRole;
  icon?: IconComponent;
}

/** How the bell shows one kind of notification a plugin sends (`notifications.kind`). */
export interface NotificationKind {
  /** The value of `notifications.kind`; unique across all plugins, e.g. `lead.assigned`. */
  kind: string;
  label: string;
  icon: IconComponent;
  /** Where opening the notification leads, from its data; null = the notification's own link or nowhere. */
  link?(data: Record<string, unknown>): string | null;
}

/** Someone a record action may address: a customer's e-mail, a contact, a lead's enquirer. */
export interface RecordRecipient {
  name: string;
  email: string | null;
  /** Why not to use it ("Do not contact"); the action shows it and does not preselect the person. */
  caution?: string;
}

/** What the record page hands a record action: the record, and what the host knows of it. */
export interface RecordActionTarget {
  /** The record's table, as on its timeline (`customers`, `leads`). */
  type: string;
  id: string;
  /** The record's name ("Acacia Flower Farm"): headings and messages. */
  title: string;
  /** People the action may address, the usual one first. */
  recipients?: readonly RecordRecipient[];
  /**
   * The action is about one person of the record (a contact card), not the whole record: only actions
   * that say `forPeople` are offered ("Send e-mail", not "New project").
   */
  person?: boolean;
  /**
   * The record as plain data for wording (`{customer: {name…}, contact: {…}}`): e-mail templates read
   * `{{customer.name}}` from it. Only fields the user can already see on the page.
   */
  data?: Record<string, unknown>;
}

/** A contributed action's component: shown when the user picks the action, gone when it calls onDone. */
export interface RecordActionProps {
  target: RecordActionTarget;
  /** The action finished or was dismissed; `changed` = the record's timeline may have new entries. */
  onDone(changed: boolean): void;
}

/**
 * An action another plugin offers on a record page ("Send e-mail" on a customer, from Email). The page
 * shows a button; choosing it loads the component (a dialog), which does the work through its own RPCs.
 */
export interface RecordAction {
  /** Unique across all plugins. */
  id: string;
  /** The record types (tables) it applies to. */
  recordTypes: readonly string[];
  label: string;
  icon?: IconComponent;
  /** Lower comes first among contributed actions. */
  order: number;
  /** Also offered on one person of the record (a contact card); such a target has `person: true`. */
  forPeople?: boolean;
  /** On top of the plugin's own role and module switch; none = whoever may open the plugin. */
  requiredRole?: StaffRole;
  load: () => Promise<{ default: ComponentType<RecordActionProps> }>;
}

/** What a contributed record tab gets: the record it sits on. */
export interface RecordTabProps {
  target: RecordActionTarget;
}

/**
 * A tab another plugin adds to a record page (Quotations and Invoices on a customer, from those
 * plugins). It shows after the page's own tabs, in `order`; its code loads when the tab is opened.
 */
export interface RecordTabContribution {
  /** Unique across all plugins; the tab's value in the URL (?tab=). */
  id: string;
  /** The record types (tables) it applies to. */
  recordTypes: readonly string[];
  label: string;
  /** Lower comes first among contributed tabs. */
  order: number;
  /** On top of the plugin's own role and module switch; none = whoever may open the plugin. */
  requiredRole?: StaffRole;
  load: () => Promise<{ default: ComponentType<RecordTabProps> }>;
}

/** One choice of a picker: the value a form stores and what the user reads. */
export interface PickerOption {
  value: string;
  label: string;
  /** A second line ("Nakuru", "archived"). */
  hint?: string;
  /** What the kind adds for the form that chose it (a product's unit price, a contact's e-mail). */
  detail?: Readonly<Record<string, string | null>>;
}

/** What a picker's query gets besides the typed text and the client. */
export interface PickerContext {
  /** The most options to return: the kit asks every picker for the same number (PICKER_LIMIT). */
  limit: number;
  /** Values that must be answered whatever the text (the form's current value), so it keeps its label. */
  include: readonly string[];
  /** Narrows the choice, as the kind documents it (`contact`: `{ customer_id }`); absent keys: no narrowing. */
  scope?: Readonly<Record<string, string>>;
  signal?: AbortSignal;
}

/**
 * A kind of record other plugins let users choose ("customer", later "contact", "staff", "product"):
 * the owning plugin states the one query, the kit's PickerField and usePickerOptions() ask it through the
 * kernel, so no plugin reads another's table for a dropdown. Row-level security decides what it sees.
 */
export interface PickerContribution {
  /** What fields ask for (`kind="customer"`); unique across all plugins. */
  kind: string;
  /** What one option is ("Customer"): the field's placeholder and empty text. */
  label: string;
  /** On top of the plugin's own role and module switch; none = whoever may open the plugin. */
  requiredRole?: StaffRole;
  /** Options whose name matches `query` (empty: the first by name), at most `limit`, plus `include`. */
  search(query: string, supabase: SupabaseClient<Database>, context: PickerContext): Promise<PickerOption[]>;
}
