import { ORGANIZATION_ID } from '@config/constants.ts';
import { useLiveInvalidation } from '@kernel/data/use-live-invalidation.ts';
import { usePlugins } from '@kernel/extensions/use-plugins.ts';
import { isPlaceholder } from '@kernel/registry/build-menu.ts';
import { useConfirmedAction } from '@kit/forms/use-confirmed-action.tsx';
import { LoadError } from '@kit/ui/load-error.tsx';
import { Skeleton } from '@kit/ui/skeleton.tsx';
import { useMutation, useMutationState, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  listModuleSettings,
  moduleSettingKeys,
  modulesGoingOffWith,
  setModuleEnabled,
  settingsKeys,
} from '../data.ts';
import { listText, ModulesList } from './modules-list.tsx';

interface Switching {
  id: string;
  name: string;
  enabled: boolean;
  /** Turning off: the modules that need it and go off with it (nearest first), shown before confirming. */
  also?: { id: string; name: string }[];
}

/**
 * Superadmin switches each module on or off; the menu of every open dashboard follows.
 *
 * One source of truth: the cached read of system_modules. A switch being saved shows its new
 * position at once (the pending change is laid over the cached rows, so a read landing meanwhile
 * cannot flip it back) and the read is refreshed before the switch is released. Who flipped a
 * switch and when come with that read, for this session's changes and, through realtime, for
 * everyone else's.
 */
export function ModulesPanel() {
  const queryClient = useQueryClient();
  const plugins = usePlugins();
  // A module id is unavailable while every plugin it switches is a placeholder (feedback and surveys share one).
  const unavailableIds = new Set(
    plugins
      .flatMap((p) => (p.moduleId ? [p.moduleId] : []))
      .filter((id) => plugins.filter((p) => p.moduleId === id).every(isPlaceholder)),
  );
  const modules = useQuery({ queryKey: moduleSettingKeys.list(), queryFn: listModuleSettings });
  useLiveInvalidation({
    table: 'system_modules',
    filter: `organization_id=eq.${ORGANIZATION_ID}`,
    queryKey: moduleSettingKeys.all,
  });

  const toggle = useMutation({
    mutationKey: moduleSettingKeys.all,
    mutationFn: ({ id, enabled }: Switching) => setModuleEnabled({ id, enabled }),
    // Returning the refresh keeps the change pending until the fresh read is in: no flicker back.
    onSettled: () => queryClient.invalidateQueries({ queryKey: settingsKeys.all }),
  });
  const switchModule = async (s: Switching) => {
    try {
      await toggle.mutateAsync(s);
    } catch (e) {
      throw new Error(`Could not change ${s.name}: ${e instanceof Error ? e.message : String(e)}`);
    }
  };
  const alsoText = (s: Switching) => listText((s.also ?? []).map((m) => m.name));
  // Turning off asks first (staff lose the module, and the modules that need it go too); turning on
  // does not. Either way the toast offers Undo, which switches back without asking: a module turned
  // off with others comes back first, then the others, nearest first.
  const change = useConfirmedAction<Switching>({
    title: (s) => `Turn off ${s.name}?`,
    description: (s) =>
      `Staff will lose access to ${s.name}: it disappears from the menu and its pages send people back to the dashboard.${
        s.also?.length
          ? ` ${alsoText(s)} ${s.also.length === 1 ? 'needs' : 'need'} ${s.name} and will be turned off too.`
          : ''
      } Its data is kept, and you can turn it back on at any time.`,
    confirmLabel: 'Turn off',
    run: switchModule,
    undo: async (s) => {
      await switchModule({ ...s, enabled: !s.enabled, also: [] });
      if (!s.enabled) for (const m of s.also ?? []) await switchModule({ ...m, enabled: true });
    },
    done: (s) =>
      `${s.name} ${s.enabled ? 'enabled' : 'disabled'}${s.also?.length ? `, with ${alsoText(s)}` : ''}`,
    undone: (s) =>
      `${s.name} ${s.enabled ? 'disabled' : 'enabled'}${s.also?.length ? `, with ${alsoText(s)}` : ''}`,
  });
  const switching = useMutationState({
    filters: { mutationKey: moduleSettingKeys.all, status: 'pending' },
    select: (m) => m.state.variables as Switching,
  });

  if (modules.error)
    return <LoadError what="the modules" error={modules.error} onRetry={() => void modules.refetch()} />;
  if (!modules.data)
    return (
      <div className="grid gap-2" aria-busy="true">
        {Array.from({ length: 6 }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: static skeleton rows
          <Skeleton key={i} className="h-16" />
        ))}
      </div>
    );
  // A switch being saved shows its new position, and so do the modules going off with it.
  const rows = modules.data.map((row) => {
    const change = switching.findLast((s) => s.id === row.id || s.also?.some((m) => m.id === row.id));
    return change ? { ...row, is_enabled: change.enabled } : row;
  });
  return (
    <>
      <ModulesList
        rows={rows}
        busyIds={new Set(switching.map((s) => s.id))}
        unavailableIds={unavailableIds}
        onToggle={(row, enabled) => {
          if (enabled) change.runNow({ id: row.id, name: row.name, enabled });
          else {
            const also = modulesGoingOffWith(row.id, rows).map((m) => ({ id: m.id, name: m.name }));
            change.ask({ id: row.id, name: row.name, enabled, also });
          }
        }}
      />
      {change.dialog}
    </>
  );
}
