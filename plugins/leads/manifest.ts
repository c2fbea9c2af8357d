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
    { path: '/dashboard/leads', title: 'Leads', load: () => import('./routes/leads-page.tsx') },
    { path: '/dashboard/leads/:id', title: 'Lead', load: () => import('./routes/leads-id-page.tsx') },
    { path: '/dashboard/lead/:id', title: 'Lead', load: () => import('./routes/lead-id-page.tsx') },
  ],
};
