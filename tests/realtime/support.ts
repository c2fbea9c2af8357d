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
  pollMs = 20,
): Promise<T> {
  const start = Date.now();
  for (;;) {
    const v = check();
    if (v !== undefined && v !== false) return v;
    if (Date.now() - start > timeoutMs) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, pollMs));
  }
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export const uniqueName = (prefix: string) => `${prefix}-${randomUUID().slice(0, 8)}`;

export function expectNoError<T>(r: { data: T; error: unknown }): T {
  expect(r.error).toBeNull();
  return r.data;
}

/** A bare Phoenix socket for protocol-level tests: raw frames in, decoded messages out. */
export interface RawSocket {
  ws: import('ws').WebSocket;
  vsn: string;
  received: unknown[];
  send(frame: unknown): void;
  /** The first received message (decoded JSON or Buffer) matching `pick`. */
  next<T = unknown>(pick: (m: unknown) => boolean, what: string, timeoutMs?: number): Promise<T>;
  close(): void;
}

export function websocketUrl(params: Record<string, string>) {
  const u = new URL(`${apiUrl().replace(/^http/, 'ws')}/realtime/v1/websocket`);
  for (const [k, v] of Object.entries(params)) u.searchParams.set(k, v);
  return u.toString();
}

export async function rawSocket(opts: { vsn?: string; apikey?: string } = {}): Promise<RawSocket> {
  const { default: WebSocket } = await import('ws');
  const ws = new WebSocket(websocketUrl({ apikey: opts.apikey ?? anonKey(), vsn: opts.vsn ?? '2.0.0' }));
  const received: unknown[] = [];
  ws.on('message', (data, isBinary) => {
    const buf = data as Buffer;
    // Keep only the last messages: long fuzz runs must not grow without bound.
    if (received.length > 500) received.splice(0, 250);
    received.push(isBinary ? Buffer.from(buf) : JSON.parse(buf.toString('utf8')));
  });
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('error', reject);
  });
  return {
    ws,
    vsn: opts.vsn ?? '2.0.0',
    received,
    send: (frame) =>
      ws.send(typeof frame === 'string' || Buffer.isBuffer(frame) ? frame : JSON.stringify(frame)),
    next: <T>(pick: (m: unknown) => boolean, what: string, timeoutMs = 5000) =>
      waitFor(() => received.find(pick) as T | undefined, what, timeoutMs),
    close: () => ws.terminate(),
  };
}

/** The HTTP status a WebSocket upgrade is answered with (101 when it opens). */
export async function upgradeStatus(url: string): Promise<number> {
  const { default: WebSocket } = await import('ws');
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url);
    ws.once('open', () => {
      ws.terminate();
      resolve(101);
    });
    ws.once('unexpected-response', (_req, res) => {
      resolve(res.statusCode ?? 0);
      res.resume();
    });
    ws.once('error', (e) => reject(e));
  });
}
