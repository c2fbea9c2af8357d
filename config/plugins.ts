// The installed back-office plugins: the one place that lists them. The
// kernel builds the router and the sidebar from these manifests. Adding a
// module = one folder under plugins/, one line here, one migration.
import type { PluginManifest } from '@kernel/registry/types.ts';
import { manifest as accounting } from '../plugins/accounting/manifest.ts';
import { manifest as analytics } from '../plugins/analytics/manifest.ts';
import { manifest as bulkSms } from '../plugins/bulk-sms/manifest.ts';
import { manifest as calendar } from '../plugins/calendar/manifest.ts';
import { manifest as callCentre } from '../plugins/call-centre/manifest.ts';
import { manifest as customers } from '../plugins/customers/manifest.ts';
import { manifest as email } from '../plugins/email/manifest.ts';
import { manifest as feedback } from '../plugins/feedback/manifest.ts';
import { manifest as gallery } from '../plugins/gallery/manifest.ts';
import { manifest as home } from '../plugins/home/manifest.ts';
import { manifest as hr } from '../plugins/hr/manifest.ts';
import { manifest as invoicing } from '../plugins/invoicing/manifest.ts';
import { manifest as leads } from '../plugins/leads/manifest.ts';
import { manifest as payments } from '../plugins/payments/manifest.ts';
import { manifest as pos } from '../plugins/pos/manifest.ts';
import { manifest as projects } from '../plugins/projects/manifest.ts';
import { manifest as quotations } from '../plugins/quotations/manifest.ts';
import { manifest as selfManagement } from '../plugins/self-management/manifest.ts';
import { manifest as settings } from '../plugins/settings/manifest.ts';
import { manifest as surveys } from '../plugins/surveys/manifest.ts';
import { manifest as users } from '../plugins/users/manifest.ts';

export const plugins: PluginManifest[] = [
  accounting,
  analytics,
  bulkSms,
  calendar,
  callCentre,
  customers,
  email,
  feedback,
  gallery,
  home,
  hr,
  invoicing,
  leads,
  payments,
  pos,
  projects,
  quotations,
  selfManagement,
  settings,
  surveys,
  users,
];
