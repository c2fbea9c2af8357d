import type { PluginManifest } from '@kernel/registry/types.ts';
import { Mail } from 'lucide-react';
import { emailEvents } from './events.ts';

// Issue 12: delivery (outbox, built-in mailbox) first; templates and campaigns follow (plugins/email/README.md).
export const manifest: PluginManifest = {
  id: 'email',
  moduleId: 'email',
  title: 'Email',
  description: 'Outbox, templates with placeholders and campaigns to customer lists, with delivery status.',
  nav: { label: 'Email', icon: Mail, section: 'communication', order: 10 },
  routes: [
    { path: '/dashboard/email', title: 'Email', load: () => import('./routes/outbox-page.tsx') },
    { path: '/dashboard/email/mailbox', title: 'Mailbox', load: () => import('./routes/mailbox-page.tsx') },
  ],
  settingsPanels: [
    {
      id: 'email',
      label: 'Email',
      description:
        'Who the mail comes from and which SMTP server sends it. Send a test e-mail to see what the server answers.',
      order: 30,
      load: () =>
        import('./routes/email-settings-panel.tsx').then((m) => ({ default: m.EmailSettingsPanel })),
    },
  ],
  eventDescribers: [emailEvents],
};
