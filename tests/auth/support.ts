// Helpers for the auth suite: raw GoTrue calls over fetch, a second server
// with its own settings (autoconfirm off, low limits) on in-memory PGlite,
// and reading queued messages from auth.outbox through a test-only RPC.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { openMessage } from '../../server/auth/outbox-seal.ts';
import { loadConfig } from '../../server/config.ts';
import { openPglite } from '../../server/db/pglite.ts';
import { type RunningServer, startServer } from '../../server/start.ts';
import { FIXTURE_MIGRATIONS } from '../support/global-setup.ts';

export const noPersist = {
  auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
};

export interface RawResponse {
  status: number;
  headers: Headers;
  body: Record<string, unknown> | null;
}

/** One request to /auth/v1 as auth-js would send it (unless apiVersion is null). */
export async function authFetch(
  baseUrl: string,
  apikey: string,
  p: string,
  opts: { method?: string; body?: unknown; token?: string; apiVersion?: string | null } = {},
): Promise<RawResponse> {
  const headers: Record<string, string> = { apikey, 'content-type': 'application/json' };
  if (opts.apiVersion !== null) headers['x-supabase-api-version'] = opts.apiVersion ?? '2024-01-01';
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  const res = await fetch(`${baseUrl}/auth/v1${p}`, {
    method: opts.method ?? (opts.body === undefined ? 'GET' : 'POST'),
    headers,
    body:
      opts.body === undefined
        ? undefined
        : typeof opts.body === 'string'
          ? opts.body
          : JSON.stringify(opts.body),
    redirect: 'manual',
  });
  const text = await res.text();
  let body: Record<string, unknown> | null = null;
  try {
    body = text ? (JSON.parse(text) as Record<string, unknown>) : null;
  } catch {
    body = null;
  }
  return { status: res.status, headers: res.headers, body };
}

export interface TestServer {
  url: string;
  anonKey: string;
  serviceRoleKey: string;
  jwtSecret: string;
  anon(): SupabaseClient;
  service(): SupabaseClient;
  fetch(p: string, opts?: Parameters<typeof authFetch>[3]): Promise<RawResponse>;
  /** The newest message queued for this recipient. */
  latestMessage(recipient: string): Promise<OutboxMessage | null>;
  close(): Promise<void>;
}

export interface OutboxMessage {
  channel: 'email' | 'sms';
  template: string;
  subject: string | null;
  body: string;
  data: { type: string; token: string; token_hash?: string; link?: string; redirect_to?: string };
}

/** A server of its own for tests that need other settings than the shared one. */
export async function startTestServer(env: Record<string, string>): Promise<TestServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'safeworks-auth-test-'));
  const config = loadConfig({
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    API_URL: 'http://api.safeworks.test',
    // The tests read queued messages from auth.outbox: no mail sender takes them away (tests/mail drives it).
    MAIL_INTERVAL_SECONDS: '0',
    // Every request comes from 127.0.0.1: per-IP limits stay roomy unless a test lowers them.
    RATE_LIMIT_SIGNIN_PER_IP: '100000',
    RATE_LIMIT_SIGNUP_PER_IP: '100000',
    RATE_LIMIT_REFRESH_PER_IP: '100000',
    RATE_LIMIT_RECOVER_PER_IP: '100000',
    RATE_LIMIT_VERIFY_PER_IP: '100000',
    ...env,
  });
  const server: RunningServer = await startServer(config, {
    db: await openPglite(undefined),
    extraMigrationDirs: [FIXTURE_MIGRATIONS],
  });
  const { anonKey, serviceRoleKey, jwtSecret } = server.ctx.keys;
  const service = () => createClient(server.url, serviceRoleKey, noPersist);
  return {
    url: server.url,
    anonKey,
    serviceRoleKey,
    jwtSecret,
    anon: () => createClient(server.url, anonKey, noPersist),
    service,
    fetch: (p, opts) => authFetch(server.url, anonKey, p, opts),
    async latestMessage(recipient) {
      const { data, error } = await service().rpc('test_latest_outbox', { recipient });
      if (error) throw new Error(`reading the outbox failed: ${error.message}`);
      const m = ((data as OutboxMessage[] | null) ?? [])[0] ?? null;
      // Links and codes are sealed at rest; the server's secret opens them, as the mail sender does.
      return m && openMessage(jwtSecret, m as OutboxMessage & { data: Record<string, unknown> });
    },
    async close() {
      await server.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A random E.164 phone number (a UK mobile-shaped one), unique enough per test. */
export function uniquePhone() {
  return `+4479${crypto.randomInt(0, 100_000_000).toString().padStart(8, '0')}`;
}

/**
 * What the app's schema adds to user_metadata: migration 20261123000200 marks
 * every account without a staff role in app_metadata as a POS customer (spec
 * §6), so GoTrue's answers here carry the flag beside the data a test sent.
 */
export const POS_CUSTOMER_FLAG = { is_pos_customer: true } as const;
