// Fetches the profile whenever the signed-in user changes and clears it when
// nobody is signed in (spec §4). Token refreshes keep the same user id, so
// they do not re-read it.
import { useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { supabase } from '../supabase.ts';
import { profileAtom, profileErrorAtom, profileFetchingAtom, profileSettledForAtom } from './atoms.ts';
import { type Profile, profileErrorMessage } from './profile.ts';
import { useSession } from './use-session.ts';

/** Spec §7 "Read profile": all fields where auth_id = the user id, one row. Throws on failure. */
export async function fetchProfile(authId: string): Promise<Profile> {
  const { data, error } = await supabase.from('profiles').select('*').eq('auth_id', authId).single();
  if (error) throw error;
  return data as Profile;
}

export function ProfileSync() {
  const userId = useSession().user?.id ?? null;
  const setProfile = useSetAtom(profileAtom);
  const setFetching = useSetAtom(profileFetchingAtom);
  const setError = useSetAtom(profileErrorAtom);
  const setSettledFor = useSetAtom(profileSettledForAtom);
  useEffect(() => {
    if (!userId) {
      setProfile(null);
      setError(null);
      setFetching(false);
      setSettledFor(null);
      return;
    }
    let active = true;
    setFetching(true);
    setError(null);
    fetchProfile(userId)
      .then((profile) => {
        if (active) setProfile(profile);
      })
      .catch((thrown: unknown) => {
        if (!active) return;
        setProfile(null);
        setError(profileErrorMessage(thrown));
      })
      .finally(() => {
        if (!active) return;
        setFetching(false);
        setSettledFor(userId);
      });
    return () => {
      active = false;
    };
  }, [userId, setProfile, setFetching, setError, setSettledFor]);
  return null;
}
