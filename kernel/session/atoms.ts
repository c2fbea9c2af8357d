// Kernel state (jotai). Written only by the providers in this folder.
import type { Session } from '@supabase/supabase-js';
import { atom } from 'jotai';
import type { Profile } from './profile.ts';

export const sessionAtom = atom<Session | null>(null);
/** Spec §4: loading until the first session lookup settles (even when it fails). */
export const authCheckedAtom = atom(false);
export const profileAtom = atom<Profile | null>(null);
export const profileLoadingAtom = atom(false);
export const profileErrorAtom = atom<string | null>(null);
/** The user id whose profile fetch has settled (ok or failed); differs from the session's user while pending. */
export const profileSettledForAtom = atom<string | null>(null);
