// A fake signed-in user and a generated-looking menu for stories and tests of
// the presentational shell parts (no session, no database).

import type { ShellUser } from '@kit/shell/top-bar.tsx';
import {
  Building2,
  CalendarDays,
  FolderKanban,
  LayoutDashboard,
  Settings,
  Target,
  Users,
} from 'lucide-react';
import type { MenuSection } from '../registry/types.ts';

export const fakeMenu: MenuSection[] = [
  {
    section: 'overview',
    items: [{ pluginId: 'home', label: 'Home', path: '/dashboard', icon: LayoutDashboard, order: 0 }],
  },
  {
    section: 'sales',
    items: [
      { pluginId: 'customers', label: 'Customers', path: '/dashboard/customers', icon: Building2, order: 10 },
      { pluginId: 'leads', label: 'Leads', path: '/dashboard/leads', icon: Target, order: 20 },
    ],
  },
  {
    section: 'operations',
    items: [
      { pluginId: 'projects', label: 'Projects', path: '/dashboard/projects', icon: FolderKanban, order: 10 },
      { pluginId: 'calendar', label: 'Calendar', path: '/dashboard/calendar', icon: CalendarDays, order: 20 },
    ],
  },
  {
    section: 'admin',
    items: [
      { pluginId: 'users', label: 'Users', path: '/dashboard/users', icon: Users, order: 10 },
      { pluginId: 'settings', label: 'Settings', path: '/dashboard/settings', icon: Settings, order: 20 },
    ],
  },
];

export const fakeUser: ShellUser = {
  name: 'Grace Wanjiru',
  email: 'superadmin@demo.safeworks.test',
  role: 'superadmin',
  avatarUrl: null,
};

export const fakeCrumbs = [
  { title: 'Dashboard', path: '/dashboard' },
  { title: 'Leads', path: '/dashboard/leads' },
];
