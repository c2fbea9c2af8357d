import type { PluginManifest } from '@kernel/registry/types.ts';
import { ClipboardList } from 'lucide-react';

export const manifest: PluginManifest = {
  id: 'surveys',
  moduleId: 'feedback',
  title: 'Surveys',
  description:
    'Questionnaires for clients and workers (satisfaction, training evaluation, OSH perception) and their results.',
  nav: { label: 'Surveys', icon: ClipboardList, section: 'communication', order: 50 },
  routes: [
    { path: '/dashboard/surveys', title: 'Surveys', comingSoon: true },
    {
      path: '/dashboard/surveys/:id/edit',
      title: 'Edit survey',
      comingSoon: true,
    },
    {
      path: '/dashboard/surveys/:id/analytics',
      title: 'Survey analytics',
      comingSoon: true,
    },
  ],
};
