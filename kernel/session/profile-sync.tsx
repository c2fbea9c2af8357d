// Fetches the profile whenever the signed-in user changes; clears it when
// nobody is signed in (spec §4).
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { supabase } from '../supabase.ts';
import {
  profileAtom,
  profileErrorAtom,
  profileLoadingAtom,
  profileSettledForAtom,
  sessionAtom,
} from './atoms.ts';
import { type Profile, profileErrorMessage } from './profile.ts';

export async function fetchProfile(userId: string): Promise<Profile> {
  const { data, error } = await supabase.from('profiles').select('*').eq('auth_id', userId).single();
  if (error) throw error;
  return data as Profile;
}

export function ProfileSync() {
  const userId = useAtomValue(sessionAtom)?.user?.id ?? null;
  const setProfile = useSetAtom(profileAtom);
  const setLoading = useSetAtom(profileLoadingAtom);
  const setError = useSetAtom(profileErrorAtom);
  const setSettledFor = useSetAtom(profileSettledForAtom);
  useEffect(() => {
    if (!userId) {
      setProfile(null);
      setError(null);
      setLoading(false);
      setSettledFor(null);
      return;
    }
    let active = true;
    setLoading(true);
    fetchProfile(userId)
      .then((p) => {
        if (!active) return;
        setProfile(p);
        setError(null);
      })
      .catch((e: unknown) => {
        if (!active) return;
        setProfile(null);
        setError(profileErrorMessage(e));
      })
      .finally(() => {
        if (!active) return;
        setLoading(false);
        setSettledFor(userId);
      });
    return () => {
      active = false;
    };
  }, [userId, setProfile, setLoading, setError, setSettledFor]);
  return null;
}
