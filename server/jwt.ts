// HS256 JWTs signed with the project's secret, as Supabase issues them.
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';

export type Claims = Record<string, unknown> & { role?: string; sub?: string; exp?: number };

export interface Jwt {
  sign(claims: Claims, expiresInSeconds: number): Promise<string>;
  /** Verifies signature and expiry; throws JwtError with a reason. */
  verify(token: string): Promise<Claims>;
}

export class JwtError extends Error {
  readonly reason: 'expired' | 'invalid';
  constructor(reason: 'expired' | 'invalid', message: string) {
    super(message);
    this.reason = reason;
  }
}

// Verified tokens are remembered until they expire (bounded), because the anon
// key and a user's access token come with every request and an HMAC check
// through WebCrypto costs more than a whole cached REST read (docs/benchmarks.md).
// Only the exact token string hits, so an altered or forged token is always
// verified afresh; expiry is checked again on every hit. PostgREST caches JWTs
// the same way (jwt-cache-max-lifetime).
const VERIFIED_MAX = 1000;

export function createJwt(secret: string): Jwt {
  const key = new TextEncoder().encode(secret);
  const verified = new Map<string, Claims>();
  const fresh = (token: string): Claims | undefined => {
    const claims = verified.get(token);
    if (!claims) return undefined;
    if (typeof claims.exp === 'number' && claims.exp <= Date.now() / 1000) {
      verified.delete(token);
      return undefined;
    }
    return { ...claims };
  };
  return {
    async sign(claims, expiresInSeconds) {
      const now = Math.floor(Date.now() / 1000);
      return new SignJWT({ ...claims })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setIssuedAt(now)
        .setExpirationTime(now + expiresInSeconds)
        .sign(key);
    },
    async verify(token) {
      const hit = fresh(token);
      if (hit) return hit;
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
        if (verified.size >= VERIFIED_MAX) verified.delete(verified.keys().next().value as string);
        verified.set(token, payload as Claims);
        return { ...(payload as Claims) };
      } catch (e) {
        if (e instanceof joseErrors.JWTExpired) throw new JwtError('expired', 'JWT expired');
        throw new JwtError('invalid', 'invalid JWT');
      }
    },
  };
}
