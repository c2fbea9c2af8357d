import type { PluginManifest } from '@kernel/registry/types.ts';
import { CreditCard } from 'lucide-react';

// Online payments (issue 24, ADR 053): the client's "Pay now", the providers behind one adapter interface, the
// one settle path, and the superadmin's payment testing console. README.md says what the module owns.
export const manifest: PluginManifest = {
  id: 'payments',
  moduleId: 'payments',
  // The plugins it needs (ADR 037): it may import their public.ts and read their tables.
  dependsOn: ['customers', 'invoicing'],
  requiredRole: 'superadmin',
  title: 'Payment testing',
  description:
    'Clients pay invoices online (sandbox, M-Pesa); superadmins set the providers and rehearse every callback.',
  nav: { label: 'Payment testing', icon: CreditCard, section: 'admin', order: 30 },
  routes: [
    {
      path: '/dashboard/payment-testing',
      title: 'Payment testing',
      load: () => import('./routes/payment-testing-page.tsx'),
    },
    // "Pay now" from the client's invoice page (/invoice/:token, invoicing's): the token is the credential.
    {
      path: '/invoice/:token/pay',
      title: 'Pay invoice',
      public: true,
      load: () => import('./routes/pay-page.tsx'),
    },
  ],
  settingsPanels: [
    {
      id: 'online-payments',
      label: 'Online payments',
      description: 'Which providers clients may pay with, their keys (replace only) and a connection test.',
      order: 60,
      load: () => import('./parts/providers-panel.tsx'),
    },
  ],
};
