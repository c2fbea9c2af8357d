// The guard's rules (spec §2, §4, §6, §8) as pure functions. The components
// RouteGuard and DashboardGuard only carry out what these return, so every
// rule is unit-tested here without a browser.
import type { Session } from '@supabase/supabase-js';
import type { ModuleId } from '../registry/module-ids.ts';
import { hasRole, type Role, type StaffRole } from '../roles.ts';
import type { AuthStatus } from '../session/use-session.ts';
import { isPosCustomer } from './pos-customer.ts';
import { isDashboardPath, isLoginPath, isPublicPath, type PublicPaths } from './public-paths.ts';

/** Spec §8, exact texts. */
export const TOAST_LOGIN_REQUIRED = 'Please log in to access this page';
export const TOAST_CUSTOMER_DENIED = 'Access denied for customer accounts';
/** Not in the spec (its §8 redirects silently); said as its other denials are (issue 22, ADR 049). */
export const TOAST_SUPERADMIN_ONLY = 'Only a superadmin can open that page';
export const TOAST_ADMIN_ONLY = 'Only an administrator can open that page';
export const toastModuleOff = (name: string) => `${name} is switched off. Ask a superadmin to turn it on.`;

/** Spec §4 session states. */
export type { AuthStatus };

export type LoginRedirect = { redirect: '/login'; toast?: string; remember?: string };
export type DashboardRedirect = { redirect: '/dashboard'; toast?: string };
export type AccessDecision = 'allow' | 'spinner' | LoginRedirect | DashboardRedirect;
/**
 * The per-route guard may also report that the role could not be read (profile fetch failed), or
 * that an administrator has disabled the account.
 */
export type DashboardDecision = AccessDecision | { error: string } | { disabled: true };

export { isPosCustomer } from './pos-customer.ts';

/**
 * The app-wide guard, evaluated on every location (spec §4):
 * - a public path is allowed (the survey fill page under /dashboard included);
 * - a dashboard path while the session is checked → spinner;
 * - a dashboard path without session → toast "Please log in to access this page", /login, and the
 *   original path (pathname + search) is remembered for after login;
 * - a dashboard path with a POS customer's session → toast "Access denied for customer accounts",
 *   /login. Decision: the customer is NOT signed out; the spec does not ask for it, and the same
 *   account is the customer's login for the shop and its order history;
 * - a signed-in user on /login → /dashboard. Two exceptions keep a refused account from bouncing
 *   between /login and the dashboard: a POS customer, and a user whose profile is known not to be
 *   staff (`isStaff === false`, e.g. a customer who cleared its own metadata flag) stay on /login.
 *   While that profile is still loading (`isStaff === null`) → spinner. Leaving `isStaff` out
 *   means "not known to be refused": → /dashboard;
 * - any other path is the router's (site pages, not-found page).
 */
export function decideAccess(input: {
  path: string;
  search?: string;
  /** What the installation makes public (publicPathsOf: the site, the auth pages, public plugin routes). */
  publicPaths: PublicPaths;
  status: AuthStatus;
  session: Session | null;
  isStaff?: boolean | null;
}): AccessDecision {
  const { path, status, session } = input;
  if (isLoginPath(path)) {
    // Avoids flashing the sign-in form to someone about to be sent on to the dashboard.
    if (status === 'loading') return 'spinner';
    if (status !== 'signed-in' || !session || isPosCustomer(session)) return 'allow';
    if (input.isStaff === null) return 'spinner';
    if (input.isStaff === false) return 'allow';
    return { redirect: '/dashboard' };
  }
  if (isPublicPath(path, input.publicPaths) || !isDashboardPath(path)) return 'allow';
  if (status === 'loading') return 'spinner';
  if (!session) {
    return { redirect: '/login', toast: TOAST_LOGIN_REQUIRED, remember: `${path}${input.search ?? ''}` };
  }
  if (isPosCustomer(session)) return { redirect: '/login', toast: TOAST_CUSTOMER_DENIED };
  return 'allow';
}

/**
 * The per-route dashboard guard (spec §6, §8), from the route's manifest:
 * - no user → /login;
 * - role not known yet (profile loading) → spinner;
 * - profile fetch failed, so no role → { error } (the guard shows it with a retry; guessing a role
 *   either way would be wrong);
 * - a profile an administrator has disabled (`active === false`) → { disabled } (the guard says so
 *   and offers sign-out). Disabling revokes the account's sessions, but an access token already
 *   issued stays valid until it expires; RLS refuses its data meanwhile (app.user_role() is null for
 *   a disabled profile), and this spares the user a shell of empty, failing screens;
 * - a signed-in account whose profile is not staff (a customer) → /login with the customer toast:
 *   the role comes from profiles.role, which only admins change, never from user_metadata;
 * - requiredRole 'superadmin' → only superadmin; 'admin' → superadmin and admin; others → /dashboard
 *   with a toast saying who may open it;
 * - a moduleId whose module is not enabled → /dashboard with a toast naming the module (also when it
 *   is switched off while the page is open).
 * Dashboard home, quotations and invoicing omit requiredRole and moduleId: any staff role.
 */
export function decideDashboardAccess(input: {
  user: { id: string } | null;
  role: Role | null;
  profileLoading: boolean;
  profileError?: string | null;
  /** profiles.is_active; leaving it out means active. */
  active?: boolean;
  requiredRole?: StaffRole;
  moduleId?: ModuleId;
  /** The module's name for the toast (system_modules.name); defaults to "This module". */
  moduleName?: string;
  isEnabled: (id: ModuleId) => boolean;
}): DashboardDecision {
  if (!input.user) return { redirect: '/login' };
  if (!input.role) {
    if (input.profileLoading) return 'spinner';
    if (input.profileError) return { error: input.profileError };
  }
  if (input.active === false) return { disabled: true };
  if (!hasRole(input.role, 'staff')) return { redirect: '/login', toast: TOAST_CUSTOMER_DENIED };
  if (input.requiredRole === 'superadmin' && input.role !== 'superadmin')
    return { redirect: '/dashboard', toast: TOAST_SUPERADMIN_ONLY };
  if (input.requiredRole === 'admin' && !hasRole(input.role, 'admin'))
    return { redirect: '/dashboard', toast: TOAST_ADMIN_ONLY };
  if (input.moduleId && !input.isEnabled(input.moduleId))
    return { redirect: '/dashboard', toast: toastModuleOff(input.moduleName ?? 'This module') };
  return 'allow';
}
