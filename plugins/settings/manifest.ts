import type { PluginManifest } from '@kernel/registry/types.ts';
import { Settings } from 'lucide-react';

// Spec §6: /dashboard/settings needs superadmin. No module switch: settings
// must stay reachable to switch modules back on.
export const manifest: PluginManifest = {
  id: 'settings',
  requiredRole: 'superadmin',
  title: 'Settings',
  description: 'Company profile, modules on and off, locale, numbering and provider settings.',
  nav: { label: 'Settings', icon: Settings, section: 'admin', order: 20 },
  routes: [
    { path: '/dashboard/settings', title: 'Settings', load: () => import('./routes/settings-page.tsx') },
  ],
};
