import type { PluginManifest } from '@kernel/registry/types.ts';
import { MessageCircleHeart } from 'lucide-react';

export const manifest: PluginManifest = {
  id: 'feedback',
  moduleId: 'feedback',
  title: 'Feedback',
  description: 'Feedback from the public site and customers, with status and assignee, and feedback surveys.',
  nav: { label: 'Feedback', icon: MessageCircleHeart, section: 'communication', order: 40 },
  routes: [
    { path: '/dashboard/feedback', title: 'Feedback', comingSoon: true },
    {
      path: '/dashboard/feedback/surveys',
      title: 'Feedback surveys',
      comingSoon: true,
    },
    {
      path: '/dashboard/feedback/surveys/:id/edit',
      title: 'Edit survey',
      comingSoon: true,
    },
    {
      path: '/dashboard/feedback/surveys/:id/analytics',
      title: 'Survey analytics',
      comingSoon: true,
    },
    {
      path: '/dashboard/feedback/surveys/:id/fill',
      title: 'Fill in the survey',
      load: () => import('./routes/feedback-surveys-id-fill-page.tsx'),
      public: true,
    },
  ],
};
