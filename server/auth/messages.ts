// Messages auth would send, queued in auth.outbox (the mail module's SMTP
// sender drains it, opening each with outbox-seal.ts' openMessage). Links
// point at SITE_URL/auth/v1/verify, like GoTrue's.
import type { Config } from '../config.ts';
import type { Queryable } from '../db/types.ts';
import { scrubOutbox, seal } from './outbox-seal.ts';

export type VerifyType =
  | 'signup'
  | 'recovery'
  | 'email_change'
  | 'invite'
  | 'magiclink'
  | 'reauthentication'
  | 'sms'
  | 'phone_change';

const SUBJECTS: Record<string, string> = {
  signup: 'Confirm your signup',
  recovery: 'Reset your password',
  email_change: 'Confirm your new email address',
  invite: 'You have been invited',
  magiclink: 'Your sign-in link',
  reauthentication: 'Confirm it is you',
};

export function verifyLink(config: Config, linkToken: string, type: VerifyType, redirectTo: string) {
  const u = new URL('/auth/v1/verify', config.siteUrl);
  u.searchParams.set('token', linkToken);
  u.searchParams.set('type', type);
  u.searchParams.set('redirect_to', redirectTo);
  return u.toString();
}

export async function queueEmail(
  q: Queryable,
  config: Config,
  m: { to: string; type: VerifyType; otp: string; linkToken: string; redirectTo: string },
) {
  const link = verifyLink(config, m.linkToken, m.type, m.redirectTo);
  const subject = SUBJECTS[m.type] ?? 'Your code';
  // The link and code are sealed (outbox-seal.ts); the body holds placeholders for them.
  const body = `${subject}\n\nFollow this link:\n{{link}}\n\nOr enter this code: {{code}}\n\nThe link and code expire in one hour. If you did not ask for this, ignore this message.`;
  await scrubOutbox(q);
  await q.query(
    `insert into auth.outbox (channel, recipient, template, subject, body, data)
     values ('email', $1, $2, $3, $4, $5::jsonb)`,
    [
      m.to,
      m.type,
      subject,
      body,
      JSON.stringify({
        type: m.type,
        redirect_to: m.redirectTo,
        sealed: seal(config, { link, token: m.otp, token_hash: m.linkToken }),
      }),
    ],
  );
  // Wakes the mail sender (server/mail/runner.ts) when the transaction commits.
  await q.query(`select pg_notify('email_outbox', 'auth')`);
}

export async function queueSms(
  q: Queryable,
  config: Config,
  m: { to: string; type: VerifyType; otp: string },
) {
  await scrubOutbox(q);
  await q.query(
    `insert into auth.outbox (channel, recipient, template, subject, body, data)
     values ('sms', $1, $2, null, $3, $4::jsonb)`,
    [
      m.to,
      m.type,
      'Your code is {{code}}',
      JSON.stringify({ type: m.type, sealed: seal(config, { token: m.otp }) }),
    ],
  );
}
