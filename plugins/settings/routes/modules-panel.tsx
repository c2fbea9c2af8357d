import { ORGANIZATION_ID } from '@config/constants.ts';
import { useLiveInvalidation } from '@kernel/data/use-live-invalidation.ts';
import { useConfirmedAction } from '@kit/forms/use-confirmed-action.tsx';
import { Alert } from '@kit/ui/alert.tsx';
import { Button } from '@kit/ui/button.tsx';
import { Skeleton } from '@kit/ui/skeleton.tsx';
import { useMutation, useMutationState, useQuery, useQueryClient } from '@tanstack/react-query';
import { listModuleSettings, moduleSettingKeys, setModuleEnabled, settingsKeys } from '../data.ts';
import { ModulesList } from './modules-list.tsx';

interface Switching {
  id: string;
  name: string;
  enabled: boolean;
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
  // Turning off asks first (staff lose the module); turning on does not. Either way the toast offers
  // Undo, which switches back without asking.
  const change = useConfirmedAction<Switching>({
    title: (s) => `Turn off ${s.name}?`,
    description: (s) =>
      `Staff will lose access to ${s.name}: it disappears from the menu and its pages send people back to the dashboard. Its data is kept, and you can turn it back on at any time.`,
    confirmLabel: 'Turn off',
    run: switchModule,
    undo: (s) => switchModule({ ...s, enabled: !s.enabled }),
    done: (s) => `${s.name} ${s.enabled ? 'enabled' : 'disabled'}`,
    undone: (s) => `${s.name} ${s.enabled ? 'disabled' : 'enabled'}`,
  });
  const switching = useMutationState({
    filters: { mutationKey: moduleSettingKeys.all, status: 'pending' },
    select: (m) => m.state.variables as Switching,
  });

  if (modules.error)
    return (
      <Alert variant="destructive">
        The modules could not be loaded: {modules.error.message}{' '}
        <Button variant="link" size="sm" onClick={() => void modules.refetch()}>
          Try again
        </Button>
      </Alert>
    );
  if (!modules.data)
    return (
      <div className="grid gap-2" aria-busy="true">
        {Array.from({ length: 6 }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: static skeleton rows
          <Skeleton key={i} className="h-16" />
        ))}
      </div>
    );
  const rows = modules.data.map((row) => {
    const change = switching.findLast((s) => s.id === row.id);
    return change ? { ...row, is_enabled: change.enabled } : row;
  });
  return (
    <>
      <ModulesList
        rows={rows}
        busyIds={new Set(switching.map((s) => s.id))}
        onToggle={(row, enabled) => {
          const target = { id: row.id, name: row.name, enabled };
          if (enabled) change.runNow(target);
          else change.ask(target);
        }}
      />
      {change.dialog}
    </>
  );
}
