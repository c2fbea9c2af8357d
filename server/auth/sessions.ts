// Sessions, refresh tokens and access tokens, as GoTrue keeps them:
// one auth.sessions row per sign-in, opaque single-use refresh tokens chained
// by `parent`, and how the session signed in in auth.mfa_amr_claims.
import crypto from 'node:crypto';
import { decodeJwt } from 'jose';
import type { AppContext } from '../context.ts';
import type { Queryable } from '../db/types.ts';
import type { RequestMeta } from './http.ts';
import { findUserById, type UserRow, userJson } from './users.ts';

export type AuthMethod =
  | 'password'
  | 'otp'
  | 'recovery'
  | 'magiclink'
  | 'invite'
  | 'email_change'
  | 'email/signup'
  | 'sms';

export const newRefreshToken = () => crypto.randomBytes(24).toString('base64url');

/**
 * What auth.refresh_tokens keeps of a refresh token: its SHA-256 (hex). A
 * copy of the database then holds no token that refreshes a session; the
 * client presents the token and it is looked up by this digest.
 */
export const refreshTokenDigest = (token: string) => crypto.createHash('sha256').update(token).digest('hex');

/**
 * Inserts a refresh token for the session and returns it (the only time it
 * exists in clear); `parentDigest` is the digest of the token it replaces.
 */
export async function insertRefreshToken(
  q: Queryable,
  userId: string,
  sessionId: string,
  parentDigest: string | null,
): Promise<string> {
  const token = newRefreshToken();
  await q.query(
    `insert into auth.refresh_tokens (instance_id, token, user_id, revoked, created_at, updated_at, parent, session_id)
     values ('00000000-0000-0000-0000-000000000000', $1, $2, false, now(), now(), $3, $4)`,
    [refreshTokenDigest(token), userId, parentDigest, sessionId],
  );
  return token;
}

/** A new session with its first refresh token; marks the sign-in on the user. */
export async function createSession(
  q: Queryable,
  user: UserRow,
  method: AuthMethod,
  meta: RequestMeta,
): Promise<{ sessionId: string; refreshToken: string }> {
  const s = await q.query<{ id: string }>(
    `insert into auth.sessions (id, user_id, created_at, updated_at, aal, user_agent, ip)
     values (gen_random_uuid(), $1, now(), now(), 'aal1', $2, $3::inet) returning id`,
    [user.id, meta.userAgent, meta.inet],
  );
  const sessionId = s.rows[0].id;
  await q.query(
    `insert into auth.mfa_amr_claims (session_id, created_at, updated_at, authentication_method, id)
     values ($1, now(), now(), $2, gen_random_uuid())`,
    [sessionId, method],
  );
  await q.query('update auth.users set last_sign_in_at = now(), updated_at = now() where id = $1', [user.id]);
  await q.query('update auth.identities set last_sign_in_at = now() where user_id = $1', [user.id]);
  const refreshToken = await insertRefreshToken(q, user.id, sessionId, null);
  return { sessionId, refreshToken };
}

/** Supabase's access-token claims for this user and session. */
export async function accessTokenClaims(ctx: AppContext, q: Queryable, user: UserRow, sessionId: string) {
  const amr = await q.query<{ method: string; ts: string }>(
    `select authentication_method as method, extract(epoch from created_at)::bigint::text as ts
     from auth.mfa_amr_claims where session_id = $1 order by created_at desc`,
    [sessionId],
  );
  return {
    iss: `${ctx.config.apiUrl.replace(/\/$/, '')}/auth/v1`,
    sub: user.id,
    aud: user.aud || 'authenticated',
    email: user.email ?? '',
    phone: user.phone ?? '',
    app_metadata: user.raw_app_meta_data ?? {},
    user_metadata: user.raw_user_meta_data ?? {},
    role: user.role || 'authenticated',
    aal: 'aal1',
    amr: amr.rows.map((r) => ({ method: r.method, timestamp: Number(r.ts) })),
    session_id: sessionId,
    is_anonymous: user.is_anonymous,
  };
}

/** GoTrue's token response: `{access_token, token_type, expires_in, expires_at, refresh_token, user}`. */
export async function sessionResponse(
  ctx: AppContext,
  q: Queryable,
  userId: string,
  sessionId: string,
  refreshToken: string,
) {
  // Re-read so last_sign_in_at and metadata are the committed-to-be values.
  const user = await findUserById(q, userId);
  if (!user) throw new Error('user vanished while issuing a session');
  const claims = await accessTokenClaims(ctx, q, user, sessionId);
  const accessToken = await ctx.jwt.sign(claims, ctx.config.jwtExpSeconds);
  const { exp } = decodeJwt(accessToken);
  return {
    access_token: accessToken,
    token_type: 'bearer',
    expires_in: ctx.config.jwtExpSeconds,
    expires_at: exp as number,
    refresh_token: refreshToken,
    user: userJson(user),
  };
}

export type SessionResponse = Awaited<ReturnType<typeof sessionResponse>>;
