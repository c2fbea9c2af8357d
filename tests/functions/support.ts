// Helpers for the functions suites: raw calls (for what supabase-js never
// sends, like no Authorization at all) and reading FunctionsHttpError bodies.
import { FunctionsHttpError } from '@supabase/supabase-js';
import { SignJWT } from 'jose';
import { inject } from 'vitest';
import { anonKey, apiUrl } from '../support/clients.ts';

export const functionsUrl = (pathAndQuery: string) => `${apiUrl()}/functions/v1/${pathAndQuery}`;

/** fetch() straight at /functions/v1, with the anon key unless headers say otherwise. */
export function callFunction(pathAndQuery: string, init: RequestInit & { auth?: 'anon' | 'none' } = {}) {
  const headers = new Headers(init.headers);
  if ((init.auth ?? 'anon') === 'anon') {
    if (!headers.has('authorization')) headers.set('authorization', `Bearer ${anonKey()}`);
    if (!headers.has('apikey')) headers.set('apikey', anonKey());
  }
  return fetch(functionsUrl(pathAndQuery), { ...init, headers });
}

/** The status and parsed JSON body of an error returned by `functions.invoke`. */
export async function httpError(
  error: unknown,
): Promise<{ status: number; body: unknown; headers: Headers }> {
  if (!(error instanceof FunctionsHttpError))
    throw new Error(`expected a FunctionsHttpError, got ${String(error)}`);
  const res = error.context as Response;
  return { status: res.status, body: await res.json(), headers: res.headers };
}

/** A JWT signed with the project's secret (or another one), with any claims. */
export async function mintJwt(
  claims: Record<string, unknown>,
  opts: { secret?: string; expiresIn?: number } = {},
) {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt(now - 120)
    .setExpirationTime(now + (opts.expiresIn ?? 3600))
    .sign(new TextEncoder().encode(opts.secret ?? inject('jwtSecret')));
}
