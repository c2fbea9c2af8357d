// Settings → Email's server calls (plugins/email/sql/migrations/20261125152000_email_settings.sql and
// plugins/email/functions/email-test): superadmins only. The SMTP password is written, never read:
// the database answers only whether one is set.

import { pluginKeys } from '@kernel/data/query-keys.ts';
import { unwrap, unwrapFunction } from '@kernel/data/unwrap.ts';
import type { Database } from '@kernel/database.types.ts';
import { supabase } from '@kernel/supabase.ts';
import { z } from 'zod';

export type SmtpSecurity = 'starttls' | 'tls' | 'none';
type Stored = Database['public']['Functions']['admin_get_email_settings']['Returns'][number];
export type EmailSettings = Omit<Stored, 'smtp_security'> & { smtp_security: SmtpSecurity };

export const emailSettingsKeys = pluginKeys('email', 'settings');

export const SECURITY_OPTIONS: { value: SmtpSecurity; label: string }[] = [
  { value: 'starttls', label: 'STARTTLS (port 587)' },
  { value: 'tls', label: 'TLS from the start (port 465)' },
  { value: 'none', label: 'None (only on a trusted network)' },
];

/** As app.email_address_ok: local@domain.tld, nothing that could break a header. */
const ADDRESS = /^[^@\s<>,;:"()[\]\\]+@[^@\s<>,;:"()[\]\\]+\.[^@\s<>,;:"()[\]\\]+$/;
const HOST = /^[A-Za-z0-9]([A-Za-z0-9.-]*[A-Za-z0-9])?$/;
const address = (message: string) =>
  z
    .string()
    .trim()
    .max(254, 'An address can be at most 254 characters')
    .refine((v) => v === '' || ADDRESS.test(v), message);

export const emailSettingsSchema = z
  .object({
    sender_name: z
      .string()
      .trim()
      .max(100, 'The sender name can be at most 100 characters')
      .refine(
        (v) => !/[\u0000-\u001f\u007f<>"]/.test(v),
        'The sender name cannot hold quotes or angle brackets',
      ),
    sender_address: address('Enter an address such as no-reply@safeworks.co.ke'),
    reply_to: address('Enter an address such as office@safeworks.co.ke'),
    smtp_host: z
      .string()
      .trim()
      .max(253, 'A host name can be at most 253 characters')
      .refine(
        (v) => v === '' || HOST.test(v),
        'Only the host name, such as smtp.example.com (no smtp:// or port)',
      ),
    smtp_port: z
      .string()
      .trim()
      .refine(
        (v) => /^\d{1,5}$/.test(v) && Number(v) >= 1 && Number(v) <= 65535,
        'A port between 1 and 65535',
      ),
    smtp_security: z.enum(['starttls', 'tls', 'none']),
    smtp_username: z.string().trim().max(254, 'The user name can be at most 254 characters'),
    /** Empty: keep the saved password. */
    smtp_password: z.string().max(1000, 'The password can be at most 1000 characters'),
    clear_password: z.boolean(),
  })
  .refine((v) => v.smtp_host !== '' || v.smtp_username === '', {
    path: ['smtp_host'],
    message: 'Enter the SMTP server the user name belongs to',
  });

export type EmailSettingsValues = z.input<typeof emailSettingsSchema>;
export type EmailSettingsOutput = z.output<typeof emailSettingsSchema>;

export function toFormValues(s: EmailSettings): EmailSettingsValues {
  return {
    sender_name: s.sender_name ?? '',
    sender_address: s.sender_address ?? '',
    reply_to: s.reply_to ?? '',
    smtp_host: s.smtp_host ?? '',
    smtp_port: String(s.smtp_port ?? 587),
    smtp_security: s.smtp_security ?? 'starttls',
    smtp_username: s.smtp_username ?? '',
    smtp_password: '',
    clear_password: false,
  };
}

/** The RPC's arguments (and the test function's `settings`): numbers as numbers, empty as empty. */
export function toArgs(v: EmailSettingsOutput) {
  return {
    sender_name: v.sender_name,
    sender_address: v.sender_address,
    reply_to: v.reply_to,
    smtp_host: v.smtp_host,
    smtp_port: Number(v.smtp_port),
    smtp_security: v.smtp_security,
    smtp_username: v.smtp_username,
    smtp_password: v.smtp_password,
  };
}

export async function getEmailSettings(): Promise<EmailSettings> {
  const rows = unwrap(await supabase.rpc('admin_get_email_settings')) as EmailSettings[];
  if (!rows[0]) throw new Error('The e-mail settings are missing');
  return rows[0];
}

export async function saveEmailSettings(v: EmailSettingsOutput): Promise<EmailSettings> {
  unwrap(await supabase.rpc('admin_set_email_settings', { ...toArgs(v), clear_password: v.clear_password }));
  return getEmailSettings();
}

/** What "Send a test e-mail" answered (plugins/email/functions/email-test). */
export type TestEmailAnswer =
  | { ok: true; via: 'smtp'; response: string }
  | { ok: false; via: 'smtp'; code: string | null; response_code: number | null; message: string }
  | { ok: true; via: 'mailbox'; outbox_id: string; message: string };

export async function sendTestEmail(input: {
  to: string;
  settings?: EmailSettingsOutput;
}): Promise<TestEmailAnswer> {
  const answer = await unwrapFunction(
    await supabase.functions.invoke<TestEmailAnswer>('email-test', {
      body: { to: input.to, settings: input.settings ? toArgs(input.settings) : undefined },
    }),
  );
  if (!answer) throw new Error('The test e-mail function gave no answer');
  return answer;
}
