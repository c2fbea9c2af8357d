import type { PluginManifest } from '@kernel/registry/types.ts';
import { ChartColumn } from 'lucide-react';

export const manifest: PluginManifest = {
  id: 'analytics',
  moduleId: 'analytics',
  title: 'Analytics',
  description:
    'Revenue, receivables, pipeline, projects by status, shop sales and survey scores at a glance.',
  nav: { label: 'Analytics', icon: ChartColumn, section: 'overview', order: 20 },
  routes: [{ path: '/dashboard/analytics', title: 'Analytics', comingSoon: true }],
};
