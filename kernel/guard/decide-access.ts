// The route guard's rules (spec §4, §6, §8) as pure functions; the guard
// components only carry out what these return.
import type { Session } from '@supabase/supabase-js';
import { hasRole, type Role, type StaffRole } from '../roles.ts';
import { isPublicPath } from './public-paths.ts';

export const TOAST_LOGIN_REQUIRED = 'Please log in to access this page';
export const TOAST_CUSTOMER_DENIED = 'Access denied for customer accounts';

export type AuthStatus = 'loading' | 'signed-out' | 'signed-in';

export type AccessDecision =
  | { kind: 'allow' }
  | { kind: 'spinner' }
  | { kind: 'redirect'; to: string; toast?: string; remember?: string }
  | { kind: 'error'; message: string };

export function isPosCustomer(session: Session | null): boolean {
  return session?.user?.user_metadata?.is_pos_customer === true;
}

/** The app-wide guard, for every navigation. */
export function decideAccess(input: {
  pathname: string;
  search?: string;
  status: AuthStatus;
  session: Session | null;
  /** Whether the signed-in user's profile has a staff role; null while the profile loads. */
  isStaff?: boolean | null;
}): AccessDecision {
  const { pathname, status, session } = input;
  if (pathname === '/login' || pathname === '/login/') {
    if (status === 'signed-in' && session && !isPosCustomer(session)) {
      // A signed-in account whose profile is not staff stays here (it was refused the dashboard).
      if (input.isStaff === null) return { kind: 'spinner' };
      if (input.isStaff !== false) return { kind: 'redirect', to: '/dashboard' };
    }
    return { kind: 'allow' };
  }
  if (isPublicPath(pathname)) return { kind: 'allow' };
  // Only /dashboard is protected; any other path is the router's (not found).
  if (!(pathname === '/dashboard' || pathname.startsWith('/dashboard/'))) return { kind: 'allow' };
  if (status === 'loading') return { kind: 'spinner' };
  const original = `${pathname}${input.search ?? ''}`;
  if (!session) return { kind: 'redirect', to: '/login', toast: TOAST_LOGIN_REQUIRED, remember: original };
  if (isPosCustomer(session)) return { kind: 'redirect', to: '/login', toast: TOAST_CUSTOMER_DENIED };
  return { kind: 'allow' };
}

/** The per-route dashboard guard (spec §6). */
export function decideDashboardAccess(input: {
  hasUser: boolean;
  role: Role | null;
  /** True until the profile of the current user has been fetched (or failed). */
  profilePending: boolean;
  profileError?: string | null;
  requiredRole?: StaffRole;
  moduleEnabled: boolean;
}): AccessDecision {
  if (!input.hasUser) return { kind: 'redirect', to: '/login' };
  if (input.profilePending) return { kind: 'spinner' };
  if (!input.role && input.profileError) return { kind: 'error', message: input.profileError };
  // A signed-in account without a staff role (a customer, whatever its own
  // metadata says) has no dashboard.
  if (!hasRole(input.role, 'staff')) return { kind: 'redirect', to: '/login', toast: TOAST_CUSTOMER_DENIED };
  if (input.requiredRole === 'superadmin' && input.role !== 'superadmin')
    return { kind: 'redirect', to: '/dashboard' };
  if (input.requiredRole === 'admin' && !hasRole(input.role, 'admin'))
    return { kind: 'redirect', to: '/dashboard' };
  if (!input.moduleEnabled) return { kind: 'redirect', to: '/dashboard' };
  return { kind: 'allow' };
}
