import type { Tables } from '../database.types.ts';

/** A row of public.profiles (spec §3: one row per user, matched on auth_id; loaded whole, partially updatable). */
export type Profile = Tables<'profiles'>;

/** Spec §8, exact texts. */
export const PROFILE_FETCH_FAILED = 'Failed to fetch profile';
export const USER_NOT_AUTHENTICATED = 'User not authenticated';
/** Not in the spec (it names no text for a failed update); same pattern as the fetch. */
export const PROFILE_UPDATE_FAILED = 'Failed to update profile';

/**
 * Spec §8: the stored message — the error's own message when the thrown value is an Error (supabase-js'
 * PostgrestError is one), otherwise the fallback ("Failed to fetch profile" for the fetch).
 */
export function profileErrorMessage(thrown: unknown, fallback: string = PROFILE_FETCH_FAILED): string {
  return thrown instanceof Error && thrown.message ? thrown.message : fallback;
}
