// The app-wide guard (spec §4): public paths pass; a dashboard path needs a
// session that is not a POS customer's; a signed-in user on /login goes to
// /dashboard. While the session is checked, a full-screen spinner.
import { type ReactNode, useEffect, useRef } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { toast } from 'sonner';
import { hasRole } from '../roles.ts';
import { useProfile } from '../session/use-profile.ts';
import { useSession } from '../session/use-session.ts';
import { FullScreenSpinner } from '../shell/full-screen-spinner.tsx';
import { decideAccess } from './decide-access.ts';
import { rememberRedirect } from './redirect-memory.ts';

export function RouteGuard({ children }: { children: ReactNode }) {
  const location = useLocation();
  const { status, session } = useSession();
  const { profile, pending, error } = useProfile();
  const isStaff = pending ? null : error && !profile ? false : hasRole(profile?.role, 'staff');
  const decision = decideAccess({
    pathname: location.pathname,
    search: location.search,
    status,
    session,
    isStaff,
  });
  const redirect = decision.kind === 'redirect' ? decision : null;
  const handled = useRef<string | null>(null);
  useEffect(() => {
    if (!redirect) {
      handled.current = null;
      return;
    }
    const key = `${location.key}:${redirect.to}`;
    if (handled.current === key) return;
    handled.current = key;
    if (redirect.remember) rememberRedirect(redirect.remember);
    if (redirect.toast) toast.error(redirect.toast, { id: redirect.toast });
  }, [redirect, location.key]);
  if (decision.kind === 'spinner') return <FullScreenSpinner />;
  if (decision.kind === 'redirect') {
    // Remember synchronously too: the login page may read it before the effect runs.
    if (decision.remember) rememberRedirect(decision.remember);
    return <Navigate to={decision.to} replace />;
  }
  return <>{children}</>;
}
