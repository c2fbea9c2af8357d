import type { PluginManifest } from '@kernel/registry/types.ts';
import { PackageMinus, ShoppingCart } from 'lucide-react';
import { posEvents } from './events.ts';
import { posCustomerPicker } from './picker.ts';

// Issue 25 (ADR 054): the till, the stock ledger, low stock, the POS catalogue (invoicing's items with a
// "stocked" flag), sales reports, POS customers and suppliers. plugins/pos/README.md lists what it holds.
export const manifest: PluginManifest = {
  id: 'pos',
  moduleId: 'pos',
  dependsOn: ['invoicing', 'email'],
  title: 'Point of sale',
  description: 'Counter sales of safety equipment, stock levels, suppliers and low-stock alerts.',
  nav: { label: 'Point of sale', icon: ShoppingCart, section: 'operations', order: 30 },
  routes: [
    { path: '/dashboard/pos', title: 'Point of sale', load: () => import('./routes/till-page.tsx') },
    { path: '/dashboard/pos/index', title: 'Sell', load: () => import('./routes/till-page.tsx') },
    {
      path: '/dashboard/pos/customers',
      title: 'POS customers',
      load: () => import('./routes/customers-page.tsx'),
    },
    {
      path: '/dashboard/pos/suppliers',
      title: 'Suppliers',
      load: () => import('./routes/suppliers-page.tsx'),
    },
    {
      path: '/dashboard/pos/reports',
      title: 'Sales reports',
      load: () => import('./routes/reports-page.tsx'),
    },
    {
      path: '/dashboard/pos/low-stock',
      title: 'Low stock',
      load: () => import('./routes/low-stock-page.tsx'),
    },
    {
      path: '/dashboard/pos/catalog',
      title: 'Catalogue',
      load: () => import('./routes/catalog-page.tsx'),
    },
    // The online shop's orders (issue 27, ADR 057): new → paid → packed → delivered / collected, or cancelled.
    {
      path: '/dashboard/pos/orders',
      title: 'Online orders',
      load: () => import('./routes/orders-page.tsx'),
    },
    {
      path: '/dashboard/pos/inventory',
      title: 'Inventory',
      load: () => import('./routes/inventory-page.tsx'),
    },
    // Till sessions (ADR 059).
    {
      path: '/dashboard/pos/sessions',
      title: 'Till sessions',
      load: () => import('./routes/sessions-page.tsx'),
    },
    {
      path: '/dashboard/pos/sessions/:id',
      title: 'Till session report',
      load: () => import('./routes/session-page.tsx'),
    },
    // Purchase orders and stock counts (ADR 059).
    {
      path: '/dashboard/pos/purchase-orders',
      title: 'Purchase orders',
      load: () => import('./routes/purchase-orders-page.tsx'),
    },
    {
      path: '/dashboard/pos/purchase-orders/:id',
      title: 'Purchase order',
      load: () => import('./routes/purchase-order-page.tsx'),
    },
    // Supplier bills for received purchase orders (ADR 083): linked from Purchase orders and Suppliers.
    {
      path: '/dashboard/pos/bills',
      title: 'Supplier bills',
      load: () => import('./routes/supplier-bills-page.tsx'),
    },
    {
      path: '/dashboard/pos/bills/:id',
      title: 'Supplier bill',
      load: () => import('./routes/supplier-bill-page.tsx'),
    },
    {
      path: '/dashboard/pos/stock-counts',
      title: 'Stock counts',
      load: () => import('./routes/stock-counts-page.tsx'),
    },
    {
      path: '/dashboard/pos/stock-counts/:id',
      title: 'Stock count',
      load: () => import('./routes/stock-count-page.tsx'),
    },
    // The till's firm-wide settings: the discount ceiling (ADR 091). Admins; also a Settings tab below.
    {
      path: '/dashboard/pos/settings',
      title: 'Till settings',
      requiredRole: 'admin',
      load: () => import('./routes/settings-page.tsx'),
    },
  ],
  settingsPanels: [
    {
      id: 'pos',
      label: 'Point of sale',
      description: 'The highest discount any till gives on a line or the cart (ADR 091).',
      order: 45,
      requiredRole: 'admin',
      load: () => import('./parts/till-settings-panel.tsx'),
    },
  ],
  pickers: [posCustomerPicker],
  eventDescribers: [posEvents],
  // The daily low-stock notification to the people who buy (ADR 072, app.pos_low_stock_notify).
  notificationKinds: [
    { kind: 'pos.low-stock', label: 'Items at or under their reorder level', icon: PackageMinus },
  ],
};
