import type { PluginManifest } from '@kernel/registry/types.ts';
import { Banknote, FilePlus, Package, Receipt } from 'lucide-react';
import { invoicingEvents } from './events.ts';
import { productPicker } from './picker.ts';
import { invoicesSearchSource } from './search.ts';

// Issue 14, part 1 (ADR 023): the sales foundation — Settings → Sales (tax codes, numbering, what documents
// print) and the catalogue. Part 3 (ADR 027): invoices and credit notes. Part 4 (ADR 028): payments. Statements of account (ADR 029).
// The invoice screens are staff-level (no module switch): the spec's "different guard" is not shown.
export const manifest: PluginManifest = {
  id: 'invoicing',
  dependsOn: ['customers', 'email'],
  optionalDependsOn: ['leads', 'projects'],
  title: 'Invoicing',
  description: 'Invoices from quotations and projects, payments received, balances due and reminders.',
  nav: { label: 'Invoicing', icon: Receipt, section: 'sales', order: 40 },
  routes: [
    { path: '/dashboard/invoicing', title: 'Invoicing', load: () => import('./routes/invoices-page.tsx') },
    {
      path: '/dashboard/invoicing/catalogue',
      title: 'Catalogue',
      load: () => import('./routes/catalogue-page.tsx'),
    },
    // Payments received and their receipts (ADR 032).
    {
      path: '/dashboard/invoicing/payments',
      title: 'Payments',
      load: () => import('./routes/payments-page.tsx'),
    },
    {
      path: '/dashboard/invoicing/payments/:id',
      title: 'Receipt',
      load: () => import('./routes/payment-page.tsx'),
    },
    // A shop customer's own invoices (ADR 032): outside the dashboard, which refuses customers; the page
    // says "sign in" to visitors, and RLS gives a linked account its customer's invoices only.
    {
      path: '/shop/invoices',
      title: 'Your invoices',
      public: true,
      load: () => import('./routes/shop-invoices-page.tsx'),
    },
    // A client accepts staff's invitation to see a customer's invoices (ADR 036): public, like
    // /shop/invoices; the token is in the link's fragment.
    {
      path: '/shop/invitation',
      title: 'Your invitation',
      public: true,
      load: () => import('./routes/shop-invitation-page.tsx'),
    },
    {
      path: '/dashboard/invoices/:id',
      title: 'Invoice',
      load: () => import('./routes/invoice-page.tsx'),
    },
    {
      path: '/dashboard/invoices/:id/edit',
      title: 'Edit draft invoice',
      load: () => import('./routes/invoice-form-page.tsx'),
    },
    // The client's page, reached only with the token from the e-mail or the PDF's QR code (ADR 031), at an
    // address that does not say "dashboard" (ADR 050); links sent before it moved redirect there.
    {
      path: '/invoice/:token',
      title: 'Invoice',
      public: true,
      load: () => import('./routes/public-invoice-page.tsx'),
    },
    {
      path: '/dashboard/invoices/view/:token',
      title: 'Invoice',
      public: true,
      // The server answers 301 (ADR 058); inside the app the screen redirects.
      movedTo: '/invoice/:token',
      load: () => import('./routes/old-client-link.tsx'),
    },
    {
      path: '/dashboard/invoicing/statements/:customerId',
      title: 'Statement of account',
      load: () => import('./routes/statement-page.tsx'),
    },
    {
      path: '/dashboard/create-invoice',
      title: 'New invoice',
      load: () => import('./routes/invoice-form-page.tsx'),
    },
  ],
  commands: [
    {
      id: 'new-invoice',
      label: 'New invoice',
      keywords: ['bill', 'invoice', 'charge'],
      path: '/dashboard/create-invoice',
      icon: FilePlus,
    },
    {
      id: 'payments',
      label: 'Payments received',
      keywords: ['receipts', 'mpesa', 'm-pesa', 'money', 'paid', 'RCT'],
      path: '/dashboard/invoicing/payments',
      icon: Banknote,
    },
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
  recordTabs: [
    {
      id: 'invoices',
      recordTypes: ['customers'],
      label: 'Invoices',
      order: 20,
      load: () => import('./parts/customer-invoices-tab.tsx'),
    },
    {
      id: 'payments',
      recordTypes: ['customers'],
      label: 'Payments',
      order: 21,
      load: () => import('./parts/customer-payments-tab.tsx'),
    },
    {
      id: 'shop-account',
      recordTypes: ['customers'],
      label: 'Shop account',
      order: 24,
      load: () => import('./parts/shop-account-tab.tsx'),
    },
    {
      id: 'reminders',
      recordTypes: ['customers'],
      label: 'Reminders',
      order: 23,
      load: () => import('./parts/customer-reminders-tab.tsx'),
    },
    {
      id: 'balance',
      recordTypes: ['customers'],
      label: 'Balance',
      order: 22,
      load: () => import('./parts/customer-balance-tab.tsx'),
    },
  ],
  homeWidgets: [
    {
      id: 'money-owed',
      title: 'Money owed',
      order: 30,
      size: 'medium',
      load: () => import('./widgets/money-owed.tsx'),
    },
  ],
  searchSources: [invoicesSearchSource],
  eventDescribers: [invoicingEvents],
  // The sales catalogue's items for document lines, here and in quotations (ADR 044).
  pickers: [productPicker],
};
