import { useAtom, useAtomValue } from 'jotai';
import { useCallback } from 'react';
import { supabase } from '../supabase.ts';
import {
  profileAtom,
  profileErrorAtom,
  profileLoadingAtom,
  profileSettledForAtom,
  sessionAtom,
} from './atoms.ts';
import { type Profile, profileErrorMessage, USER_NOT_AUTHENTICATED } from './profile.ts';
import { fetchProfile } from './profile-sync.tsx';

export function useProfile() {
  const session = useAtomValue(sessionAtom);
  const [profile, setProfile] = useAtom(profileAtom);
  const [error, setError] = useAtom(profileErrorAtom);
  const loading = useAtomValue(profileLoadingAtom);
  const settledFor = useAtomValue(profileSettledForAtom);
  const user = session?.user ?? null;
  /** A user is signed in but their profile has not arrived (or failed) yet. */
  const pending = !!user && settledFor !== user.id;

  /** Partial update of the own profile (spec §7); throws "User not authenticated" without user or profile. */
  const updateProfile = useCallback(
    async (partial: Partial<Profile>) => {
      if (!user || !profile) {
        setError(USER_NOT_AUTHENTICATED);
        throw new Error(USER_NOT_AUTHENTICATED);
      }
      const { data, error: e } = await supabase
        .from('profiles')
        .update(partial)
        .eq('auth_id', user.id)
        .select('*')
        .single();
      if (e) {
        setError(profileErrorMessage(e));
        throw new Error(profileErrorMessage(e));
      }
      setProfile(data as Profile);
      setError(null);
    },
    [user, profile, setProfile, setError],
  );

  const refresh = useCallback(async () => {
    if (!user) return;
    try {
      setProfile(await fetchProfile(user.id));
      setError(null);
    } catch (e) {
      setError(profileErrorMessage(e));
    }
  }, [user, setProfile, setError]);

  return { profile, loading, pending, error, updateProfile, refresh };
}
