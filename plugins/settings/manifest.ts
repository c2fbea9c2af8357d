import type { PluginManifest } from '@kernel/registry/types.ts';
import { Settings } from 'lucide-react';
import { moduleEvents } from './activity.ts';
import { jobEvents } from './jobs.ts';

// Spec §6: /dashboard/settings needs superadmin. No module switch: settings
// must stay reachable to switch modules back on. Its tabs are the settings
// panels every installed plugin contributes; these four are Settings' own.
export const manifest: PluginManifest = {
  id: 'settings',
  requiredRole: 'superadmin',
  title: 'Settings',
  description: 'Company profile, modules on and off, locale, numbering and provider settings.',
  nav: { label: 'Settings', icon: Settings, section: 'admin', order: 20 },
  routes: [
    { path: '/dashboard/settings', title: 'Settings', load: () => import('./routes/settings-page.tsx') },
  ],
  settingsPanels: [
    {
      id: 'company',
      label: 'Company',
      description:
        'Who the company is, and how every screen and document writes its money, dates and phone numbers.',
      order: 15,
      load: () => import('./routes/company-panel.tsx').then((m) => ({ default: m.CompanyPanel })),
    },
    {
      id: 'modules',
      label: 'Modules',
      description:
        'Switch modules on or off for the whole company. Changes reach open dashboards straight away.',
      order: 10,
      load: () => import('./routes/modules-panel.tsx').then((m) => ({ default: m.ModulesPanel })),
    },
    {
      id: 'website',
      label: 'Website',
      description:
        'What the public site says: the home page hero and the team. Edits stay a draft until you publish them.',
      order: 20,
      load: () => import('./routes/website-panel.tsx').then((m) => ({ default: m.WebsitePanel })),
    },
    {
      id: 'jobs',
      label: 'Scheduled jobs',
      description:
        'Work the server does on its own, on a schedule: when each job last ran and how it went, when it runs next. Run one now, or turn it off.',
      order: 80,
      load: () => import('./routes/jobs-panel.tsx').then((m) => ({ default: m.JobsPanel })),
    },
    {
      id: 'activity',
      label: 'Activity',
      description:
        'Who changed what, newest first: roles, accounts, module switches and every module’s own events. The database writes these entries; nobody can edit them.',
      order: 90,
      load: () => import('./routes/activity-panel.tsx').then((m) => ({ default: m.ActivityPanel })),
    },
  ],
  eventDescribers: [moduleEvents, jobEvents],
};
