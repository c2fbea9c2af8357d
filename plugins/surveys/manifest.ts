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
    { path: '/dashboard/surveys', title: 'Surveys', load: () => import('./routes/surveys-page.tsx') },
    {
      path: '/dashboard/surveys/:id/edit',
      title: 'Edit survey',
      load: () => import('./routes/survey-edit-page.tsx'),
    },
    {
      path: '/dashboard/surveys/:id/analytics',
      title: 'Survey analytics',
      load: () => import('./routes/survey-analytics-page.tsx'),
    },
    // The respondents' page (spec §2, public in this exact shape; ADR 052: the survey store's own form).
    {
      path: '/surveys/:id',
      title: 'Survey',
      public: true,
      load: () => import('./routes/survey-fill-page.tsx'),
    },
  ],
};
