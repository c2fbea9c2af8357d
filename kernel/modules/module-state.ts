// Module enablement rules (spec §6): shown unless is_enabled is false; while
// loading or when not listed it counts as enabled; a failed read enables all.
export interface ModuleRow {
  id: string;
  name: string;
  is_enabled: boolean;
}

export type ModulesState =
  | { status: 'loading'; rows: ModuleRow[] }
  | { status: 'ready'; rows: ModuleRow[] }
  | { status: 'failed'; rows: ModuleRow[] };

export function isModuleEnabled(state: ModulesState, id: string): boolean {
  if (state.status !== 'ready') return true;
  const row = state.rows.find((r) => r.id === id);
  return row ? row.is_enabled !== false : true;
}

/** Applies one realtime change (INSERT/UPDATE/DELETE of a system_modules row). */
export function applyModuleChange(
  rows: ModuleRow[],
  change: { eventType: string; new?: Partial<ModuleRow>; old?: Partial<ModuleRow> },
): ModuleRow[] {
  if (change.eventType === 'DELETE') return rows.filter((r) => r.id !== change.old?.id);
  const next = change.new;
  if (!next?.id) return rows;
  const merged: ModuleRow = {
    id: next.id,
    name: next.name ?? rows.find((r) => r.id === next.id)?.name ?? next.id,
    is_enabled: next.is_enabled !== false,
  };
  return rows.some((r) => r.id === next.id)
    ? rows.map((r) => (r.id === next.id ? merged : r))
    : [...rows, merged];
}
