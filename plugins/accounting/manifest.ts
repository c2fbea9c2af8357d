import type { PluginManifest } from '@kernel/registry/types.ts';
import { Landmark } from 'lucide-react';

export const manifest: PluginManifest = {
  id: 'accounting',
  moduleId: 'accounting',
  title: 'Accounting',
  description:
    'Chart of accounts, journals posted from invoices and sales, receivables, VAT and financial reports.',
  nav: { label: 'Accounting', icon: Landmark, section: 'operations', order: 40 },
  routes: [
    {
      path: '/dashboard/accounting',
      title: 'Accounting',
      comingSoon: true,
    },
  ],
};
