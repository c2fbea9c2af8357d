// The slice of supabase-js auth the pages call. Pages take it as an optional
// prop (default: the app's one client), so stories render them with a fake
// and no request leaves the browser.
import { supabase } from '@kernel/supabase.ts';

export type AuthClient = Pick<
  typeof supabase.auth,
  'signInWithPassword' | 'signUp' | 'resetPasswordForEmail' | 'updateUser'
>;

export function defaultAuthClient(): AuthClient {
  return supabase.auth;
}
