import type { PluginManifest } from '@kernel/registry/types.ts';
import { Images } from 'lucide-react';

export const manifest: PluginManifest = {
  id: 'gallery',
  moduleId: 'gallery',
  title: 'Gallery',
  description: 'Photo albums of trainings and site work, published to the public gallery.',
  nav: { label: 'Gallery', icon: Images, section: 'operations', order: 50 },
  routes: [
    { path: '/dashboard/gallery', title: 'Gallery', load: () => import('./routes/gallery-page.tsx') },
    { path: '/dashboard/gallery/:id', title: 'Album', load: () => import('./routes/gallery-album-page.tsx') },
  ],
};
