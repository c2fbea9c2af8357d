// The link and code of a queued auth message are a key to the account until
// they expire. They are kept in auth.outbox sealed (AES-256-GCM under a key
// derived from the project's JWT secret, which lives outside the database),
// so a copy of the database files or a backup does not open any account; the
// mail sender (and the tests) open them with the server's secret. Sealed
// parts are dropped once the message is sent or has expired (scrubOutbox).
import crypto from 'node:crypto';
import type { Config } from '../config.ts';
import type { Queryable } from '../db/types.ts';

export interface OutboxSecrets {
  link?: string;
  token: string;
  token_hash?: string;
}

const keys = new WeakMap<Config, Buffer>();

function deriveKey(jwtSecret: string): Buffer {
  return Buffer.from(crypto.hkdfSync('sha256', jwtSecret, 'safeworks', 'auth outbox v1', 32));
}

/** Called when auth is mounted: messages queued under this config are sealed with this secret. */
export function registerOutboxSecret(config: Config, jwtSecret: string): void {
  keys.set(config, deriveKey(jwtSecret));
}

export function seal(config: Config, secrets: OutboxSecrets): string {
  const key = keys.get(config);
  if (!key) throw new Error('auth outbox: no key registered for this server');
  const iv = crypto.randomBytes(12);
  const cipher = crypto.createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(JSON.stringify(secrets), 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
}

export function unseal(jwtSecret: string, sealed: string): OutboxSecrets {
  const raw = Buffer.from(sealed, 'base64url');
  const decipher = crypto.createDecipheriv('aes-256-gcm', deriveKey(jwtSecret), raw.subarray(0, 12));
  decipher.setAuthTag(raw.subarray(12, 28));
  return JSON.parse(Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8'));
}

/** A queued message with its link and code filled back in (for the sender). */
export function openMessage<T extends { body: string; data: Record<string, unknown> }>(
  jwtSecret: string,
  m: T,
): T {
  const sealed = m.data.sealed;
  if (typeof sealed !== 'string') return m;
  const s = unseal(jwtSecret, sealed);
  const { sealed: _drop, ...data } = m.data;
  return {
    ...m,
    body: m.body.replaceAll('{{link}}', s.link ?? '').replaceAll('{{code}}', s.token),
    data: { ...data, ...s },
  };
}

/** How long a queued link or code stays usable (one-time tokens' lifetime). */
const LIFETIME = "interval '1 hour'";

/**
 * Drops the sealed link and code of messages already sent or expired, and
 * the clear ones of messages queued before sealing existed.
 */
export async function scrubOutbox(q: Queryable): Promise<void> {
  await q.query(
    `update auth.outbox
        set data = data - 'sealed' - 'link' - 'token' - 'token_hash',
            body = case when data ? 'sealed' then body else coalesce(subject, template) || ' (link and code removed)' end
      where (data ? 'sealed' or data ? 'token' or data ? 'link')
        and (sent_at is not null or created_at < now() - ${LIFETIME} or not data ? 'sealed')`,
  );
}
