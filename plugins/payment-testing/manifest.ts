import type { PluginManifest } from '@kernel/registry/types.ts';
import { CreditCard } from 'lucide-react';

export const manifest: PluginManifest = {
  id: 'payment-testing',
  requiredRole: 'superadmin',
  title: 'Payment testing',
  description: 'Try the payment providers (M-Pesa, card) against their sandboxes before going live.',
  nav: { label: 'Payment testing', icon: CreditCard, section: 'admin', order: 30 },
  routes: [
    {
      path: '/dashboard/payment-testing',
      title: 'Payment testing',
      comingSoon: true,
    },
  ],
};
