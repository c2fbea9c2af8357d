// The sidebar, generated from the manifests (pure): the entries the user's role
// may open and the module switches allow, grouped in a fixed section order.
import { hasRole, type Role } from '../roles.ts';
import type { ModuleId } from './module-ids.ts';
import type { MenuItem, MenuSection, NavSection, PluginManifest } from './types.ts';

export const SECTION_ORDER: readonly NavSection[] = [
  'overview',
  'sales',
  'operations',
  'communication',
  'people',
  'admin',
];

/** Same rule as the dashboard guard (spec §6): a staff role at least the required one, and the module on. */
export function canOpen(
  manifest: PluginManifest,
  role: Role | null,
  isEnabled: (id: ModuleId) => boolean,
): boolean {
  if (!hasRole(role, manifest.requiredRole ?? 'staff')) return false;
  return manifest.moduleId ? isEnabled(manifest.moduleId) : true;
}

/**
 * A module not built yet: every staff screen (route not `public`) is the kernel's "coming soon" one.
 * It stays out of the menu and the home cards, its switch is off and Settings cannot turn it on
 * (ADR 049).
 */
export function isPlaceholder(manifest: Pick<PluginManifest, 'routes'>): boolean {
  const staffRoutes = manifest.routes.filter((r) => !r.public);
  return staffRoutes.length > 0 && staffRoutes.every((r) => r.comingSoon === true);
}

/** Items sorted by nav order, then label; sections in SECTION_ORDER; empty sections and placeholders left out. */
export function buildMenu(
  manifests: readonly PluginManifest[],
  role: Role | null,
  isEnabled: (id: ModuleId) => boolean,
): MenuSection[] {
  const bySection = new Map<NavSection, MenuItem[]>();
  for (const manifest of manifests) {
    const nav = manifest.nav;
    if (!nav || isPlaceholder(manifest) || !canOpen(manifest, role, isEnabled)) continue;
    const path = nav.path ?? manifest.routes[0]?.path;
    if (!path) continue;
    const items = bySection.get(nav.section) ?? [];
    items.push({ pluginId: manifest.id, label: nav.label, path, icon: nav.icon, order: nav.order });
    bySection.set(nav.section, items);
  }
  return SECTION_ORDER.flatMap((section) => {
    const items = bySection.get(section);
    if (!items) return [];
    items.sort((a, b) => a.order - b.order || a.label.localeCompare(b.label));
    return [{ section, items }];
  });
}
