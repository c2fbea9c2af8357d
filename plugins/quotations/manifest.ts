import type { PluginManifest } from '@kernel/registry/types.ts';
import { CircleCheck, CircleX, FilePlus, FileText, Plus } from 'lucide-react';
import { quotationEvents } from './events.ts';

// Issue 14 part 2 (ADR 026): quotations with revisions, a branded PDF, sending by
// e-mail and the client's answer on a public page (plugins/quotations/README.md).
// Staff-level screens without a module switch (the spec's "different guard"):
// every signed-in staff member, admin and superadmin.
export const manifest: PluginManifest = {
  id: 'quotations',
  dependsOn: ['customers', 'invoicing', 'email'],
  optionalDependsOn: ['leads', 'projects'],
  title: 'Quotations',
  description:
    'Priced offers for audits, surveys and training, with VAT, validity and a printable branded PDF.',
  nav: { label: 'Quotations', icon: FileText, section: 'sales', order: 30 },
  routes: [
    {
      path: '/dashboard/quotations',
      title: 'Quotations',
      load: () => import('./routes/quotations-page.tsx'),
    },
    {
      path: '/dashboard/quotations/:id',
      title: 'Quotation',
      load: () => import('./routes/quotation-page.tsx'),
    },
    {
      path: '/dashboard/quotations/:id/edit',
      title: 'Edit quotation',
      load: () => import('./routes/quotation-edit-page.tsx'),
    },
    {
      path: '/dashboard/create-quotation',
      title: 'New quotation',
      load: () => import('./routes/quotation-form-page.tsx'),
    },
    // The client's page, reached only with the token from the e-mail, at an address that does not say
    // "dashboard" (ADR 050); links sent before it moved redirect there.
    {
      path: '/quotation/:token',
      title: 'Quotation',
      public: true,
      load: () => import('./routes/respond-page.tsx'),
    },
    {
      path: '/dashboard/quotations/respond/:token',
      title: 'Quotation',
      public: true,
      // The server answers 301 (ADR 058); inside the app the screen redirects.
      movedTo: '/quotation/:token',
      load: () => import('./routes/old-client-link.tsx'),
    },
  ],
  // The quotation's (and a lead's) timeline events as sentences.
  eventDescribers: [quotationEvents],
  commands: [
    {
      id: 'new-quotation',
      label: 'New quotation',
      keywords: ['quote', 'offer', 'proposal', 'price'],
      path: '/dashboard/create-quotation',
      icon: Plus,
    },
  ],
  recordTabs: [
    {
      id: 'quotations',
      recordTypes: ['customers', 'leads'],
      label: 'Quotations',
      order: 10,
      load: () => import('./parts/quotations-tab.tsx'),
    },
  ],
  recordActions: [
    {
      id: 'quotations-new',
      recordTypes: ['customers', 'leads'],
      label: 'New quotation',
      icon: FilePlus,
      order: 30,
      load: () => import('./parts/new-quotation-action.tsx'),
    },
  ],
  notificationKinds: [
    { kind: 'quotations.accepted', label: 'A client accepted a quotation', icon: CircleCheck },
    { kind: 'quotations.rejected', label: 'A client declined a quotation', icon: CircleX },
  ],
};
