import type { PluginManifest } from '@kernel/registry/types.ts';
import { BellRing, CalendarDays } from 'lucide-react';

export const manifest: PluginManifest = {
  id: 'calendar',
  moduleId: 'calendar',
  optionalDependsOn: ['customers', 'leads', 'projects'],
  title: 'Calendar',
  description: 'Site visits, training sessions, medical exam days and meetings for the whole team.',
  nav: { label: 'Calendar', icon: CalendarDays, section: 'operations', order: 20 },
  routes: [
    { path: '/dashboard/calendar', title: 'Calendar', load: () => import('./routes/calendar-page.tsx') },
  ],
  commands: [
    {
      id: 'calendar-today',
      label: 'Open the calendar',
      keywords: ['agenda', 'schedule', 'events'],
      path: '/dashboard/calendar',
    },
  ],
  homeWidgets: [
    {
      id: 'today-schedule',
      title: "Today's schedule",
      order: 15,
      size: 'medium',
      load: () => import('./widgets/today-schedule.tsx'),
    },
  ],
  notificationKinds: [{ kind: 'calendar.reminder', label: 'Calendar reminder', icon: BellRing }],
};
