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
    { path: '/dashboard/projects', title: 'Projects', load: () => import('./routes/projects-page.tsx') },
    {
      path: '/dashboard/projects/create',
      title: 'New project',
      load: () => import('./routes/projects-create-page.tsx'),
    },
    {
      path: '/dashboard/projects/:id',
      title: 'Project',
      load: () => import('./routes/projects-id-page.tsx'),
    },
    {
      path: '/dashboard/projects/:id/edit',
      title: 'Edit project',
      load: () => import('./routes/projects-id-edit-page.tsx'),
    },
    { path: '/dashboard/project/:id', title: 'Project', load: () => import('./routes/project-id-page.tsx') },
  ],
};
