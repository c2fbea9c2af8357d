import type { PluginManifest } from '@kernel/registry/types.ts';
import { Mail, Send } from 'lucide-react';
import { emailEvents } from './events.ts';

// Issue 12: delivery (outbox, built-in mailbox) first; templates and campaigns follow (plugins/email/README.md).
export const manifest: PluginManifest = {
  id: 'email',
  moduleId: 'email',
  optionalDependsOn: ['leads'],
  title: 'Email',
  description: 'Outbox, templates with placeholders and campaigns to customer lists, with delivery status.',
  nav: { label: 'Email', icon: Mail, section: 'communication', order: 10 },
  routes: [
    { path: '/dashboard/email', title: 'Email', load: () => import('./routes/outbox-page.tsx') },
    // The built-in mailbox holds sign-in links: superadmins only, at the route as well as in RLS.
    {
      path: '/dashboard/email/mailbox',
      title: 'Mailbox',
      requiredRole: 'superadmin',
      load: () => import('./routes/mailbox-page.tsx'),
    },
    {
      path: '/dashboard/email/templates',
      title: 'Templates',
      load: () => import('./routes/templates-page.tsx'),
    },
    {
      path: '/dashboard/email/templates/:key',
      title: 'Template',
      load: () => import('./routes/template-page.tsx'),
    },
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
  recordActions: [
    {
      id: 'send-email',
      recordTypes: ['customers', 'leads'],
      label: 'Send e-mail',
      icon: Send,
      order: 10,
      forPeople: true,
      load: () => import('./routes/compose-dialog.tsx'),
    },
  ],
};
