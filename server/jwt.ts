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

export function createJwt(secret: string): Jwt {
  const key = new TextEncoder().encode(secret);
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
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
        return payload as Claims;
      } catch (e) {
        if (e instanceof joseErrors.JWTExpired) throw new JwtError('expired', 'JWT expired');
        throw new JwtError('invalid', 'invalid JWT');
      }
    },
  };
}
