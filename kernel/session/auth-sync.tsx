// Keeps the session store in step with supabase-js (spec §4): "loading" until
// the first getSession() settles — a failed or throwing lookup also ends
// loading and counts as checked (spec §8) — then the session is set or cleared
// on every auth event (INITIAL_SESSION, SIGNED_IN, SIGNED_OUT, TOKEN_REFRESHED,
// USER_UPDATED, …). supabase-js itself refreshes tokens (every 30 s it checks,
// and refreshes within 90 s of expiry) and persists the session (spec §9).
import { useEffect } from 'react';
import { supabase } from '../supabase.ts';
import { useSessionStore } from './use-session.ts';

/** getSession() as a promise that also rejects when the call itself throws. */
function lookUpSession(): ReturnType<typeof supabase.auth.getSession> {
  try {
    return supabase.auth.getSession();
  } catch (thrown) {
    return Promise.reject(thrown);
  }
}

export function AuthSync() {
  const store = useSessionStore();
  useEffect(() => {
    let active = true;
    // An event newer than the lookup wins: a lookup that settles late must not bring back a
    // session that a SIGNED_OUT (or another user's SIGNED_IN) has already replaced.
    let eventSeen = false;
    // Subscribe first so no event between the lookup and the subscription is lost.
    const { data } = supabase.auth.onAuthStateChange((_event, session) => {
      if (!active) return;
      eventSeen = true;
      store.set({ session: session ?? null });
    });
    lookUpSession()
      .then((result) => {
        if (active && !eventSeen) store.set({ session: result?.data?.session ?? null });
      })
      .catch(() => {
        /* spec §8: a failed session check ends loading; the visitor counts as signed out */
      })
      .finally(() => {
        if (active) store.set({ checked: true });
      });
    return () => {
      active = false;
      data.subscription.unsubscribe();
    };
  }, [store]);
  return null;
}
