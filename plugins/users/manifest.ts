import type { PluginManifest } from '@kernel/registry/types.ts';
import { UserCog } from 'lucide-react';
import { userEvents } from './events.ts';
import { usersSearchSource } from './search.ts';

// Issue 4: admins manage staff users; superadmins also manage admins.
export const manifest: PluginManifest = {
  id: 'users',
  moduleId: 'users',
  requiredRole: 'admin',
  title: 'Users',
  description: 'Staff accounts: create users, assign roles, disable access, see last sign-in.',
  nav: { label: 'Users', icon: UserCog, section: 'admin', order: 10 },
  routes: [
    { path: '/dashboard/users', title: 'Users', load: () => import('./routes/users-page.tsx') },
    {
      path: '/dashboard/users/:id',
      title: 'Staff member',
      load: () => import('./routes/user-record-page.tsx'),
    },
  ],
  // Role changes, disabled accounts and password help, worded for Settings → Activity.
  eventDescribers: [userEvents],
  // Accounts by name, e-mail or phone in the command palette (Ctrl/⌘ K).
  searchSources: [usersSearchSource],
};
