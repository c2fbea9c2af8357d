import { useAtomValue } from 'jotai';
import { useCallback } from 'react';
import type { ModuleId } from '../registry/module-ids.ts';
import { isModuleEnabled, type ModuleRow, modulesAtom } from './module-state.ts';

export interface ModulesView {
  /** The rows of system_modules for organization 1 (empty while loading, signed out, or after a failed read). */
  modules: ModuleRow[];
  /** True until the first read since sign-in has settled. */
  loading: boolean;
  /** Spec §6: enabled unless its row says is_enabled = false; enabled while loading, when unlisted, after a failed read. */
  isEnabled(id: ModuleId): boolean;
}

export function useModules(): ModulesView {
  const state = useAtomValue(modulesAtom);
  const isEnabled = useCallback((id: ModuleId) => isModuleEnabled(state, id), [state]);
  return { modules: state.rows, loading: state.status === 'loading', isEnabled };
}
