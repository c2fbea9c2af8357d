// Reads the module switches of organization 1 when a user is signed in and
// follows changes live (realtime postgres_changes), so a switch flipped in
// settings reaches every open dashboard.
import { ORGANIZATION_ID } from '@config/constants.ts';
import { atom, useAtomValue, useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { sessionAtom } from '../session/atoms.ts';
import { supabase } from '../supabase.ts';
import { applyModuleChange, type ModuleRow, type ModulesState } from './module-state.ts';

export const modulesAtom = atom<ModulesState>({ status: 'loading', rows: [] });

export async function fetchModules(): Promise<ModuleRow[]> {
  const { data, error } = await supabase
    .from('system_modules')
    .select('id, name, is_enabled')
    .eq('organization_id', ORGANIZATION_ID);
  if (error) throw error;
  return (data ?? []) as ModuleRow[];
}

export function ModulesSync() {
  const userId = useAtomValue(sessionAtom)?.user?.id ?? null;
  const setModules = useSetAtom(modulesAtom);
  useEffect(() => {
    if (!userId) {
      setModules({ status: 'loading', rows: [] });
      return;
    }
    let active = true;
    const load = () =>
      fetchModules()
        .then((rows) => active && setModules({ status: 'ready', rows }))
        .catch(() => active && setModules({ status: 'failed', rows: [] }));
    void load();
    const channel = supabase
      .channel(`kernel-system-modules-${userId}`)
      .on(
        'postgres_changes',
        {
          event: '*',
          schema: 'public',
          table: 'system_modules',
          filter: `organization_id=eq.${ORGANIZATION_ID}`,
        },
        (payload) => {
          if (!active) return;
          setModules((s) => ({
            status: 'ready',
            rows: applyModuleChange(s.rows, {
              eventType: payload.eventType,
              new: payload.new as Partial<ModuleRow>,
              old: payload.old as Partial<ModuleRow>,
            }),
          }));
        },
      )
      .subscribe((status) => {
        // After a reconnect, re-read: changes made while offline were not delivered.
        if (status === 'SUBSCRIBED') void load();
      });
    return () => {
      active = false;
      void supabase.removeChannel(channel);
    };
  }, [userId, setModules]);
  return null;
}
