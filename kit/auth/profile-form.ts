// The own-profile form (user menu → "Your profile"): what a member may change
// about themselves. The database allows exactly these columns to its own user
// (column privileges on profiles); role, email and active state are the
// administrators' (users module) and the account's (auth) business.
import { z } from 'zod';

/** The profiles table's length checks (its format checks are mirrored below). */
export const PROFILE_LIMITS = { fullName: 200, phone: 32, jobTitle: 200 } as const;

const optional = (max: number, label: string) =>
  z.string().trim().max(max, `${label} can be at most ${max} characters`);

export const profileFormSchema = z.object({
  full_name: z
    .string()
    .trim()
    .min(1, 'Enter your name')
    .max(PROFILE_LIMITS.fullName, `Your name can be at most ${PROFILE_LIMITS.fullName} characters`),
  // The same pattern as the table's profiles_phone_dialable check.
  phone: optional(PROFILE_LIMITS.phone, 'The phone number').refine(
    (v) => v === '' || /^\+?[0-9][0-9 ()-]{5,}$/.test(v),
    'Use digits, spaces, brackets or dashes, optionally starting with +',
  ),
  job_title: optional(PROFILE_LIMITS.jobTitle, 'The job title'),
});

export type ProfileFormValues = z.infer<typeof profileFormSchema>;

/** The editable fields as they are stored: an emptied optional field becomes null. */
export interface ProfileChanges {
  full_name: string;
  phone: string | null;
  job_title: string | null;
}

export function toProfileChanges(values: ProfileFormValues): ProfileChanges {
  return {
    full_name: values.full_name,
    phone: values.phone === '' ? null : values.phone,
    job_title: values.job_title === '' ? null : values.job_title,
  };
}

export function toProfileFormValues(p: {
  full_name: string | null;
  phone: string | null;
  job_title: string | null;
}): ProfileFormValues {
  return { full_name: p.full_name ?? '', phone: p.phone ?? '', job_title: p.job_title ?? '' };
}
