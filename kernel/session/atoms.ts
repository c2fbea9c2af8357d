// Kernel state the back-office reads (jotai). Written only by the sync components of this folder
// (mounted once: kernel/app/kernel-services.tsx) and by updateProfile/refresh; read through useProfile().
// The session itself is in use-session.ts, where a public page reads it without jotai (ADR 097).
import { atom } from 'jotai';
import type { Profile } from './profile.ts';

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
