import type { PluginManifest } from '@kernel/registry/types.ts';
import { FileText } from 'lucide-react';

export const manifest: PluginManifest = {
  id: 'quotations',
  title: 'Quotations',
  description:
    'Priced offers for audits, surveys and training, with VAT, validity and a printable branded PDF.',
  nav: { label: 'Quotations', icon: FileText, section: 'sales', order: 30 },
  routes: [
    {
      path: '/dashboard/quotations',
      title: 'Quotations',
      comingSoon: true,
    },
    {
      path: '/dashboard/quotations/:id',
      title: 'Quotation',
      comingSoon: true,
    },
    {
      path: '/dashboard/create-quotation',
      title: 'New quotation',
      comingSoon: true,
    },
  ],
};
