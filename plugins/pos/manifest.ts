import type { PluginManifest } from '@kernel/registry/types.ts';
import { ShoppingCart } from 'lucide-react';

export const manifest: PluginManifest = {
  id: 'pos',
  moduleId: 'pos',
  title: 'Point of sale',
  description: 'Counter sales of safety equipment, stock levels, suppliers and low-stock alerts.',
  nav: { label: 'Point of sale', icon: ShoppingCart, section: 'operations', order: 30 },
  routes: [
    { path: '/dashboard/pos', title: 'Point of sale', load: () => import('./routes/pos-page.tsx') },
    { path: '/dashboard/pos/index', title: 'Sell', load: () => import('./routes/pos-index-page.tsx') },
    {
      path: '/dashboard/pos/customers',
      title: 'POS customers',
      load: () => import('./routes/pos-customers-page.tsx'),
    },
    {
      path: '/dashboard/pos/suppliers',
      title: 'Suppliers',
      load: () => import('./routes/pos-suppliers-page.tsx'),
    },
    {
      path: '/dashboard/pos/reports',
      title: 'Sales reports',
      load: () => import('./routes/pos-reports-page.tsx'),
    },
    {
      path: '/dashboard/pos/low-stock',
      title: 'Low stock',
      load: () => import('./routes/pos-low-stock-page.tsx'),
    },
    {
      path: '/dashboard/pos/catalog',
      title: 'Catalogue',
      load: () => import('./routes/pos-catalog-page.tsx'),
    },
    {
      path: '/dashboard/pos/inventory',
      title: 'Inventory',
      load: () => import('./routes/pos-inventory-page.tsx'),
    },
  ],
};
