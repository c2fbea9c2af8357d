// Channel tokens, checked as Supabase Realtime checks them: a valid HS256
// signature, `role` and `exp` present, not expired. Error texts follow
// Realtime's "<Code>: <message>" join replies.
import { decodeJwt } from 'jose';
import { API_ROLES } from '../http/caller.ts';
import { type Claims, type Jwt, JwtError } from '../jwt.ts';

export type TokenCheck =
  | { ok: true; claims: Claims; role: string; exp: number }
  | { ok: false; reason: string };

export async function checkToken(jwt: Jwt, token: unknown): Promise<TokenCheck> {
  if (typeof token !== 'string' || token.length === 0 || token.length > 16_384) {
    return { ok: false, reason: 'MalformedJWT: The token provided is not a valid JWT' };
  }
  let claims: Claims;
  try {
    claims = await jwt.verify(token);
  } catch (e) {
    if (e instanceof JwtError && e.reason === 'expired') {
      let ago = 0;
      try {
        const exp = decodeJwt(token).exp;
        if (typeof exp === 'number') ago = Math.max(0, Math.floor(Date.now() / 1000) - exp);
      } catch {
        /* already known to be expired */
      }
      return { ok: false, reason: `InvalidJWTToken: Token has expired ${ago} seconds ago` };
    }
    return { ok: false, reason: 'JwtSignatureError: Failed to validate JWT signature' };
  }
  if (typeof claims.role !== 'string' || typeof claims.exp !== 'number') {
    return { ok: false, reason: 'InvalidJWTToken: Fields `role` and `exp` are required in JWT' };
  }
  if (!API_ROLES.has(claims.role)) {
    return { ok: false, reason: `Unauthorized: role "${claims.role}" is not allowed` };
  }
  return { ok: true, claims, role: claims.role, exp: claims.exp };
}
