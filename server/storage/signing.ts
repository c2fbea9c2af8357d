// Signed URLs are JWTs signed with the project's secret, as Supabase issues
// them: `url` is "<bucket>/<key>". A `kind` claim keeps a download token from
// opening an upload and the other way round.
import { JwtError } from '../jwt.ts';
import { ERR } from './errors.ts';
import type { Storage } from './service.ts';

export type SignedKind = 'download' | 'upload';

export interface SignedClaims {
  url: string;
  transformations?: string;
  owner?: string | null;
  upsert?: boolean;
}

export async function signUrl(s: Storage, kind: SignedKind, claims: SignedClaims, expiresIn: number) {
  return s.app.jwt.sign({ ...claims, kind }, expiresIn);
}

export async function verifyUrl(s: Storage, kind: SignedKind, token: string | undefined, url: string) {
  if (!token) throw ERR.missing('token');
  let claims: Record<string, unknown>;
  try {
    claims = await s.app.jwt.verify(token);
  } catch (e) {
    if (e instanceof JwtError && e.reason === 'expired') throw ERR.expired();
    throw ERR.jwt();
  }
  if (claims.kind !== kind || typeof claims.url !== 'string') throw ERR.jwt();
  if (claims.url !== url) throw ERR.signature('The url do not match the signature');
  return claims as Record<string, unknown> & SignedClaims;
}

export function expiresInFrom(v: unknown): number {
  const n = typeof v === 'string' ? Number(v) : v;
  if (typeof n !== 'number' || !Number.isInteger(n) || n < 1 || n > 10 * 365 * 24 * 3600)
    throw ERR.param('expiresIn', 'expiresIn must be a positive integer number of seconds');
  return n;
}
