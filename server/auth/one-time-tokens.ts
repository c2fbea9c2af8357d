// Confirmation, recovery and change tokens. Each message carries a 6-digit
// OTP and a link with a long random token. Neither is stored in clear:
// the users column holds sha256hex(email-or-phone + OTP) (GoTrue's own
// format), auth.one_time_tokens holds sha256hex(link token). Both expire
// after GOTRUE_MAILER_OTP_EXP seconds (default an hour) and are cleared on use. one_time_tokens' timestamps have no
// time zone; they are written and compared in UTC, as GoTrue writes them.
import crypto from 'node:crypto';
import type { Queryable } from '../db/types.ts';

export type TokenType =
  | 'confirmation_token'
  | 'recovery_token'
  | 'email_change_token_new'
  | 'email_change_token_current'
  | 'reauthentication_token'
  | 'phone_change_token';

/** users columns holding each kind of token and when it was sent. */
const COLUMNS: Record<TokenType, { token: string; sentAt: string }> = {
  confirmation_token: { token: 'confirmation_token', sentAt: 'confirmation_sent_at' },
  recovery_token: { token: 'recovery_token', sentAt: 'recovery_sent_at' },
  email_change_token_new: { token: 'email_change_token_new', sentAt: 'email_change_sent_at' },
  email_change_token_current: { token: 'email_change_token_current', sentAt: 'email_change_sent_at' },
  reauthentication_token: { token: 'reauthentication_token', sentAt: 'reauthentication_sent_at' },
  phone_change_token: { token: 'phone_change_token', sentAt: 'phone_change_sent_at' },
};

/** The default lifetime (config.mailerOtpExpSeconds overrides it). */
export const TOKEN_TTL_SECONDS = 3600;

export const sha256hex = (s: string) => crypto.createHash('sha256').update(s).digest('hex');

export function newOtp(): string {
  return crypto.randomInt(0, 1_000_000).toString().padStart(6, '0');
}

/** Issues (and replaces) the user's token of this type; returns what goes into the message. */
export async function issueToken(
  q: Queryable,
  userId: string,
  type: TokenType,
  relatesTo: string,
): Promise<{ otp: string; linkToken: string }> {
  const otp = newOtp();
  const linkToken = crypto.randomBytes(32).toString('base64url');
  const col = COLUMNS[type];
  await q.query(
    `update auth.users set ${col.token} = $2, ${col.sentAt} = now(), updated_at = now() where id = $1`,
    [userId, sha256hex(relatesTo + otp)],
  );
  await q.query(
    `insert into auth.one_time_tokens (id, user_id, token_type, token_hash, relates_to, created_at, updated_at)
     values (gen_random_uuid(), $1, $2::auth.one_time_token_type, $3, $4, now() at time zone 'UTC', now() at time zone 'UTC')
     on conflict (user_id, token_type) do update
       set token_hash = excluded.token_hash, relates_to = excluded.relates_to,
           created_at = excluded.created_at, updated_at = excluded.updated_at`,
    [userId, type, sha256hex(linkToken), relatesTo],
  );
  return { otp, linkToken };
}

export async function clearToken(q: Queryable, userId: string, type: TokenType) {
  const col = COLUMNS[type];
  await q.query(`update auth.users set ${col.token} = '' where id = $1`, [userId]);
  await q.query(
    'delete from auth.one_time_tokens where user_id = $1 and token_type = $2::auth.one_time_token_type',
    [userId, type],
  );
}

/** The user whose unexpired OTP of this type (sent to relatesTo) matches; locks the row. */
export async function userIdByOtp(
  q: Queryable,
  type: TokenType,
  relatesToColumn: 'email' | 'phone' | 'email_change' | 'phone_change',
  relatesTo: string,
  otp: string,
  ttlSeconds: number = TOKEN_TTL_SECONDS,
): Promise<string | null> {
  const col = COLUMNS[type];
  const match =
    relatesToColumn === 'email' || relatesToColumn === 'email_change'
      ? `lower(${relatesToColumn}) = lower($1)`
      : `${relatesToColumn} = $1`;
  const r = await q.query<{ id: string }>(
    `select id from auth.users
     where ${match} and deleted_at is null and ${col.token} = $2
       and ${col.sentAt} > now() - make_interval(secs => $3)
     for update`,
    [relatesTo, sha256hex(relatesTo + otp), ttlSeconds],
  );
  return r.rows[0]?.id ?? null;
}

/** The user whose unexpired link token of one of these types matches. */
export async function userIdByLinkToken(
  q: Queryable,
  types: TokenType[],
  linkToken: string,
  ttlSeconds: number = TOKEN_TTL_SECONDS,
): Promise<{ userId: string; type: TokenType } | null> {
  const r = await q.query<{ user_id: string; token_type: TokenType }>(
    `select t.user_id, t.token_type::text as token_type from auth.one_time_tokens t
     join auth.users u on u.id = t.user_id and u.deleted_at is null
     where t.token_hash = $1 and t.token_type::text = any($2::text[])
       and t.created_at > (now() at time zone 'UTC') - make_interval(secs => $3)
     for update of t`,
    [sha256hex(linkToken), types, ttlSeconds],
  );
  const row = r.rows[0];
  return row ? { userId: row.user_id, type: row.token_type } : null;
}
