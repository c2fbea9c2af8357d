import { useAtomValue, useStore } from 'jotai';
import { useCallback } from 'react';
import { supabase } from '../supabase.ts';
import { profileAtom, profileErrorAtom, profileFetchingAtom, profileSettledForAtom } from './atoms.ts';
import {
  PROFILE_UPDATE_FAILED,
  type Profile,
  profileErrorMessage,
  USER_NOT_AUTHENTICATED,
} from './profile.ts';
import { fetchProfile } from './profile-sync.tsx';
import { useSession, useSessionStore } from './use-session.ts';

export interface ProfileState {
  /** The signed-in user's profile; null while none is signed in, while loading, or after a failed fetch. */
  profile: Profile | null;
  /** True while a user is signed in and their profile is being read (first fetch or refresh). */
  loading: boolean;
  /** Spec §8: the stored error of the last fetch or update. */
  error: string | null;
  /** Spec §7 "Update profile": a partial update of the own row, then the state follows. Throws on failure. */
  updateProfile(partial: Partial<Profile>): Promise<void>;
  /** Reads the profile again (e.g. "Try again" after a failed fetch). */
  refresh(): Promise<void>;
}

export function useProfile(): ProfileState {
  const store = useStore();
  const sessions = useSessionStore();
  const user = useSession().user;
  const stored = useAtomValue(profileAtom);
  const error = useAtomValue(profileErrorAtom);
  const fetching = useAtomValue(profileFetchingAtom);
  const settledFor = useAtomValue(profileSettledForAtom);
  // Right after a user switch the atom may still hold the previous user's row; never show it (nor
  // its role) for someone else.
  const profile = user && stored?.auth_id === user.id ? stored : null;
  const loading = !!user && (settledFor !== user.id || fetching);

  // Both callbacks read the atoms when called (not from the render), so they are stable and never
  // act on a user who has signed out since.
  const updateProfile = useCallback(
    async (partial: Partial<Profile>) => {
      const current = sessions.get().session?.user ?? null;
      const own = store.get(profileAtom);
      if (!current || !own || own.auth_id !== current.id) {
        store.set(profileErrorAtom, USER_NOT_AUTHENTICATED);
        throw new Error(USER_NOT_AUTHENTICATED);
      }
      try {
        const { error: failed } = await supabase.from('profiles').update(partial).eq('auth_id', current.id);
        if (failed) throw failed;
      } catch (thrown) {
        const message = profileErrorMessage(thrown, PROFILE_UPDATE_FAILED);
        store.set(profileErrorAtom, message);
        throw thrown instanceof Error ? thrown : new Error(message);
      }
      store.set(profileAtom, (p) => (p && p.auth_id === current.id ? { ...p, ...partial } : p));
      store.set(profileErrorAtom, null);
    },
    [store, sessions],
  );

  const refresh = useCallback(async () => {
    const current = sessions.get().session?.user ?? null;
    if (!current) return;
    store.set(profileFetchingAtom, true);
    try {
      const fresh = await fetchProfile(current.id);
      if (sessions.get().session?.user?.id !== current.id) return;
      store.set(profileAtom, fresh);
      store.set(profileErrorAtom, null);
    } catch (thrown) {
      if (sessions.get().session?.user?.id === current.id)
        store.set(profileErrorAtom, profileErrorMessage(thrown));
    } finally {
      store.set(profileFetchingAtom, false);
      if (sessions.get().session?.user?.id === current.id) store.set(profileSettledForAtom, current.id);
    }
  }, [store, sessions]);

  return { profile, loading, error, updateProfile, refresh };
}
