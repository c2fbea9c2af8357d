// Which contributions a user gets (pure, like buildMenu): a plugin's panels,
// widgets and search sources reach only users who may open the plugin (its
// role and its module switch, canOpen) and, where the contribution asks for
// more, that role too. Describers and notification kinds are not filtered:
// they word what already happened and was delivered (an entry of a module
// switched off since still deserves a sentence), and row-level security has
// already decided who may read it.
import { hasRole, type Role, type StaffRole } from '../roles.ts';
import { canOpen } from './build-menu.ts';
import type {
  EventDescriber,
  HomeWidget,
  NotificationKind,
  PaletteCommand,
  PickerContribution,
  RecordAction,
  RecordTabContribution,
  SearchSource,
  SettingsPanel,
} from './extension-points.ts';
import type { ModuleId } from './module-ids.ts';
import type { PluginManifest } from './types.ts';

/** A contribution with the plugin that made it. */
export type Contributed<T> = T & { pluginId: string };

type IsEnabled = (id: ModuleId) => boolean;

function collect<T>(
  manifests: readonly PluginManifest[],
  pick: (m: PluginManifest) => readonly T[] | undefined,
): Contributed<T>[] {
  return manifests.flatMap((m) => (pick(m) ?? []).map((item) => ({ ...item, pluginId: m.id })));
}

function forUser<T extends { requiredRole?: StaffRole }>(
  manifests: readonly PluginManifest[],
  pick: (m: PluginManifest) => readonly T[] | undefined,
  role: Role | null,
  isEnabled: IsEnabled,
  defaultRole: StaffRole,
): Contributed<T>[] {
  const open = manifests.filter((m) => canOpen(m, role, isEnabled));
  return collect(open, pick).filter((item) => hasRole(role, item.requiredRole ?? defaultRole));
}

const byOrder =
  <T extends { order: number }>(label: (t: T) => string) =>
  (a: T, b: T) =>
    a.order - b.order || label(a).localeCompare(label(b));

/** Settings' tabs for this user; a panel without requiredRole is for superadmins, like Settings. */
export function settingsPanelsFor(
  manifests: readonly PluginManifest[],
  role: Role | null,
  isEnabled: IsEnabled,
): Contributed<SettingsPanel>[] {
  return forUser(manifests, (m) => m.settingsPanels, role, isEnabled, 'superadmin').sort(
    byOrder((p) => p.label),
  );
}

/** Home's widgets for this user, in order. */
export function homeWidgetsFor(
  manifests: readonly PluginManifest[],
  role: Role | null,
  isEnabled: IsEnabled,
): Contributed<HomeWidget>[] {
  return forUser(manifests, (m) => m.homeWidgets, role, isEnabled, 'staff').sort(byOrder((w) => w.title));
}

/** The search sources this user's search asks, in the order plugins are installed. */
export function searchSourcesFor(
  manifests: readonly PluginManifest[],
  role: Role | null,
  isEnabled: IsEnabled,
): Contributed<SearchSource>[] {
  const open = manifests.filter((m) => canOpen(m, role, isEnabled));
  return collect(open, (m) => m.searchSources);
}

/** The palette's actions for this user, in the order plugins are installed. */
export function commandsFor(
  manifests: readonly PluginManifest[],
  role: Role | null,
  isEnabled: IsEnabled,
): Contributed<PaletteCommand>[] {
  return forUser(manifests, (m) => m.commands, role, isEnabled, 'staff');
}

/** Every installed describer (not filtered, see the top of this file). */
export function eventDescribersOf(manifests: readonly PluginManifest[]): Contributed<EventDescriber>[] {
  return collect(manifests, (m) => m.eventDescribers);
}

/** Every installed notification kind by its `kind` (not filtered, see the top of this file). */
export function notificationKindsOf(
  manifests: readonly PluginManifest[],
): ReadonlyMap<string, Contributed<NotificationKind>> {
  return new Map(collect(manifests, (m) => m.notificationKinds).map((k) => [k.kind, k]));
}

/** The actions this user may take on a record of this type, in order. */
export function recordActionsFor(
  manifests: readonly PluginManifest[],
  role: Role | null,
  isEnabled: IsEnabled,
  recordType: string,
): Contributed<RecordAction>[] {
  return forUser(manifests, (m) => m.recordActions, role, isEnabled, 'staff')
    .filter((a) => a.recordTypes.includes(recordType))
    .sort(byOrder((a) => a.label));
}

/** The tabs this user gets on a record of this type, in order. */
export function recordTabsFor(
  manifests: readonly PluginManifest[],
  role: Role | null,
  isEnabled: IsEnabled,
  recordType: string,
): Contributed<RecordTabContribution>[] {
  return forUser(manifests, (m) => m.recordTabs, role, isEnabled, 'staff')
    .filter((t) => t.recordTypes.includes(recordType))
    .sort(byOrder((t) => t.label));
}

/** The pickers of the plugins this user may open (a picker shows another module's records: its switch rules). */
export function pickersFor(
  manifests: readonly PluginManifest[],
  role: Role | null,
  isEnabled: IsEnabled,
): Contributed<PickerContribution>[] {
  return forUser(manifests, (m) => m.pickers, role, isEnabled, 'staff');
}
