// Who is signed in (spec §4), kept outside jotai: a public page shows it (the account link, the shop's cart) and
// hydrates without jotai's store in its first download (issue 27, ADR 097). AuthSync writes the store; the
// profile and the module switches, read only by the back-office, stay in jotai (atoms.ts).
import { createSnapshotStore, type SnapshotStore } from '@kit/state/snapshot-store.ts';
import type { Session, User } from '@supabase/supabase-js';
import { createContext, useContext, useSyncExternalStore } from 'react';

export type SessionStore = SnapshotStore<{ session: Session | null; checked: boolean }>;

export const createSessionStore = (): SessionStore => createSnapshotStore({ session: null, checked: false });

/** The app's store (mount-app.tsx, the server's per request, a test's own); without one, a store for the page. */
export const SessionStoreContext = createContext<SessionStore>(createSessionStore());

export const useSessionStore = (): SessionStore => useContext(SessionStoreContext);

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

/** Kept current; the server renders with the store's value, and a served page hydrates with it (the same). */
export function useSession(): SessionState {
  const store = useSessionStore();
  const { session, checked } = useSyncExternalStore(store.subscribe, store.get, store.get);
  return {
    status: !checked ? 'loading' : session ? 'signed-in' : 'signed-out',
    session,
    user: session?.user ?? null,
    checked,
  };
}
