// Who is calling: the role and claims from the request's JWT, as Supabase's
// gateway and PostgREST decide them. `Authorization: Bearer <jwt>` wins;
// otherwise the `apikey` header (itself a JWT: the anon or service-role key).
import type { Context } from 'hono';
import type { AppContext } from '../context.ts';
import { type Claims, JwtError } from '../jwt.ts';

/** Roles a JWT may switch to. Anything else is refused rather than tried. */
export const API_ROLES = new Set(['anon', 'authenticated', 'service_role']);

export interface Caller {
  role: string;
  claims: Claims;
  /** The bearer token as sent, when there was one. */
  token: string | null;
}

export class CallerError extends Error {
  readonly status: number;
  readonly code: 'no_api_key' | 'bad_jwt' | 'jwt_expired' | 'bad_role';
  constructor(status: number, code: CallerError['code'], message: string) {
    super(message);
    this.status = status;
    this.code = code;
  }
}

export function bearerToken(c: Context): string | null {
  const h = c.req.header('authorization');
  if (!h) return null;
  const m = /^bearer\s+(.+)$/i.exec(h.trim());
  return m ? m[1].trim() : null;
}

export async function resolveCaller(app: AppContext, c: Context): Promise<Caller> {
  const token = bearerToken(c) ?? c.req.header('apikey') ?? null;
  if (!token) throw new CallerError(401, 'no_api_key', 'No API key found in request');
  let claims: Claims;
  try {
    claims = await app.jwt.verify(token);
  } catch (e) {
    if (e instanceof JwtError && e.reason === 'expired')
      throw new CallerError(401, 'jwt_expired', 'JWT expired');
    throw new CallerError(401, 'bad_jwt', 'Invalid JWT');
  }
  const role = typeof claims.role === 'string' && claims.role ? claims.role : 'anon';
  if (!API_ROLES.has(role)) throw new CallerError(401, 'bad_role', `role "${role}" is not allowed`);
  return { role, claims, token };
}
