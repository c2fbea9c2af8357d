import type { PluginManifest } from '@kernel/registry/types.ts';
import { PhoneCall } from 'lucide-react';

export const manifest: PluginManifest = {
  id: 'call-centre',
  moduleId: 'call-centre',
  title: 'Call centre',
  description: 'Inbound and outbound calls logged against customers and leads, with follow-ups.',
  nav: { label: 'Call centre', icon: PhoneCall, section: 'communication', order: 30 },
  routes: [
    {
      path: '/dashboard/call-centre',
      title: 'Call centre',
      comingSoon: true,
    },
  ],
};
