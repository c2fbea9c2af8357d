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
    // Tasks helper (issue 13): my tasks across projects, and the timeline.
    {
      path: '/dashboard/projects/my-tasks',
      title: 'My tasks',
      load: () => import('./routes/my-tasks-page.tsx'),
    },
    {
      path: '/dashboard/projects/timeline',
      title: 'Projects timeline',
      load: () => import('./routes/projects-timeline-page.tsx'),
    },
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
  // Tasks helper (issue 13): the signed-in member's open tasks on Home.
  homeWidgets: [
    {
      id: 'my-tasks',
      title: 'My tasks',
      order: 25,
      size: 'medium',
      load: () => import('./widgets/my-tasks.tsx'),
    },
  ],
};
