import type { PluginManifest } from '@kernel/registry/types.ts';
import { Building2 } from 'lucide-react';
import { customerEvents } from './events.ts';
import { contactPicker, customerPicker, sitePicker } from './picker.ts';
import { customersSearchSource } from './search.ts';

// Issue 11: the firm's client book — customers, their contacts and sites, duplicates, merge, CSV import.
export const manifest: PluginManifest = {
  id: 'customers',
  moduleId: 'customers',
  title: 'Customers',
  description:
    'Client companies with their contacts, workplaces (county, sector, headcount), KRA PIN and history of audits and surveys.',
  nav: { label: 'Customers', icon: Building2, section: 'sales', order: 10 },
  routes: [
    { path: '/dashboard/customers', title: 'Customers', load: () => import('./routes/customers-page.tsx') },
    { path: '/dashboard/customers/:id', title: 'Customer', load: () => import('./routes/customer-page.tsx') },
  ],
  // Contacts and sites added or removed, and merges, as sentences on timelines.
  eventDescribers: [customerEvents],
  // Customers by name, KRA PIN, e-mail or phone in the command palette.
  searchSources: [customersSearchSource],
  // The customer picker of other modules' forms and filters (quotations, invoicing, projects, leads, calendar),
  // and a customer's contacts and sites (scope `{ customer_id }`) for "Attention of" and "Site" (ADR 044).
  pickers: [customerPicker, contactPicker, sitePicker],
  commands: [
    {
      id: 'new-customer',
      label: 'New customer',
      keywords: ['add', 'client', 'company'],
      path: '/dashboard/customers?new=1',
    },
  ],
};
