import type { PluginManifest } from '@kernel/registry/types.ts';
import { Target } from 'lucide-react';

export const manifest: PluginManifest = {
  id: 'leads',
  moduleId: 'leads',
  title: 'Leads',
  description:
    'Enquiries from the website, phone and referrals, followed from first contact to a won project or a lost reason.',
  nav: { label: 'Leads', icon: Target, section: 'sales', order: 20 },
  routes: [
    { path: '/dashboard/leads', title: 'Leads', comingSoon: true },
    { path: '/dashboard/leads/:id', title: 'Lead', comingSoon: true },
    { path: '/dashboard/lead/:id', title: 'Lead', comingSoon: true },
  ],
};
