import type { PluginManifest } from '@kernel/registry/types.ts';
import { UserRound } from 'lucide-react';

export const manifest: PluginManifest = {
  id: 'self-management',
  moduleId: 'self-management',
  title: 'Self-management',
  description: 'Your own profile and password, leave requests, tasks and documents.',
  nav: { label: 'Self-management', icon: UserRound, section: 'people', order: 20 },
  routes: [
    {
      path: '/dashboard/self-management',
      title: 'Self-management',
      comingSoon: true,
    },
  ],
};
