// auth.users rows and GoTrue's user JSON. Timestamps are formatted in SQL as
// RFC 3339 UTC (what GoTrue sends), independent of the session's TimeZone.
import type { Queryable } from '../db/types.ts';

export const iso = (expr: string) => `to_char((${expr}) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

export interface UserRow {
  id: string;
  aud: string | null;
  role: string | null;
  email: string | null;
  encrypted_password: string | null;
  email_confirmed_at: string | null;
  invited_at: string | null;
  confirmation_sent_at: string | null;
  recovery_sent_at: string | null;
  email_change: string | null;
  email_change_sent_at: string | null;
  phone: string | null;
  phone_confirmed_at: string | null;
  phone_change: string | null;
  phone_change_sent_at: string | null;
  confirmed_at: string | null;
  last_sign_in_at: string | null;
  raw_app_meta_data: Record<string, unknown> | null;
  raw_user_meta_data: Record<string, unknown> | null;
  created_at: string | null;
  updated_at: string | null;
  banned_until: string | null;
  /** banned_until is in the future. */
  banned: boolean;
  deleted_at: string | null;
  is_anonymous: boolean;
  identities: Record<string, unknown>[];
}

const TIMESTAMPS = [
  'email_confirmed_at',
  'invited_at',
  'confirmation_sent_at',
  'recovery_sent_at',
  'email_change_sent_at',
  'phone_confirmed_at',
  'phone_change_sent_at',
  'confirmed_at',
  'last_sign_in_at',
  'created_at',
  'updated_at',
  'banned_until',
  'deleted_at',
];

const IDENTITIES = `coalesce((
  select json_agg(json_build_object(
    'identity_id', i.id, 'id', i.provider_id, 'user_id', i.user_id, 'identity_data', i.identity_data,
    'provider', i.provider, 'last_sign_in_at', ${iso('i.last_sign_in_at')},
    'created_at', ${iso('i.created_at')}, 'updated_at', ${iso('i.updated_at')}, 'email', i.email
  ) order by i.created_at, i.id)
  from auth.identities i where i.user_id = u.id), '[]'::json)`;

/** The select list for a UserRow over `auth.users u`. */
export const USER_FIELDS = [
  'u.id',
  'u.aud',
  'u.role',
  'u.email',
  'u.encrypted_password',
  'u.email_change',
  'u.phone',
  'u.phone_change',
  'u.raw_app_meta_data',
  'u.raw_user_meta_data',
  'u.is_anonymous',
  '(u.banned_until is not null and u.banned_until > now()) as banned',
  ...TIMESTAMPS.map((c) => `${iso(`u.${c}`)} as ${c}`),
  `${IDENTITIES} as identities`,
].join(', ');

export async function findUserById(q: Queryable, id: string, lock = false): Promise<UserRow | null> {
  const r = await q.query<UserRow>(
    `select ${USER_FIELDS} from auth.users u where u.id = $1${lock ? ' for update of u' : ''}`,
    [id],
  );
  return r.rows[0] ?? null;
}

export async function findUserByEmail(q: Queryable, email: string): Promise<UserRow | null> {
  const r = await q.query<UserRow>(
    `select ${USER_FIELDS} from auth.users u
     where lower(u.email) = lower($1) and u.is_sso_user = false and u.deleted_at is null`,
    [email],
  );
  return r.rows[0] ?? null;
}

export async function findUserByPhone(q: Queryable, phone: string): Promise<UserRow | null> {
  const r = await q.query<UserRow>(
    `select ${USER_FIELDS} from auth.users u where u.phone = $1 and u.deleted_at is null`,
    [phone],
  );
  return r.rows[0] ?? null;
}

/** GoTrue's user object; admin responses also carry banned_until. */
export function userJson(u: UserRow, opts: { admin?: boolean } = {}) {
  const out: Record<string, unknown> = {
    id: u.id,
    aud: u.aud ?? 'authenticated',
    role: u.role ?? 'authenticated',
    email: u.email ?? '',
    email_confirmed_at: u.email_confirmed_at ?? undefined,
    phone: u.phone ?? '',
    phone_confirmed_at: u.phone_confirmed_at ?? undefined,
    confirmation_sent_at: u.confirmation_sent_at ?? undefined,
    confirmed_at: u.confirmed_at ?? undefined,
    recovery_sent_at: u.recovery_sent_at ?? undefined,
    new_email: u.email_change || undefined,
    email_change_sent_at: u.email_change ? (u.email_change_sent_at ?? undefined) : undefined,
    new_phone: u.phone_change || undefined,
    phone_change_sent_at: u.phone_change ? (u.phone_change_sent_at ?? undefined) : undefined,
    invited_at: u.invited_at ?? undefined,
    last_sign_in_at: u.last_sign_in_at ?? undefined,
    app_metadata: u.raw_app_meta_data ?? {},
    user_metadata: u.raw_user_meta_data ?? {},
    identities: u.identities ?? [],
    created_at: u.created_at,
    updated_at: u.updated_at,
    is_anonymous: u.is_anonymous,
  };
  if (opts.admin) {
    out.banned_until = u.banned_until;
    if (u.deleted_at) out.deleted_at = u.deleted_at;
  }
  return out;
}

// GoTrue: a lower-cased address with one @, no spaces, a dot-less domain allowed.
const EMAIL_RE =
  /^[a-z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/i;

/** Normalised e-mail, or null when it is not a valid address. */
export function normalizeEmail(raw: unknown): string | null {
  if (typeof raw !== 'string') return null;
  const email = raw.trim().toLowerCase();
  if (email.length > 255 || !EMAIL_RE.test(email)) return null;
  return email;
}

/**
 * E.164 without the "+", as GoTrue stores phones; null when invalid. GoTrue
 * takes 2–15 digits; we ask for at least 7 (the shortest numbers in use), so
 * every phone auth accepts also passes the profile table's
 * `profiles_phone_dialable` rule that the profile sync writes it under —
 * otherwise the caller got a 500 from the trigger instead of this 422.
 */
export function normalizePhone(raw: unknown): string | null {
  if (typeof raw !== 'string') return null;
  const phone = raw.replace(/[\s()-]/g, '').replace(/^\+/, '');
  return /^[1-9]\d{6,14}$/.test(phone) ? phone : null;
}

/** Shallow merge like GoTrue's UpdateUserMetaData: null values delete keys. */
export function mergeMetadata(
  base: Record<string, unknown> | null | undefined,
  patch: Record<string, unknown>,
): Record<string, unknown> {
  const out = { ...(base ?? {}) };
  for (const [k, v] of Object.entries(patch)) {
    if (v === null) delete out[k];
    else out[k] = v;
  }
  return out;
}
