import type { Role } from '@kernel/roles.ts';
import { z } from 'zod';

/** The list filter's id: the URL keeps it as `f.show=staff` (RecordList's `f.<id>`); old `?show=` links still work. */
export const USER_FILTER_ID = 'show';

/** The list filter (admin_list_users' `show`); several values mean "any of them". */
export const USER_FILTERS = [
  { value: '', label: 'Everyone' },
  { value: 'staff', label: 'Staff' },
  { value: 'customers', label: 'Customers' },
  { value: 'disabled', label: 'Disabled accounts' },
] as const;
export type UserFilter = (typeof USER_FILTERS)[number]['value'];

/** The filter as the list's menu and chips offer it. */
export const USER_LIST_FILTERS = [
  { id: USER_FILTER_ID, label: 'Accounts', options: USER_FILTERS.filter((f) => f.value !== '') },
] as const;

/** A filter from the URL; anything unknown (an old or edited link) shows everyone. */
export function parseUserFilter(value: string | null): UserFilter {
  return USER_FILTERS.some((f) => f.value === value) ? (value as UserFilter) : '';
}

/** Which roles a caller may hand out (the database enforces the same rule). */
export function assignableRoles(callerRole: Role | null | undefined): Role[] {
  if (callerRole === 'superadmin') return ['staff', 'admin', 'superadmin'];
  if (callerRole === 'admin') return ['staff'];
  return [];
}

/** Roles a caller may switch an existing account between. */
export function changeableRoles(callerRole: Role | null | undefined, targetRole: Role): Role[] {
  if (callerRole === 'superadmin') return ['customer', 'staff', 'admin', 'superadmin'];
  if (callerRole === 'admin' && (targetRole === 'staff' || targetRole === 'customer'))
    return ['customer', 'staff'];
  return [];
}

/** Whether a caller may disable or enable an account with the given role (admin_set_user_active's rule). */
export function canToggleActive(callerRole: Role | null | undefined, targetRole: Role): boolean {
  if (callerRole === 'superadmin') return true;
  return callerRole === 'admin' && (targetRole === 'staff' || targetRole === 'customer');
}

export const newStaffSchema = z.object({
  full_name: z.string().trim().min(2, 'Enter the full name').max(200, 'Use at most 200 characters'),
  email: z.email('Enter a valid email address'),
  password: z.string().min(8, 'Use at least 8 characters').max(72, 'Use at most 72 characters'),
  role: z.enum(['staff', 'admin', 'superadmin']),
});
export type NewStaff = z.infer<typeof newStaffSchema>;
