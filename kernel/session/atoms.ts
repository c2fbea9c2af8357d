// Kernel state (jotai). Written only by the sync components of this folder
// (mounted once: kernel/app/kernel-services.tsx) and by updateProfile/refresh; read through
// useSession() and useProfile().
import type { Session } from '@supabase/supabase-js';
import { atom } from 'jotai';
import type { Profile } from './profile.ts';

export const sessionAtom = atom<Session | null>(null);
/** Spec §4: false ("loading") until the first session lookup settles, even when it fails. */
export const authCheckedAtom = atom(false);
/** The last profile read; useProfile() only shows it while it belongs to the signed-in user. */
export const profileAtom = atom<Profile | null>(null);
/** A profile read is in flight (first fetch or refresh). */
export const profileFetchingAtom = atom(false);
/** Spec §8: the stored profile error. */
export const profileErrorAtom = atom<string | null>(null);
/**
 * The user id whose first profile fetch has settled (ok or failed). While it differs from the
 * signed-in user's id, that user's role is not known yet and the dashboard guard waits.
 */
export const profileSettledForAtom = atom<string | null>(null);
