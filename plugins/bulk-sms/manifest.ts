import type { PluginManifest } from '@kernel/registry/types.ts';
import { MessageSquareText } from 'lucide-react';

export const manifest: PluginManifest = {
  id: 'bulk-sms',
  moduleId: 'bulk-sms',
  title: 'Bulk SMS',
  description: 'Text messages to customers and lists, with segment counts, delivery reports and costs.',
  nav: { label: 'Bulk SMS', icon: MessageSquareText, section: 'communication', order: 20 },
  routes: [{ path: '/dashboard/bulk-sms', title: 'Bulk SMS', comingSoon: true }],
};
