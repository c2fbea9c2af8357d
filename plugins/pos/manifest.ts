import type { PluginManifest } from '@kernel/registry/types.ts';
import { ShoppingCart } from 'lucide-react';
import { posCustomerPicker } from './picker.ts';

// Issue 25 (ADR 054): the till, the stock ledger, low stock, the POS catalogue (invoicing's items with a
// "stocked" flag), sales reports, POS customers and suppliers. plugins/pos/README.md lists what it holds.
export const manifest: PluginManifest = {
  id: 'pos',
  moduleId: 'pos',
  dependsOn: ['invoicing'],
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
    {
      path: '/dashboard/pos/inventory',
      title: 'Inventory',
      load: () => import('./routes/inventory-page.tsx'),
    },
  ],
  pickers: [posCustomerPicker],
};
