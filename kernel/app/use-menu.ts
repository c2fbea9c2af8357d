import { useMemo } from 'react';
import { useModules } from '../modules/use-modules.ts';
import { buildMenu } from '../registry/build-menu.ts';
import type { MenuSection } from '../registry/types.ts';
import { useProfile } from '../session/use-profile.ts';
import { usePlugins } from './plugins-context.tsx';

/** The signed-in user's menu: follows role and module switches (live). */
export function useMenu(): MenuSection[] {
  const plugins = usePlugins();
  const { profile } = useProfile();
  const { isEnabled } = useModules();
  return useMemo(
    () => buildMenu(plugins, profile?.role ?? null, isEnabled),
    [plugins, profile?.role, isEnabled],
  );
}
