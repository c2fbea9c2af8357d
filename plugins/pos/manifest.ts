import type { PluginManifest } from '@kernel/registry/types.ts';
import { ShoppingCart } from 'lucide-react';

export const manifest: PluginManifest = {
  id: 'pos',
  moduleId: 'pos',
  title: 'Point of sale',
  description: 'Counter sales of safety equipment, stock levels, suppliers and low-stock alerts.',
  nav: { label: 'Point of sale', icon: ShoppingCart, section: 'operations', order: 30 },
  routes: [
    { path: '/dashboard/pos', title: 'Point of sale', comingSoon: true },
    { path: '/dashboard/pos/index', title: 'Sell', comingSoon: true },
    {
      path: '/dashboard/pos/customers',
      title: 'POS customers',
      comingSoon: true,
    },
    {
      path: '/dashboard/pos/suppliers',
      title: 'Suppliers',
      comingSoon: true,
    },
    {
      path: '/dashboard/pos/reports',
      title: 'Sales reports',
      comingSoon: true,
    },
    {
      path: '/dashboard/pos/low-stock',
      title: 'Low stock',
      comingSoon: true,
    },
    {
      path: '/dashboard/pos/catalog',
      title: 'Catalogue',
      comingSoon: true,
    },
    {
      path: '/dashboard/pos/inventory',
      title: 'Inventory',
      comingSoon: true,
    },
  ],
};
