import type { PluginManifest } from '@kernel/registry/types.ts';
import { Mail } from 'lucide-react';

export const manifest: PluginManifest = {
  id: 'email',
  moduleId: 'email',
  title: 'Email',
  description: 'Outbox, templates with placeholders and campaigns to customer lists, with delivery status.',
  nav: { label: 'Email', icon: Mail, section: 'communication', order: 10 },
  routes: [{ path: '/dashboard/email', title: 'Email', comingSoon: true }],
};
