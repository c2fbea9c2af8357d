// Who may call: GoTrue's requireAuthentication (a user's access token whose
// user and session still exist) and requireAdmin (a service_role token).
import type { Context } from 'hono';
import type { AppContext } from '../context.ts';
import type { Queryable } from '../db/types.ts';
import { bearerToken } from '../http/caller.ts';
import { type Claims, JwtError } from '../jwt.ts';
import { badRequest, forbidden, unauthorized } from './errors.ts';
import { UUID_RE } from './http.ts';
import { findUserById, type UserRow } from './users.ts';

const ADMIN_ROLES = new Set(['service_role', 'supabase_admin']);

async function verifiedClaims(ctx: AppContext, c: Context): Promise<Claims> {
  const token = bearerToken(c);
  if (!token) throw unauthorized('no_authorization', 'This endpoint requires a valid Bearer token');
  try {
    return await ctx.jwt.verify(token);
  } catch (e) {
    const why = e instanceof JwtError && e.reason === 'expired' ? 'token is expired' : 'signature is invalid';
    throw forbidden('bad_jwt', `invalid JWT: unable to parse or verify signature, ${why}`);
  }
}

export interface AuthedUser {
  user: UserRow;
  claims: Claims;
  sessionId: string | null;
}

export async function requireUser(ctx: AppContext, c: Context, q: Queryable = ctx.db): Promise<AuthedUser> {
  const claims = await verifiedClaims(ctx, c);
  const sub = typeof claims.sub === 'string' ? claims.sub : '';
  if (!sub) throw forbidden('bad_jwt', 'invalid claim: missing sub claim');
  if (!UUID_RE.test(sub)) throw badRequest('bad_jwt', 'invalid claim: sub claim must be a UUID');
  const user = await findUserById(q, sub);
  if (!user || user.deleted_at)
    throw forbidden('user_not_found', 'User from sub claim in JWT does not exist');
  const sid = typeof claims.session_id === 'string' ? claims.session_id : '';
  if (sid && sid !== '00000000-0000-0000-0000-000000000000') {
    const s = UUID_RE.test(sid)
      ? await q.query(
          'select 1 from auth.sessions where id = $1 and user_id = $2 and (not_after is null or not_after > now())',
          [sid, user.id],
        )
      : { rows: [] };
    if (s.rows.length === 0)
      throw forbidden('session_not_found', 'Session from session_id claim in JWT does not exist');
    return { user, claims, sessionId: sid };
  }
  return { user, claims, sessionId: null };
}

export async function requireAdmin(ctx: AppContext, c: Context): Promise<Claims> {
  const claims = await verifiedClaims(ctx, c);
  if (typeof claims.role !== 'string' || !ADMIN_ROLES.has(claims.role))
    throw forbidden('not_admin', 'User not allowed');
  return claims;
}
