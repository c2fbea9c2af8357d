import { useMemo } from 'react';
import { useModules } from '../modules/use-modules.ts';
import { buildMenu } from '../registry/build-menu.ts';
import type { MenuSection } from '../registry/types.ts';
import { useProfile } from '../session/use-profile.ts';
import { usePlugins } from './plugins-context.tsx';

/**
 * The signed-in user's menu: the installed plugins their role (profiles.role) may open and whose
 * module is on. It follows module switches live; empty while the profile is unknown.
 */
export function useMenu(): MenuSection[] {
  const plugins = usePlugins();
  const { profile } = useProfile();
  const { isEnabled } = useModules();
  const role = profile?.role ?? null;
  return useMemo(() => buildMenu(plugins, role, isEnabled), [plugins, role, isEnabled]);
}
