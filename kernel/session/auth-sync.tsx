// Keeps the session atoms in step with supabase-js: the first lookup, then
// every auth event (signed in, signed out, token refreshed, user updated).
import { useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { supabase } from '../supabase.ts';
import { authCheckedAtom, sessionAtom } from './atoms.ts';

export function AuthSync() {
  const setSession = useSetAtom(sessionAtom);
  const setChecked = useSetAtom(authCheckedAtom);
  useEffect(() => {
    let active = true;
    supabase.auth
      .getSession()
      .then(({ data }) => {
        if (active) setSession(data.session ?? null);
      })
      .catch(() => {
        /* spec §8: a failed lookup ends loading and counts as checked */
      })
      .finally(() => {
        if (active) setChecked(true);
      });
    const { data } = supabase.auth.onAuthStateChange((_event, session) => {
      if (!active) return;
      setSession(session ?? null);
      setChecked(true);
    });
    return () => {
      active = false;
      data.subscription.unsubscribe();
    };
  }, [setSession, setChecked]);
  return null;
}
