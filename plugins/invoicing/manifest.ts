import type { PluginManifest } from '@kernel/registry/types.ts';
import { Receipt } from 'lucide-react';

export const manifest: PluginManifest = {
  id: 'invoicing',
  title: 'Invoicing',
  description: 'Invoices from quotations and projects, payments received, balances due and reminders.',
  nav: { label: 'Invoicing', icon: Receipt, section: 'sales', order: 40 },
  routes: [
    { path: '/dashboard/invoicing', title: 'Invoicing', comingSoon: true },
    {
      path: '/dashboard/invoices/:id',
      title: 'Invoice',
      comingSoon: true,
    },
    {
      path: '/dashboard/create-invoice',
      title: 'New invoice',
      comingSoon: true,
    },
  ],
};
