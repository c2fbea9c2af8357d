// Storage test helpers: clients for made-up users (JWTs signed with the
// test server's secret, as storage needs nothing but the JWT), unique bucket
// names, and small files.
import { randomUUID } from 'node:crypto';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { SignJWT } from 'jose';
import { inject } from 'vitest';
import { anonClient, serviceClient } from '../support/clients.ts';

export { anonClient, serviceClient };

const noPersist = { auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false } };

export async function userToken(sub: string, expiresInSeconds = 3600) {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ sub, role: 'authenticated', aud: 'authenticated', email: `${sub}@example.test` })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt(now)
    .setExpirationTime(now + expiresInSeconds)
    .sign(new TextEncoder().encode(inject('jwtSecret')));
}

/** A client acting as a signed-in user with a fresh id. */
export async function userClient(): Promise<{ client: SupabaseClient; id: string }> {
  const id = randomUUID();
  const token = await userToken(id);
  const client = createClient(inject('apiUrl'), inject('anonKey'), {
    ...noPersist,
    global: { headers: { Authorization: `Bearer ${token}` } },
  });
  return { client, id };
}

let n = 0;
export function uniqueBucket(prefix = 'b') {
  n += 1;
  return `${prefix}-${Date.now().toString(36)}-${process.pid}-${n}`;
}

/** Creates a bucket with the service role; returns its name. */
export async function makeBucket(
  options: { public?: boolean; fileSizeLimit?: number | string; allowedMimeTypes?: string[] } = {},
  prefix = 'b',
) {
  const name = uniqueBucket(prefix);
  const { error } = await serviceClient().storage.createBucket(name, { public: false, ...options });
  if (error) throw error;
  return name;
}

export const storageUrl = () => `${inject('apiUrl')}/storage/v1`;

/** A 1×1-free tiny valid PNG built with sharp, of the given size. */
export async function pngOf(width: number, height: number): Promise<Buffer> {
  const sharp = (await import('sharp')).default;
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 30, b: 30 } } })
    .png()
    .toBuffer();
}
