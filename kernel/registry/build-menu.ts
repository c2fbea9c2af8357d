// The sidebar, generated from the manifests: what the user's role may open
// and what the module switches allow, grouped by section.
import { hasRole, type Role } from '../roles.ts';
import type { MenuSection, NavSection, PluginManifest } from './types.ts';

export const SECTION_ORDER: NavSection[] = [
  'overview',
  'sales',
  'operations',
  'communication',
  'people',
  'admin',
];
export const SECTION_LABELS: Record<NavSection, string> = {
  overview: 'Overview',
  sales: 'Sales',
  operations: 'Operations',
  communication: 'Communication',
  people: 'People',
  admin: 'Administration',
};

export function canOpen(
  manifest: PluginManifest,
  role: Role | null,
  isEnabled: (id: string) => boolean,
): boolean {
  if (!hasRole(role, manifest.requiredRole ?? 'staff')) return false;
  return manifest.moduleId ? isEnabled(manifest.moduleId) : true;
}

export function buildMenu(
  manifests: PluginManifest[],
  role: Role | null,
  isEnabled: (id: string) => boolean,
): MenuSection[] {
  const sections = new Map<NavSection, MenuSection>();
  for (const m of manifests) {
    if (!m.nav || !canOpen(m, role, isEnabled)) continue;
    const path = m.nav.path ?? m.routes[0]?.path;
    if (!path) continue;
    const section = sections.get(m.nav.section) ?? { section: m.nav.section, items: [] };
    section.items.push({ pluginId: m.id, label: m.nav.label, path, icon: m.nav.icon, order: m.nav.order });
    sections.set(m.nav.section, section);
  }
  return SECTION_ORDER.flatMap((s) => {
    const section = sections.get(s);
    if (!section) return [];
    section.items.sort((a, b) => a.order - b.order || a.label.localeCompare(b.label));
    return [section];
  });
}
