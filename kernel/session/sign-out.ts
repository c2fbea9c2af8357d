import { supabase } from '../supabase.ts';

/** Ends the session everywhere this browser holds it; the auth listener clears the state. */
export async function signOut(): Promise<void> {
  await supabase.auth.signOut({ scope: 'local' });
}
