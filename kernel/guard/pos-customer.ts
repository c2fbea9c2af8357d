// Whether a session is a shop customer's (spec §6), on its own: the site's header and shop ask it on every landing,
// and importing the guard's decisions for it put the guard, the public-path table and the roles in every public
// page's first download (ADR 088). decide-access.ts re-exports it.
import type { Session } from '@supabase/supabase-js';

/** Spec §6: "POS customers (user_metadata is_pos_customer true) cannot enter the dashboard". */
export function isPosCustomer(session: Pick<Session, 'user'> | null): boolean {
  return session?.user?.user_metadata?.is_pos_customer === true;
}
