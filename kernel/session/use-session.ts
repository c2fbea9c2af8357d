import type { Session, User } from '@supabase/supabase-js';
import { useAtomValue } from 'jotai';
import type { AuthStatus } from '../guard/decide-access.ts';
import { authCheckedAtom, sessionAtom } from './atoms.ts';

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
