import { useAtomValue } from 'jotai';
import { useCallback } from 'react';
import type { ModuleId } from '../registry/module-ids.ts';
import { isModuleEnabled, type ModuleRow } from './module-state.ts';
import { modulesAtom } from './modules-sync.tsx';

export function useModules(): {
  modules: ModuleRow[];
  loading: boolean;
  isEnabled(id: ModuleId | string): boolean;
} {
  const state = useAtomValue(modulesAtom);
  const isEnabled = useCallback((id: string) => isModuleEnabled(state, id), [state]);
  return { modules: state.rows, loading: state.status === 'loading', isEnabled };
}
