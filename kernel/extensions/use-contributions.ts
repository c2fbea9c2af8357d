// The extension points as hooks: what the installed plugins contribute, for
// the signed-in user (profiles.role and the live module switches, as the menu).
// Empty while the profile is unknown, like the menu.
import { useMemo } from 'react';
import { useModules } from '../modules/use-modules.ts';
import {
  type Contributed,
  commandsFor,
  eventDescribersOf,
  homeWidgetsFor,
  notificationKindsOf,
  pickersFor,
  recordActionsFor,
  recordTabsFor,
  searchSourcesFor,
  settingsPanelsFor,
} from '../registry/contributions.ts';
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
} from '../registry/extension-points.ts';
import { type ModuleId, moduleIdsOf } from '../registry/module-ids.ts';
import { useProfile } from '../session/use-profile.ts';
import { usePlugins } from './plugins-context.tsx';

function useAccess() {
  const { profile } = useProfile();
  const { isEnabled } = useModules();
  return { role: profile?.role ?? null, isEnabled };
}

/** Settings' tabs the user may see, in order. */
export function useSettingsPanels(): Contributed<SettingsPanel>[] {
  const plugins = usePlugins();
  const { role, isEnabled } = useAccess();
  return useMemo(() => settingsPanelsFor(plugins, role, isEnabled), [plugins, role, isEnabled]);
}

/** Home's widgets the user may see, in order. */
export function useHomeWidgets(): Contributed<HomeWidget>[] {
  const plugins = usePlugins();
  const { role, isEnabled } = useAccess();
  return useMemo(() => homeWidgetsFor(plugins, role, isEnabled), [plugins, role, isEnabled]);
}

/** The search sources of the plugins the user may open. */
export function useSearchSources(): Contributed<SearchSource>[] {
  const plugins = usePlugins();
  const { role, isEnabled } = useAccess();
  return useMemo(() => searchSourcesFor(plugins, role, isEnabled), [plugins, role, isEnabled]);
}

/** The command palette's actions the user may take. */
export function useCommands(): Contributed<PaletteCommand>[] {
  const plugins = usePlugins();
  const { role, isEnabled } = useAccess();
  return useMemo(() => commandsFor(plugins, role, isEnabled), [plugins, role, isEnabled]);
}

/** The actions other plugins offer on a record of this type, for this user. */
export function useRecordActions(recordType: string): Contributed<RecordAction>[] {
  const plugins = usePlugins();
  const { role, isEnabled } = useAccess();
  return useMemo(
    () => recordActionsFor(plugins, role, isEnabled, recordType),
    [plugins, role, isEnabled, recordType],
  );
}

/** The tabs other plugins add to a record of this type, for this user. */
export function useRecordTabs(recordType: string): Contributed<RecordTabContribution>[] {
  const plugins = usePlugins();
  const { role, isEnabled } = useAccess();
  return useMemo(
    () => recordTabsFor(plugins, role, isEnabled, recordType),
    [plugins, role, isEnabled, recordType],
  );
}

/** Every installed plugin's event describers (history is worded whatever is switched on now). */
export function useEventDescribers(): Contributed<EventDescriber>[] {
  const plugins = usePlugins();
  return useMemo(() => eventDescribersOf(plugins), [plugins]);
}

/** Every installed notification kind, by kind. */
export function useNotificationKinds(): ReadonlyMap<string, Contributed<NotificationKind>> {
  const plugins = usePlugins();
  return useMemo(() => notificationKindsOf(plugins), [plugins]);
}

/** The module switches the installed plugins name (the list system_modules must hold). */
export function useInstalledModuleIds(): ModuleId[] {
  const plugins = usePlugins();
  return useMemo(() => moduleIdsOf(plugins), [plugins]);
}

/** The pickers (choose a customer, …) of the plugins the user may open. */
export function usePickers(): Contributed<PickerContribution>[] {
  const plugins = usePlugins();
  const { role, isEnabled } = useAccess();
  return useMemo(() => pickersFor(plugins, role, isEnabled), [plugins, role, isEnabled]);
}
