// POST /token?grant_type=password | refresh_token.
import type { Hono } from 'hono';
import type { AppEnv } from '../../context.ts';
import type { Queryable } from '../../db/types.ts';
import { audit } from '../audit.ts';
import { AuthError, badRequest, validationFailed, WeakPasswordError } from '../errors.ts';
import { type Body, type RequestMeta, readBody, requestMeta, str } from '../http.ts';
import { checkPasswordStrength, verifyPassword } from '../passwords.ts';
import { createSession, insertRefreshToken, refreshTokenDigest, sessionResponse } from '../sessions.ts';
import { findUserByEmail, findUserById, findUserByPhone, normalizeEmail, normalizePhone } from '../users.ts';
import type { AuthDeps } from './deps.ts';

const invalidCredentials = () => badRequest('invalid_credentials', 'Invalid login credentials');
const NOT_IMPLEMENTED_GRANTS = new Set([
  'pkce',
  'id_token',
  'web3',
  'authorization_code',
  'client_credentials',
]);

export function tokenRoutes(app: Hono<AppEnv>, deps: AuthDeps) {
  app.post('/token', async (c) => {
    const grant = c.req.query('grant_type') ?? '';
    const body = await readBody(c);
    const meta = requestMeta(c);
    if (grant === 'password') return c.json(await passwordGrant(deps, body, meta));
    if (grant === 'refresh_token') return c.json(await refreshGrant(deps, body, meta));
    if (NOT_IMPLEMENTED_GRANTS.has(grant))
      throw new AuthError(501, 'not_implemented', `grant_type=${grant} is not implemented by this server`);
    throw badRequest('validation_failed', 'unsupported_grant_type');
  });
}

async function passwordGrant({ ctx, limits }: AuthDeps, body: Body, meta: RequestMeta) {
  const { config } = ctx;
  limits.check('signInPerIp', meta.ip);
  const rawEmail = str(body.email) ?? '';
  const rawPhone = str(body.phone) ?? '';
  const password = str(body.password) ?? '';
  if (!rawEmail && !rawPhone) throw validationFailed('missing email or phone');
  // Malformed addresses cannot belong to an account: same answer as a wrong password.
  const email = rawEmail ? normalizeEmail(rawEmail) : null;
  const phone = rawPhone && !rawEmail ? normalizePhone(rawPhone) : null;
  const account = email ?? phone ?? (rawEmail || rawPhone).toLowerCase();

  const user = email
    ? await findUserByEmail(ctx.db, email)
    : phone
      ? await findUserByPhone(ctx.db, phone)
      : null;
  await limits.signIn.check(account, meta.ip, () => signedInFrom(ctx.db, user?.id, meta.ip));
  const ok = await verifyPassword(password, user?.encrypted_password);
  if (!user || !ok || !password) {
    limits.signIn.failed(account, meta.ip);
    throw invalidCredentials();
  }
  limits.signIn.succeeded(account, meta.ip);
  // Only someone who knows the password learns these.
  if (user.banned) throw badRequest('user_banned', 'User is banned');
  if (email && !user.email_confirmed_at) throw badRequest('email_not_confirmed', 'Email not confirmed');
  if (phone && !user.phone_confirmed_at) throw badRequest('phone_not_confirmed', 'Phone not confirmed');

  const response = await ctx.db.transaction(async (tx) => {
    const { sessionId, refreshToken } = await createSession(tx, user, 'password', meta);
    await audit(tx, { action: 'login', actorId: user.id, actorUsername: email ?? phone, ip: meta.ip });
    return sessionResponse(ctx, tx, user.id, sessionId, refreshToken);
  });
  // GoTrue tells the client when a password that still works no longer meets the rules.
  try {
    checkPasswordStrength(password, {
      minLength: config.passwordMinLength,
      requiredCharacters: config.passwordRequiredCharacters,
    });
  } catch (e) {
    if (e instanceof WeakPasswordError)
      return { ...response, weak_password: { reasons: e.reasons, message: e.message } };
  }
  return response;
}

/** Whether `userId` signed in from `ip` in the last 30 days (auth's audit trail). */
async function signedInFrom(db: Queryable, userId: string | undefined, ip: string): Promise<boolean> {
  if (!userId) return false;
  const r = await db.query(
    `select 1 from auth.audit_log_entries
      where ip_address = $1 and payload ->> 'action' = 'login' and payload ->> 'actor_id' = $2
        and created_at > now() - interval '30 days'
      limit 1`,
    [ip.slice(0, 64), userId],
  );
  return r.rows.length > 0;
}

