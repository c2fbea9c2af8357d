import type { PluginManifest } from '@kernel/registry/types.ts';
import { Users } from 'lucide-react';

export const manifest: PluginManifest = {
  id: 'hr',
  moduleId: 'hr',
  title: 'HR',
  description:
    'Employees, departments, contracts, leave and staff certifications and licences with expiry warnings.',
  nav: { label: 'HR', icon: Users, section: 'people', order: 10 },
  routes: [{ path: '/dashboard/hr', title: 'HR', comingSoon: true }],
};
