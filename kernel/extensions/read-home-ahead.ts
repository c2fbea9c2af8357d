// Opened at Home, the widgets' reads start once the member's role is known, not after the grid rendered
// (issue 22 item 17): only those of the widgets the grid would show then (role, module switches).
import type { createStore } from 'jotai';
import { appQueryClient } from '../data/app-query-client.ts';
import { isModuleEnabled, modulesAtom } from '../modules/module-state.ts';
import { homeWidgetsFor } from '../registry/contributions.ts';
import type { PluginManifest } from '../registry/types.ts';
import { isStaffRole } from '../roles.ts';
import { authCheckedAtom, profileAtom, profileSettledForAtom, sessionAtom } from '../session/atoms.ts';

export function readHomeAhead(plugins: readonly PluginManifest[], store: ReturnType<typeof createStore>) {
  // True once nothing is left to wait for: started, or nothing to start (signed out, no profile).
  const attempt = (): boolean => {
    const userId = store.get(sessionAtom)?.user?.id;
    if (!userId) return store.get(authCheckedAtom);
    const profile = store.get(profileAtom);
    if (profile?.auth_id !== userId) return store.get(profileSettledForAtom) === userId;
    if (!profile.is_active || !isStaffRole(profile.role)) return true;
    const modules = store.get(modulesAtom);
    const context = { queryClient: appQueryClient(), userId };
    for (const widget of homeWidgetsFor(plugins, profile.role, (id) => isModuleEnabled(modules, id)))
      widget.load().then(
        (module) => module.prefetch?.(context),
        () => undefined,
      );
    return true;
  };
  if (attempt()) return;
  let done = false;
  const stops = [sessionAtom, authCheckedAtom, profileAtom, profileSettledForAtom].map((atom) =>
    store.sub(atom, () => {
      if (done || !attempt()) return;
      done = true;
      for (const stop of stops) stop();
    }),
  );
}
