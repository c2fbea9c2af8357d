import type { PluginManifest } from '@kernel/registry/types.ts';
import { LayoutDashboard } from 'lucide-react';

export const manifest: PluginManifest = {
  id: 'home',
  title: 'Home',
  description: 'Your starting point: the modules you can open.',
  nav: { label: 'Home', icon: LayoutDashboard, section: 'overview', order: 0 },
  routes: [{ path: '/dashboard', title: 'Home', load: () => import('./routes/home-page.tsx') }],
  // Other modules' widgets take orders between these two (10–90).
  homeWidgets: [
    {
      id: 'greeting',
      title: 'Greeting',
      order: 0,
      size: 'full',
      load: () => import('./widgets/greeting-widget.tsx'),
    },
    {
      id: 'module-cards',
      title: 'Modules',
      order: 100,
      size: 'full',
      load: () => import('./widgets/module-cards-widget.tsx'),
    },
  ],
};
