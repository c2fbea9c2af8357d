import type { PluginManifest } from '@kernel/registry/types.ts';
import { Package, Receipt } from 'lucide-react';
import { invoicingEvents } from './events.ts';

// Issue 14, part 1 (ADR 023): the sales foundation — Settings → Sales (tax codes, numbering, what documents
// print) and the catalogue. Quotations, invoices, payments and statements build on it in later parts.
export const manifest: PluginManifest = {
  id: 'invoicing',
  title: 'Invoicing',
  description: 'Invoices from quotations and projects, payments received, balances due and reminders.',
  nav: { label: 'Invoicing', icon: Receipt, section: 'sales', order: 40 },
  routes: [
    { path: '/dashboard/invoicing', title: 'Invoicing', comingSoon: true },
    {
      path: '/dashboard/invoicing/catalogue',
      title: 'Catalogue',
      load: () => import('./routes/catalogue-page.tsx'),
    },
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
  commands: [
    {
      id: 'catalogue',
      label: 'Catalogue',
      keywords: ['price list', 'products', 'services', 'prices', 'items'],
      path: '/dashboard/invoicing/catalogue',
      icon: Package,
    },
  ],
  settingsPanels: [
    {
      id: 'sales',
      label: 'Sales',
      description:
        'What quotations, invoices and credit notes print, how they are numbered and priced, and the tax rates they use.',
      order: 40,
      load: () =>
        import('./routes/sales-settings-panel.tsx').then((m) => ({ default: m.SalesSettingsPanel })),
    },
  ],
  eventDescribers: [invoicingEvents],
};
