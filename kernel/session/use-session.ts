import type { Session, User } from '@supabase/supabase-js';
import { useAtomValue } from 'jotai';
import type { AuthStatus } from '../guard/decide-access.ts';
import { authCheckedAtom, sessionAtom } from './atoms.ts';

export function useSession(): {
  status: AuthStatus;
  session: Session | null;
  user: User | null;
  checked: boolean;
} {
  const session = useAtomValue(sessionAtom);
  const checked = useAtomValue(authCheckedAtom);
  return {
    status: !checked ? 'loading' : session ? 'signed-in' : 'signed-out',
    session,
    user: session?.user ?? null,
    checked,
  };
}
