// Opens the SMTP password Settings → Email keeps sealed (ADR 034): the same
// AES-256-GCM format as server/mail/smtp-password.ts, with the key the server
// hands functions as EMAIL_SETTINGS_SEAL_KEY (base64url; derived from the JWT
// secret for this one purpose). On hosted Supabase set that secret to the value
// `npm run keys` shows for the server that sealed the password.
import { Buffer } from 'node:buffer';
import crypto from 'node:crypto';

const PREFIX = 'v1.';

export function openSealedSmtpPassword(keyBase64url: string, sealed: string): string {
  if (!sealed.startsWith(PREFIX)) throw new Error('not a sealed SMTP password');
  const key = Buffer.from(keyBase64url, 'base64url');
  const raw = Buffer.from(sealed.slice(PREFIX.length), 'base64url');
  const decipher = crypto.createDecipheriv('aes-256-gcm', key, raw.subarray(0, 12));
  decipher.setAuthTag(raw.subarray(12, 28));
  return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
}
