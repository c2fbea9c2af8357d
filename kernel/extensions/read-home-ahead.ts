// Opened at Home, the widgets' reads start once the member's role is known, not after the grid rendered
// (issue 22 item 17): only those of the widgets the grid would show then (role, module switches).
import { getDefaultStore } from 'jotai';
import { appQueryClient } from '../data/app-query-client.ts';
import { isModuleEnabled, modulesAtom } from '../modules/module-state.ts';
import { homeWidgetsFor } from '../registry/contributions.ts';
import type { PluginManifest } from '../registry/types.ts';
import { isStaffRole } from '../roles.ts';
import { profileAtom, profileSettledForAtom } from '../session/atoms.ts';
import type { SessionStore } from '../session/use-session.ts';

/** `store`: the app's jotai store (mount-app.tsx mounts no Provider, so the default one). */
export function readHomeAhead(
  plugins: readonly PluginManifest[],
  sessions: SessionStore,
  store = getDefaultStore(),
) {
  // True once nothing is left to wait for: started, or nothing to start (signed out, no profile).
  const attempt = (): boolean => {
    const { session, checked } = sessions.get();
    const userId = session?.user?.id;
    if (!userId) return checked;
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
  const onChange = () => {
    if (done || !attempt()) return;
    done = true;
    for (const stop of stops) stop();
  };
  const stops = [
    sessions.subscribe(onChange),
    ...[profileAtom, profileSettledForAtom].map((atom) => store.sub(atom, onChange)),
  ];
}
