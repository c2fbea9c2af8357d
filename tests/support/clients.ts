// Test helpers: supabase-js clients against the test server, and small
// factories for users. Tests talk to the server only through these.
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { inject } from 'vitest';

export const apiUrl = () => inject('apiUrl');
export const anonKey = () => inject('anonKey');
export const serviceRoleKey = () => inject('serviceRoleKey');

const noPersist = { auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false } };

/** A client with the anon key and no session (a visitor). */
export function anonClient(): SupabaseClient {
  return createClient(apiUrl(), anonKey(), noPersist);
}

/** A client with the service-role key (bypasses RLS, may use the admin API). */
export function serviceClient(): SupabaseClient {
  return createClient(apiUrl(), serviceRoleKey(), noPersist);
}

let counter = 0;
/** A unique e-mail address for one test. */
export function uniqueEmail(prefix = 'user') {
  counter += 1;
  return `${prefix}.${Date.now().toString(36)}.${process.pid}.${counter}@example.test`;
}

export const STRONG_PASSWORD = 'Correct-Horse-Battery-9';

/** Signs up a fresh user and returns a client signed in as them. */
export async function signedInClient(opts: { email?: string; data?: Record<string, unknown> } = {}) {
  const client = anonClient();
  const email = opts.email ?? uniqueEmail();
  const { data, error } = await client.auth.signUp({
    email,
    password: STRONG_PASSWORD,
    options: { data: opts.data },
  });
  if (error) throw error;
  if (!data.session) throw new Error('sign-up returned no session (is autoconfirm off?)');
  return { client, user: data.user!, session: data.session, email };
}
