import type { PluginManifest } from '@kernel/registry/types.ts';
import { MessageCircleHeart, MessageSquareText } from 'lucide-react';

export const manifest: PluginManifest = {
  id: 'feedback',
  moduleId: 'feedback',
  title: 'Feedback',
  description: 'Feedback from the public site and customers, with status and assignee, and feedback surveys.',
  // An item's customer link and replies by e-mail (ADR 074); the inbox works with either switched off.
  optionalDependsOn: ['customers', 'email'],
  nav: { label: 'Feedback', icon: MessageCircleHeart, section: 'communication', order: 40 },
  routes: [
    { path: '/dashboard/feedback', title: 'Feedback', load: () => import('./routes/feedback-page.tsx') },
    // The one survey store seen from the inbox (ADR 007, 052): these open the surveys plugin's screens by path.
    {
      path: '/dashboard/feedback/surveys',
      title: 'Feedback surveys',
      load: () => import('./routes/survey-redirects.tsx'),
    },
    {
      path: '/dashboard/feedback/surveys/:id/edit',
      title: 'Edit survey',
      load: () => import('./routes/survey-redirects.tsx'),
    },
    {
      path: '/dashboard/feedback/surveys/:id/analytics',
      title: 'Survey analytics',
      load: () => import('./routes/survey-redirects.tsx'),
    },
    {
      path: '/dashboard/feedback/surveys/:id/fill',
      title: 'Fill in the survey',
      load: () => import('./routes/feedback-surveys-id-fill-page.tsx'),
      public: true,
    },
  ],
  notificationKinds: [
    { kind: 'feedback.new-feedback', label: 'New feedback from the website', icon: MessageSquareText },
  ],
};
