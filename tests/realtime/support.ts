// Helpers for the realtime suite: supabase-js clients acting as users with
// tokens minted here (claims as GoTrue issues them), promises around channel
// status, and waiting for events.
import { randomUUID } from 'node:crypto';
import { createClient, type RealtimeChannel, type SupabaseClient } from '@supabase/supabase-js';
import { SignJWT } from 'jose';
import { expect, inject } from 'vitest';
import { anonKey, apiUrl } from '../support/clients.ts';

const noPersist = { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false };

export async function userToken(sub: string = randomUUID(), expiresInSeconds = 3600) {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ sub, role: 'authenticated', aud: 'authenticated', email: `${sub}@example.test` })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt(now)
    .setExpirationTime(now + expiresInSeconds)
    .sign(new TextEncoder().encode(inject('jwtSecret')));
}

export interface TestUser {
  id: string;
  token: string;
  client: SupabaseClient;
}

/** A client acting as a (minted) signed-in user, for REST and Realtime alike. */
export async function userClient(): Promise<TestUser> {
  const id = randomUUID();
  const token = await userToken(id);
  const client = createClient(apiUrl(), anonKey(), { accessToken: async () => token, auth: noPersist });
  // Before any channel joins, so joins carry the user's token rather than the anon key.
  await client.realtime.setAuth(token);
  return { id, token, client };
}

/** A visitor's client (anon key only). */
export function visitorClient(): SupabaseClient {
  return createClient(apiUrl(), anonKey(), { auth: noPersist });
}

const clients = new Set<SupabaseClient>();
/** Remembers a client so `closeAll()` disconnects it after the test. */
export function track<T extends SupabaseClient | TestUser>(c: T): T {
  clients.add('client' in c ? c.client : c);
  return c;
}
export async function closeAll() {
  await Promise.all([...clients].map((c) => c.removeAllChannels().catch(() => {})));
  clients.clear();
}

/** Subscribes and resolves on SUBSCRIBED; rejects on CHANNEL_ERROR, TIMED_OUT or CLOSED first. */
export function subscribed(channel: RealtimeChannel): Promise<RealtimeChannel> {
  return new Promise((resolve, reject) => {
    channel.subscribe((status, err) => {
      if (status === 'SUBSCRIBED') resolve(channel);
      else reject(new Error(`channel ${channel.topic}: ${status}${err ? ` (${err.message})` : ''}`));
    });
  });
}

/** The status the channel reports first, with its error message. */
export function firstStatus(channel: RealtimeChannel): Promise<{ status: string; message?: string }> {
  return new Promise((resolve) => {
    channel.subscribe((status, err) => resolve({ status, message: err?.message }));
  });
}

/** Polls until `check` returns a value other than undefined/false. */
export async function waitFor<T>(
  check: () => T | undefined | false,
  what: string,
  timeoutMs = 8000,
): Promise<T> {
  const start = Date.now();
  for (;;) {
    const v = check();
    if (v !== undefined && v !== false) return v;
    if (Date.now() - start > timeoutMs) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export const uniqueName = (prefix: string) => `${prefix}-${randomUUID().slice(0, 8)}`;

export function expectNoError<T>(r: { data: T; error: unknown }): T {
  expect(r.error).toBeNull();
  return r.data;
}
