import type { PluginManifest } from '@kernel/registry/types.ts';
import { Building2 } from 'lucide-react';

export const manifest: PluginManifest = {
  id: 'customers',
  moduleId: 'customers',
  title: 'Customers',
  description:
    'Client companies with their contacts, workplaces (county, sector, headcount), KRA PIN and history of audits and surveys.',
  nav: { label: 'Customers', icon: Building2, section: 'sales', order: 10 },
  routes: [
    { path: '/dashboard/customers', title: 'Customers', comingSoon: true },
    {
      path: '/dashboard/customers/:id',
      title: 'Customer',
      comingSoon: true,
    },
  ],
};
