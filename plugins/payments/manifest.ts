import type { PluginManifest } from '@kernel/registry/types.ts';
import { CreditCard } from 'lucide-react';

// Online payments (issue 24, ADR 053, 061): the client's "Pay now", the providers behind one adapter interface,
// the one settle path, the admins' screen of online payments (held, stuck, refunds) and the superadmin's payment
// testing console. README.md says what the module owns.
export const manifest: PluginManifest = {
  id: 'payments',
  moduleId: 'payments',
  // The plugins it needs (ADR 037): it may import their public.ts and read their tables.
  dependsOn: ['customers', 'invoicing'],
  // Online shop orders (pos's shop_orders) pay through the same settle path (ADR 057); without pos, invoices only.
  optionalDependsOn: ['pos'],
  // Admins review online payments; the console stays the superadmin's (its route says so).
  requiredRole: 'admin',
  title: 'Online payments',
  description:
    'Clients pay invoices online (sandbox, M-Pesa, cards); admins review held and stuck payments and refund; superadmins set the providers and rehearse every callback.',
  nav: { label: 'Online payments', icon: CreditCard, section: 'admin', order: 30 },
  routes: [
    {
      path: '/dashboard/payments',
      title: 'Online payments',
      load: () => import('./routes/online-payments-page.tsx'),
    },
    {
      path: '/dashboard/payment-testing',
      title: 'Payment testing',
      requiredRole: 'superadmin',
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
    {
      id: 'online-payment-rules',
      label: 'Paying online',
      description: 'Whether clients may pay part of an invoice online, and the smallest part (ADR 075).',
      order: 61,
      requiredRole: 'admin',
      load: () => import('./parts/payment-rules-panel.tsx'),
    },
  ],
};
