// Where the mail sender delivers, and as whom (Settings → Email, ADR 016):
//   1. the SMTP server saved in Settings → Email (app.email_settings) when it has a host;
//   2. otherwise SMTP_URL from the environment;
//   3. otherwise the built-in mailbox.
// The From name and address and the default Reply-To come from the saved
// settings, falling back to MAIL_FROM. The settings are read before a drain and
// kept until public.admin_set_email_settings() sends NOTIFY email_settings.
// The password is read here (as the database owner), opened with the server's
// key (it is stored sealed: smtp-password.ts, ADR 034) and handed to nodemailer
// only; it is never logged.
import nodemailer from 'nodemailer';
import type { Db, Queryable } from '../db/types.ts';
import type { Logger } from '../log.ts';
import { createSmtpTransport, type Delivery, type SmtpTransport } from './sender.ts';
import { openSmtpPassword, smtpSealKey } from './smtp-password.ts';

export type SmtpSecurity = 'starttls' | 'tls' | 'none';

export interface StoredEmailSettings {
  sender_name: string | null;
  sender_address: string | null;
  reply_to: string | null;
  smtp_host: string | null;
  smtp_port: number;
  smtp_security: SmtpSecurity;
  smtp_username: string | null;
  smtp_password: string | null;
}

/**
 * The saved settings with the password opened: the sealed copy, or one just saved and not yet
 * sealed (the sealer runs on the same NOTIFY). Without the key, or with another one (the JWT
 * secret changed), a sealed password cannot be opened: it reads as none.
 */
export async function readEmailSettings(
  q: Queryable,
  jwtSecret?: string,
  log?: Logger,
): Promise<StoredEmailSettings | null> {
  const r = await q.query<StoredEmailSettings & { smtp_password_sealed: string | null }>(
    `select sender_name, sender_address, reply_to, smtp_host, smtp_port, smtp_security, smtp_username,
            smtp_password, smtp_password_sealed
       from app.email_settings where id`,
  );
  const row = r.rows[0];
  if (!row) return null;
  const { smtp_password_sealed: sealed, ...settings } = row;
  if (settings.smtp_password === null && sealed !== null) {
    try {
      if (!jwtSecret) throw new Error('no key to open it with');
      settings.smtp_password = openSmtpPassword(smtpSealKey(jwtSecret), sealed);
    } catch (e) {
      log?.error(
        { err: { message: (e as Error).message } },
        'the saved SMTP password cannot be opened (was JWT_SECRET changed?); save it again in Settings → Email',
      );
    }
  }
  return settings;
}

/** nodemailer's options for a saved SMTP server (timeouts as createSmtpTransport's). */
export function smtpTransportOptions(s: StoredEmailSettings) {
  return {
    host: s.smtp_host ?? undefined,
    port: s.smtp_port,
    secure: s.smtp_security === 'tls',
    requireTLS: s.smtp_security === 'starttls',
    ignoreTLS: s.smtp_security === 'none',
    auth: s.smtp_username ? { user: s.smtp_username, pass: s.smtp_password ?? '' } : undefined,
    connectionTimeout: 15_000,
    greetingTimeout: 15_000,
    socketTimeout: 60_000,
    logger: false,
    debug: false,
  };
}

/** `Name <address>` of MAIL_FROM (or a bare address) as its parts. */
export function parseMailbox(value: string): { name: string | null; address: string } {
  const m = /^\s*"?([^"<]*?)"?\s*<([^<>\s]+)>\s*$/.exec(value);
  if (m) return { name: m[1].trim() || null, address: m[2] };
  return { name: null, address: value.trim() };
}

/** The From header: the saved name and address, each falling back to MAIL_FROM's. */
export function senderOf(s: StoredEmailSettings | null, mailFrom: string): string {
  const env = parseMailbox(mailFrom);
  const name = s?.sender_name ?? env.name;
  const address = s?.sender_address ?? env.address;
  // The saved name has no quotes, angle brackets or control characters (a check constraint).
  return name ? `"${name.replace(/["\\\r\n]/g, '')}" <${address}>` : address;
}

export interface ResolvedDelivery {
  delivery: Delivery;
  from: string;
  source: 'settings' | 'env' | 'mailbox';
}

/** Adds the default Reply-To to messages that have none. */
function withReplyTo(inner: SmtpTransport, replyTo: string | null): SmtpTransport {
  if (!replyTo) return inner;
  return {
    sendMail: (m) => inner.sendMail({ ...m, replyTo: m.replyTo ?? replyTo }),
    close: () => inner.close?.(),
  };
}

export interface MailSettings {
  /** The delivery for the next drain (re-read after a change). */
  current(): Promise<ResolvedDelivery>;
  close(): Promise<void>;
}

export async function createMailSettings(opts: {
  db: Db;
  smtpUrl: string | undefined;
  mailFrom: string;
  log: Logger;
  /** Opens the sealed SMTP password (the project's JWT secret). */
  jwtSecret?: string;
  /** Tests: a transport for the saved settings instead of nodemailer's. */
  createTransport?: (s: StoredEmailSettings) => SmtpTransport;
}): Promise<MailSettings> {
  const { db, log } = opts;
  const make =
    opts.createTransport ??
    ((s: StoredEmailSettings) =>
      nodemailer.createTransport(
        smtpTransportOptions(s) as Parameters<typeof nodemailer.createTransport>[0],
      ) as unknown as SmtpTransport);
  let envTransport: SmtpTransport | null = null;
  let cached: { resolved: ResolvedDelivery; own: SmtpTransport | null } | null = null;
  let version = 0;

  const resolve = async (): Promise<ResolvedDelivery> => {
    const seen = version;
    let stored: StoredEmailSettings | null = null;
    try {
      stored = await readEmailSettings(db, opts.jwtSecret, log);
    } catch (e) {
      // Before the migration ran (or a database without it): the environment decides.
      log.warn({ err: { message: (e as Error).message } }, 'e-mail settings could not be read');
    }
    const from = senderOf(stored, opts.mailFrom);
    let own: SmtpTransport | null = null;
    let resolved: ResolvedDelivery;
    if (stored?.smtp_host) {
      own = make(stored);
      resolved = {
        delivery: { kind: 'smtp', transport: withReplyTo(own, stored.reply_to) },
        from,
        source: 'settings',
      };
    } else if (opts.smtpUrl) {
      envTransport ??= createSmtpTransport(opts.smtpUrl);
      resolved = {
        delivery: { kind: 'smtp', transport: withReplyTo(envTransport, stored?.reply_to ?? null) },
        from,
        source: 'env',
      };
    } else resolved = { delivery: { kind: 'mailbox' }, from, source: 'mailbox' };
    if (seen === version) {
      cached?.own?.close?.();
      cached = { resolved, own };
    }
    return resolved;
  };

  const unlisten = await db
    .listen('email_settings', () => {
      version += 1;
      const old = cached;
      cached = null;
      // A non-pooled transport holds no connection between messages: closing it is safe.
      old?.own?.close?.();
      log.info('e-mail settings changed; the next drain uses them');
    })
    .catch((e) => {
      log.warn({ err: { message: (e as Error).message } }, 'e-mail settings are re-read only on restart');
      return async () => {};
    });

  return {
    async current() {
      return cached?.resolved ?? resolve();
    },
    async close() {
      await unlisten().catch(() => {});
      cached?.own?.close?.();
      envTransport?.close?.();
    },
  };
}
