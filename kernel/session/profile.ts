import type { Role } from '../roles.ts';

/** A row of public.profiles (spec §3: loaded whole, partially updatable). */
export interface Profile {
  id: string;
  auth_id: string;
  role: Role;
  full_name: string | null;
  email: string | null;
  phone: string | null;
  avatar_url: string | null;
  job_title: string | null;
  is_active: boolean;
  created_at: string;
  updated_at: string;
}

export const PROFILE_FETCH_FAILED = 'Failed to fetch profile';
export const USER_NOT_AUTHENTICATED = 'User not authenticated';

/** Spec §8: the stored message of a failed fetch. */
export function profileErrorMessage(e: unknown): string {
  if (e instanceof Error) return e.message;
  if (e && typeof e === 'object' && typeof (e as { message?: unknown }).message === 'string')
    return (e as { message: string }).message;
  return PROFILE_FETCH_FAILED;
}
