import { supabase } from '../supabase.ts';

/**
 * Spec §7 "Sign out: no payload". The auth listener then clears the session, and with it the profile
 * and the module subscription. When the server cannot be reached, supabase-js keeps the session (a
 * global sign-out needs the server), so this device is signed out locally instead: a person who clicked
 * "Sign out" must never stay signed in.
 */
export async function signOut(): Promise<void> {
  const { error } = await supabase.auth.signOut();
  if (error) await supabase.auth.signOut({ scope: 'local' });
}
