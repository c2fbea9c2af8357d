// Roles and the one rule that orders them. Staff roles nest:
// superadmin ⊃ admin ⊃ staff. `customer` (shop / POS accounts) is outside the
// ladder and never reaches the dashboard. The database decides the same thing
// in SQL (`public.has_role(min)`); this copy only drives the UI.
import type { Enums } from './database.types.ts';

/** The database's `public.app_role` enum (profiles.role), as generated from the migrations. */
export type Role = Enums<'app_role'>;
export type StaffRole = Exclude<Role, 'customer'>;
/** Lowest to highest; `satisfies` fails the build if the enum loses one of them. */
export const STAFF_ROLES = ['staff', 'admin', 'superadmin'] as const satisfies readonly StaffRole[];

/** True when `role` is a staff role at least as high as `min`. */
export function hasRole(role: Role | null | undefined, min: StaffRole): boolean {
  if (!role || role === 'customer') return false;
  return STAFF_ROLES.indexOf(role) >= STAFF_ROLES.indexOf(min);
}

export function isStaffRole(role: unknown): role is StaffRole {
  return typeof role === 'string' && (STAFF_ROLES as readonly string[]).includes(role);
}
