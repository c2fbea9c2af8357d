import { useModules } from '@kernel/modules/use-modules.ts';
import { Alert } from '@kernel/ui/alert.tsx';
import { ConfirmDialog } from '@kernel/ui/alert-dialog.tsx';
import { Button } from '@kernel/ui/button.tsx';
import { Skeleton } from '@kernel/ui/skeleton.tsx';
import { useCallback, useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import { listModuleSettings, type ModuleSetting, setModuleEnabled } from '../data.ts';
import { ModulesList } from './modules-list.tsx';

/** Superadmin switches each module on or off; the menu of every open dashboard follows. */
export function ModulesPanel() {
  const [rows, setRows] = useState<ModuleSetting[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState<ModuleSetting | null>(null);
  const [busy, setBusy] = useState<Set<string>>(new Set());
  const { modules } = useModules();

  const load = useCallback(() => {
    setError(null);
    listModuleSettings()
      .then(setRows)
      .catch((e: Error) => setError(e.message));
  }, []);
  useEffect(load, [load]);

  // Who flipped each switch and when comes from the database (updated_by, updated_at), read again
  // after every change, ours or another session's; the switches themselves are never touched here.
  const refreshLastChanges = useCallback(() => {
    listModuleSettings()
      .then((fresh) =>
        setRows(
          (current) =>
            current?.map((r) => {
              const f = fresh.find((x) => x.id === r.id);
              return f ? { ...r, updated_at: f.updated_at, changed_by: f.changed_by } : r;
            }) ?? null,
        ),
      )
      .catch(() => {
        /* the switches are right; only the "turned off by" line stays older */
      });
  }, []);

  // Follow changes made elsewhere (the kernel's modules state is realtime).
  const rowsRef = useRef(rows);
  rowsRef.current = rows;
  useEffect(() => {
    const stale = rowsRef.current?.some((r) => {
      const live = modules.find((m) => m.id === r.id);
      return live && !busy.has(r.id) && live.is_enabled !== r.is_enabled;
    });
    if (!stale) return;
    setRows(
      (current) =>
        current?.map((r) => {
          const live = modules.find((m) => m.id === r.id);
          return live && !busy.has(r.id) ? { ...r, is_enabled: live.is_enabled } : r;
        }) ?? null,
    );
    refreshLastChanges();
  }, [modules, busy, refreshLastChanges]);

  const apply = async (row: ModuleSetting, enabled: boolean, withUndo = true) => {
    setBusy((b) => new Set(b).add(row.id));
    setRows((rs) => rs?.map((r) => (r.id === row.id ? { ...r, is_enabled: enabled } : r)) ?? null);
    try {
      await setModuleEnabled({ id: row.id, enabled });
      refreshLastChanges();
      toast.success(`${row.name} ${enabled ? 'enabled' : 'disabled'}`, {
        action: withUndo ? { label: 'Undo', onClick: () => void apply(row, !enabled, false) } : undefined,
      });
    } catch (e) {
      setRows((rs) => rs?.map((r) => (r.id === row.id ? { ...r, is_enabled: !enabled } : r)) ?? null);
      toast.error(`Could not change ${row.name}: ${(e as Error).message}`);
    } finally {
      setBusy((b) => {
        const next = new Set(b);
        next.delete(row.id);
        return next;
      });
    }
  };

  if (error)
    return (
      <Alert variant="destructive">
        The modules could not be loaded: {error}{' '}
        <Button variant="link" size="sm" onClick={load}>
          Try again
        </Button>
      </Alert>
    );
  if (!rows)
    return (
      <div className="grid gap-2" aria-busy="true">
        {Array.from({ length: 6 }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: static skeleton rows
          <Skeleton key={i} className="h-16" />
        ))}
      </div>
    );
  return (
    <>
      <ModulesList
        rows={rows}
        busyIds={busy}
        onToggle={(row, enabled) => (enabled ? void apply(row, true) : setPending(row))}
      />
      <ConfirmDialog
        open={pending !== null}
        onOpenChange={(open) => !open && setPending(null)}
        title={`Turn off ${pending?.name ?? ''}?`}
        description={`Staff will lose access to ${pending?.name ?? 'this module'}: it disappears from the menu and its pages send people back to the dashboard. Its data is kept, and you can turn it back on at any time.`}
        confirmLabel="Turn off"
        destructive
        onConfirm={() => {
          if (pending) void apply(pending, false);
          setPending(null);
        }}
      />
    </>
  );
}
