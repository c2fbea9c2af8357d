// Module enablement rules (spec §6, §8) as pure functions: a module is shown
// unless its row says is_enabled = false; while loading, or when the module is
// not listed, it counts as enabled; when the read fails, every module counts
// as enabled.
import { atom } from 'jotai';

/** Spec §3/§7: the columns the kernel reads from system_modules. */
export interface ModuleRow {
  id: string;
  name: string;
  is_enabled: boolean;
}

export type ModulesState =
  | { status: 'loading'; rows: ModuleRow[] }
  | { status: 'ready'; rows: ModuleRow[] }
  | { status: 'failed'; rows: ModuleRow[] };

export const INITIAL_MODULES_STATE: ModulesState = { status: 'loading', rows: [] };

/** The module switches of organization 1, kept by ModulesSync, read through useModules(). */
export const modulesAtom = atom<ModulesState>(INITIAL_MODULES_STATE);

export function isModuleEnabled(state: ModulesState, id: string): boolean {
  if (state.status !== 'ready') return true;
  const row = state.rows.find((r) => r.id === id);
  return row ? row.is_enabled !== false : true;
}

/** A realtime postgres_changes payload, reduced to what the module list needs. */
export interface ModuleChange {
  eventType: 'INSERT' | 'UPDATE' | 'DELETE' | string;
  new?: Partial<ModuleRow> | null;
  old?: Partial<ModuleRow> | null;
}

/** Applies one realtime change (INSERT/UPDATE/DELETE of a system_modules row) to the list. */
export function applyModuleChange(rows: ModuleRow[], change: ModuleChange): ModuleRow[] {
  if (change.eventType === 'DELETE')
    return change.old?.id ? rows.filter((r) => r.id !== change.old?.id) : rows;
  const next = change.new;
  if (!next?.id) return rows;
  const before = rows.find((r) => r.id === next.id);
  const merged: ModuleRow = {
    id: next.id,
    name: next.name ?? before?.name ?? next.id,
    // Same rule as a read: only an explicit false disables.
    is_enabled: next.is_enabled ?? before?.is_enabled ?? true,
  };
  return before ? rows.map((r) => (r.id === next.id ? merged : r)) : [...rows, merged];
}

/** A read settled: a first read that failed enables everything; a later failure keeps what is known. */
export function settleRead(
  state: ModulesState,
  result: { ok: true; rows: ModuleRow[] } | { ok: false },
): ModulesState {
  if (result.ok) return { status: 'ready', rows: result.rows };
  return state.status === 'ready' ? state : { status: 'failed', rows: [] };
}
