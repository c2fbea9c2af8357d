import type { PluginManifest } from '@kernel/registry/types.ts';
import { AlarmClock, CalendarClock, Inbox, MessageSquarePlus, Plus, Target } from 'lucide-react';
import { leadEvents } from './events.ts';
import { leadsSearchSource } from './search.ts';

// Issue 11: the sales pipeline, fed by the public site (plugins/leads/README.md).
export const manifest: PluginManifest = {
  id: 'leads',
  moduleId: 'leads',
  dependsOn: ['customers'],
  title: 'Leads',
  description:
    'Enquiries from the website, phone and referrals, followed from first contact to a won project or a lost reason.',
  nav: { label: 'Leads', icon: Target, section: 'sales', order: 20 },
  routes: [
    { path: '/dashboard/leads', title: 'Leads', load: () => import('./routes/leads-page.tsx') },
    { path: '/dashboard/leads/:id', title: 'Lead', load: () => import('./routes/lead-page.tsx') },
    { path: '/dashboard/lead/:id', title: 'Lead', load: () => import('./routes/lead-page.tsx') },
  ],
  homeWidgets: [
    {
      id: 'my-follow-ups',
      title: 'My follow-ups',
      order: 20,
      size: 'medium',
      load: () => import('./widgets/my-follow-ups.tsx'),
    },
  ],
  eventDescribers: [leadEvents],
  searchSources: [leadsSearchSource],
  commands: [
    {
      id: 'new-lead',
      label: 'New lead',
      keywords: ['add', 'enquiry', 'opportunity'],
      path: '/dashboard/leads?new=1',
      icon: Plus,
    },
    {
      id: 'leads-board',
      label: 'Pipeline board',
      keywords: ['kanban', 'leads'],
      path: '/dashboard/leads?view=board',
      icon: Target,
    },
  ],
  notificationKinds: [
    { kind: 'leads.new-enquiry', label: 'New enquiry from the website', icon: Inbox },
    { kind: 'leads.enquiry-repeated', label: 'Repeat enquiry on your lead', icon: MessageSquarePlus },
    { kind: 'leads.follow-up-due', label: 'Follow-up due', icon: AlarmClock },
    { kind: 'leads.activity-due', label: 'Activity due', icon: CalendarClock },
  ],
};
