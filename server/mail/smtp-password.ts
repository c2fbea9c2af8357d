// The SMTP password saved in Settings → Email is kept sealed (issue 20,
// finding 16; ADR 034), as auth's links and codes are (server/auth/outbox-seal.ts):
// AES-256-GCM under a key derived from the project's JWT secret, which lives
// outside the database, so a copy of the database files or a backup does not
// hold the password.
//
// public.admin_set_email_settings (SQL, over the API) can only write what it is
// given: it puts a new password in app.email_settings.smtp_password and sends
// NOTIFY email_settings. This process then seals it at once into
// smtp_password_sealed and clears the clear copy (`sealStoredSmtpPassword`), and
// does the same at every start (a password saved before sealing existed, or
// while no server listened). Only code in this process opens it: the mail
// sender (settings.ts), and the email-test function through the key it is
// handed in its environment (EMAIL_SETTINGS_SEAL_KEY, never the JWT secret).
import crypto from 'node:crypto';
import type { Db, Queryable } from '../db/types.ts';
import type { Logger } from '../log.ts';

const PREFIX = 'v1.';

/** The key that seals the SMTP password (not the auth outbox's: another HKDF label). */
export function smtpSealKey(jwtSecret: string): Buffer {
  return Buffer.from(crypto.hkdfSync('sha256', jwtSecret, 'safeworks', 'email settings v1', 32));
}

export function sealSmtpPassword(key: Buffer, password: string): string {
  const iv = crypto.randomBytes(12);
  const cipher = crypto.createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(password, 'utf8'), cipher.final()]);
  return PREFIX + Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
}

/** Throws when the value was not sealed with this key (another JWT secret, or tampered with). */
export function openSmtpPassword(key: Buffer, sealed: string): string {
  if (!sealed.startsWith(PREFIX)) throw new Error('not a sealed SMTP password');
  const raw = Buffer.from(sealed.slice(PREFIX.length), 'base64url');
  const decipher = crypto.createDecipheriv('aes-256-gcm', key, raw.subarray(0, 12));
  decipher.setAuthTag(raw.subarray(12, 28));
  return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
}

/**
 * Seals a password left in clear in app.email_settings (just saved, or from before sealing
 * existed) and clears the clear copy. Only the value it read is replaced, so a newer save
 * made meanwhile is sealed by the next call. True when it sealed one.
 */
export async function sealStoredSmtpPassword(q: Queryable, jwtSecret: string): Promise<boolean> {
  const r = await q.query<{ smtp_password: string }>(
    'select smtp_password from app.email_settings where id and smtp_password is not null',
  );
  const plain = r.rows[0]?.smtp_password;
  if (plain === undefined) return false;
  const done = await q.query(
    `update app.email_settings set smtp_password_sealed = $1, smtp_password = null
      where id and smtp_password = $2`,
    [sealSmtpPassword(smtpSealKey(jwtSecret), plain), plain],
  );
  return done.rowCount > 0;
}

/**
 * At start and after every NOTIFY email_settings: seal what a save left in clear.
 * Runs whether or not this server sends mail. Returns a stop function.
 */
export async function startSmtpPasswordSealer(opts: {
  db: Db;
  jwtSecret: string;
  log: Logger;
}): Promise<() => Promise<void>> {
  const { db, jwtSecret, log } = opts;
  const run = () =>
    sealStoredSmtpPassword(db, jwtSecret).catch((e) => {
      log.error({ err: { message: (e as Error).message } }, 'sealing the saved SMTP password failed');
      return false;
    });
  if (await run())
    log.info('the SMTP password saved in Settings → Email was stored in clear; it is sealed now');
  return db
    .listen('email_settings', () => void run())
    .catch((e) => {
      log.warn(
        { err: { message: (e as Error).message } },
        'a newly saved SMTP password is sealed only at the next start',
      );
      return async () => {};
    });
}
