import type { Session, User } from '@supabase/supabase-js';
import { useAtomValue } from 'jotai';
import { authCheckedAtom, sessionAtom } from './atoms.ts';

/** Spec §4: loading until the first session lookup, then signed out or signed in. */
export type AuthStatus = 'loading' | 'signed-out' | 'signed-in';

export interface SessionState {
  /** Spec §4: loading until the first session lookup, then signed out or signed in. */
  status: AuthStatus;
  session: Session | null;
  user: User | null;
  /** The first session lookup has settled (also when it failed). */
  checked: boolean;
}

export function useSession(): SessionState {
  const session = useAtomValue(sessionAtom);
  const checked = useAtomValue(authCheckedAtom);
  return {
    status: !checked ? 'loading' : session ? 'signed-in' : 'signed-out',
    session,
    user: session?.user ?? null,
    checked,
  };
}
