import type { PluginManifest } from '@kernel/registry/types.ts';
import { FolderKanban } from 'lucide-react';

export const manifest: PluginManifest = {
  id: 'projects',
  moduleId: 'projects',
  title: 'Projects',
  description:
    'Audits, noise and air surveys and training engagements: scope, site visits, tasks, findings and the final report.',
  nav: { label: 'Projects', icon: FolderKanban, section: 'operations', order: 10 },
  routes: [
    { path: '/dashboard/projects', title: 'Projects', comingSoon: true },
    {
      path: '/dashboard/projects/create',
      title: 'New project',
      comingSoon: true,
    },
    {
      path: '/dashboard/projects/:id',
      title: 'Project',
      comingSoon: true,
    },
    {
      path: '/dashboard/projects/:id/edit',
      title: 'Edit project',
      comingSoon: true,
    },
    { path: '/dashboard/project/:id', title: 'Project', comingSoon: true },
  ],
};
