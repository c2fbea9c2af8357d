// Reads the module switches of organization 1 while a user is signed in and
// follows them live (spec §6, §7; realtime postgres_changes on system_modules),
// so a switch flipped in settings reaches every open dashboard. Signed out, it
// reads nothing (anonymous reads are not relied on) and every module counts as
// enabled until the next sign-in.
import { ORGANIZATION_ID } from '@config/constants.ts';
import type { RealtimePostgresChangesPayload } from '@supabase/supabase-js';
import { useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { useSession } from '../session/use-session.ts';
import { supabase } from '../supabase.ts';
import {
  applyModuleChange,
  INITIAL_MODULES_STATE,
  type ModuleRow,
  modulesAtom,
  settleRead,
} from './module-state.ts';

/** Spec §7 "Read modules": id, name, is_enabled where organization_id = 1. Throws on failure. */
export async function fetchModules(): Promise<ModuleRow[]> {
  const { data, error } = await supabase
    .from('system_modules')
    .select('id, name, is_enabled')
    .eq('organization_id', ORGANIZATION_ID);
  if (error) throw error;
  return (data ?? []) as ModuleRow[];
}

// supabase.channel(topic) hands back an existing channel with the same topic. React's StrictMode
// mounts effects twice and removeChannel() is asynchronous, so a fixed topic would return the old,
// already subscribed channel, to which no listener can be added. Each subscription gets its own topic.
let subscriptionCount = 0;
const JOIN_WAIT_MS = 1500; // then the first read goes ahead without the join (realtime blocked, down)

export function ModulesSync() {
  const userId = useSession().user?.id ?? null;
  const setModules = useSetAtom(modulesAtom);
  useEffect(() => {
    setModules(INITIAL_MODULES_STATE);
    if (!userId) return;
    let active = true;
    // Only the newest read may land: an older one may have started before a change committed.
    let latestRead = 0;
    let readOnce = false;
    const read = () => {
      readOnce = true;
      const ticket = ++latestRead;
      fetchModules().then(
        (rows) => active && ticket === latestRead && setModules((s) => settleRead(s, { ok: true, rows })),
        () => active && ticket === latestRead && setModules((s) => settleRead(s, { ok: false })),
      );
    };
    const onChange = (payload: RealtimePostgresChangesPayload<ModuleRow>) => {
      if (!active) return;
      // Show the change at once (once the list is known), then read again so the list converges
      // with the table; that read also recovers from a first read that failed.
      setModules((s) =>
        s.status === 'ready'
          ? {
              status: 'ready',
              rows: applyModuleChange(s.rows, {
                eventType: payload.eventType,
                new: payload.new as Partial<ModuleRow>,
                old: payload.old as Partial<ModuleRow>,
              }),
            }
          : s,
      );
      read();
    };
    // The first read waits for the join (one made before it was repeated on joining: two reads at every
    // start, issue 22 item 17); while loading every module counts as enabled. No join: read all the same.
    const readIfNone = () => {
      if (active && !readOnce) read();
    };
    const deadline = setTimeout(readIfNone, JOIN_WAIT_MS);
    subscriptionCount += 1;
    const channel = supabase
      .channel(`kernel:system_modules:${subscriptionCount}`)
      .on<ModuleRow>(
        'postgres_changes',
        {
          event: '*',
          schema: 'public',
          table: 'system_modules',
          filter: `organization_id=eq.${ORGANIZATION_ID}`,
        },
        onChange,
      )
      .subscribe((status) => {
        // Joined (again): changes made before were not delivered, so read (again).
        if (status === 'SUBSCRIBED' && active) read();
        else readIfNone();
      });
    return () => {
      active = false;
      clearTimeout(deadline);
      void supabase.removeChannel(channel);
    };
  }, [userId, setModules]);
  return null;
}