interface TokenRow {
  id: string;
  token: string;
  revoked: boolean;
  session_id: string | null;
  user_id: string;
  in_grace: boolean;
  has_session: boolean;
  session_expired: boolean;
}

type RefreshOutcome = { ok: Awaited<ReturnType<typeof sessionResponse>> } | { error: AuthError };

async function refreshGrant({ ctx, limits }: AuthDeps, body: Body, meta: RequestMeta) {
  limits.check('refreshPerIp', meta.ip);
  const presented = str(body.refresh_token) ?? '';
  if (!presented) throw validationFailed('refresh_token required');
  const digest = refreshTokenDigest(presented);
  const notFound = () =>
    badRequest('refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');

  // Errors that must keep their writes (revoking a family on reuse) are
  // returned, not thrown, so the transaction commits.
  const outcome: RefreshOutcome = await ctx.db.transaction(async (tx) => {
    // Lock the session first, then the token, the same order as sign-out
    // (which deletes the session and, by cascade, its tokens), so the two
    // cannot deadlock. The locks serialise concurrent refreshes of one token:
    // the second waits, then sees it revoked and takes the grace-window path.
    await tx.query(
      `select 1 from auth.sessions
       where id = (select session_id from auth.refresh_tokens where token = $1) for update`,
      [digest],
    );
    const r = await tx.query<TokenRow>(
      `select rt.id::text, rt.token, coalesce(rt.revoked, false) as revoked, rt.session_id, rt.user_id,
              rt.updated_at > now() - make_interval(secs => $2) as in_grace,
              s.id is not null as has_session,
              coalesce(s.not_after <= now(), false) as session_expired
       from auth.refresh_tokens rt left join auth.sessions s on s.id = rt.session_id
       where rt.token = $1
       for update of rt`,
      [digest, ctx.config.refreshTokenReuseIntervalSeconds],
    );
    const row = r.rows[0];
    if (!row?.session_id || !row.has_session) return { error: notFound() };
    const user = await findUserById(tx, row.user_id);
    if (!user || user.deleted_at) return { error: notFound() };
    if (user.banned) return { error: badRequest('user_banned', 'Invalid Refresh Token: User Banned') };
    if (row.session_expired)
      return { error: badRequest('session_expired', 'Invalid Refresh Token: Session Expired') };

    let issued: string;
    if (row.revoked) {
      // Within the reuse interval (a lost answer, a second tab) the session goes on: only
      // digests are kept, so instead of handing back its current token it gets a new one.
      const active = row.in_grace
        ? await tx.query<{ n: number }>(
            'select count(*)::int as n from auth.refresh_tokens where session_id = $1 and revoked = false',
            [row.session_id],
          )
        : { rows: [{ n: 0 }] };
      if (Number(active.rows[0]?.n ?? 0) === 0) {
        // Reuse outside the grace window: treat the session as stolen.
        await tx.query(
          'update auth.refresh_tokens set revoked = true, updated_at = now() where session_id = $1 and revoked = false',
          [row.session_id],
        );
        await tx.query('update auth.sessions set not_after = now(), updated_at = now() where id = $1', [
          row.session_id,
        ]);
        await audit(tx, {
          action: 'token_revoked',
          actorId: user.id,
          actorUsername: user.email,
          ip: meta.ip,
        });
        return { error: badRequest('refresh_token_already_used', 'Invalid Refresh Token: Already Used') };
      }
      issued = await insertRefreshToken(tx, user.id, row.session_id, row.token);
    } else {
      await tx.query('update auth.refresh_tokens set revoked = true, updated_at = now() where id = $1', [
        row.id,
      ]);
      issued = await insertRefreshToken(tx, user.id, row.session_id, row.token);
      await tx.query(
        `update auth.sessions set refreshed_at = now() at time zone 'UTC', updated_at = now() where id = $1`,
        [row.session_id],
      );
    }
    await audit(tx, { action: 'token_refreshed', actorId: user.id, actorUsername: user.email, ip: meta.ip });
    return { ok: await sessionResponse(ctx, tx, user.id, row.session_id, issued) };
  });
  if ('error' in outcome) throw outcome.error;
  return outcome.ok;
}
