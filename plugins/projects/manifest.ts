import type { PluginManifest } from '@kernel/registry/types.ts';
import { CalendarRange, FolderKanban, FolderPlus, ListTodo, Plus } from 'lucide-react';
import { projectEvents } from './events.ts';
import { projectsSearchSource } from './search.ts';

// Issue 13: engagements (audits, surveys, trainings) with their teams, health,
// tasks and milestones from service templates (plugins/projects/README.md).
export const manifest: PluginManifest = {
  id: 'projects',
  moduleId: 'projects',
  dependsOn: ['customers'],
  optionalDependsOn: ['leads'],
  title: 'Projects',
  description:
    'Audits, noise and air surveys and training engagements: scope, site visits, tasks, findings and the final report.',
  nav: { label: 'Projects', icon: FolderKanban, section: 'operations', order: 10 },
  routes: [
    { path: '/dashboard/projects', title: 'Projects', load: () => import('./routes/projects-page.tsx') },
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
    // Service templates (issue 13): admins edit each service's tasks and milestones.
    {
      path: '/dashboard/projects/templates',
      title: 'Service templates',
      requiredRole: 'admin',
      load: () => import('./routes/templates-page.tsx'),
    },
    {
      path: '/dashboard/projects/templates/:id',
      title: 'Service template',
      requiredRole: 'admin',
      load: () => import('./routes/template-page.tsx'),
    },
    {
      path: '/dashboard/projects/create',
      title: 'New project',
      load: () => import('./routes/project-create-page.tsx'),
    },
    { path: '/dashboard/projects/:id', title: 'Project', load: () => import('./routes/project-page.tsx') },
    {
      path: '/dashboard/projects/:id/edit',
      title: 'Edit project',
      load: () => import('./routes/project-edit-page.tsx'),
    },
    { path: '/dashboard/project/:id', title: 'Project', load: () => import('./routes/project-page.tsx') },
  ],
  // Tasks, milestones, team and template events as sentences on timelines.
  eventDescribers: [projectEvents],
  searchSources: [projectsSearchSource],
  commands: [
    {
      id: 'new-project',
      label: 'New project',
      keywords: ['add', 'engagement', 'audit', 'survey', 'training'],
      path: '/dashboard/projects/create',
      icon: Plus,
    },
    // Tasks helper (issue 13): the two screens without a menu entry of their own.
    {
      id: 'my-tasks',
      label: 'My tasks',
      keywords: ['todo', 'assigned', 'projects'],
      path: '/dashboard/projects/my-tasks',
      icon: ListTodo,
    },
    {
      id: 'projects-timeline',
      label: 'Projects timeline',
      keywords: ['gantt', 'schedule', 'plan'],
      path: '/dashboard/projects/timeline',
      icon: CalendarRange,
    },
  ],
  recordActions: [
    {
      id: 'projects-new-for-customer',
      recordTypes: ['customers'],
      label: 'New project',
      icon: FolderPlus,
      order: 20,
      load: () => import('./parts/new-project-action.tsx'),
    },
    {
      id: 'projects-create-from-lead',
      recordTypes: ['leads'],
      label: 'Create project',
      icon: FolderPlus,
      order: 20,
      load: () => import('./parts/create-from-lead-action.tsx'),
    },
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
