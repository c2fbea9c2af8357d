// The app-wide guard (spec §4, §8) around every route: carries out
// decideAccess() — children when allowed, otherwise a centred full-screen
// spinner while the session is checked or a redirect is on its way.

import { FullScreenSpinner } from '@kit/ui/full-screen-spinner.tsx';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { hasRole } from '../roles.ts';
import { useProfile } from '../session/use-profile.ts';
import { useSession } from '../session/use-session.ts';
import { decideAccess } from './decide-access.ts';
import type { PublicPaths } from './public-paths.ts';
import { useRedirect } from './use-redirect.ts';

export function RouteGuard({ publicPaths, children }: { publicPaths: PublicPaths; children: ReactNode }) {
  const location = useLocation();
  const { status, session } = useSession();
  const { profile, loading } = useProfile();
  // Known not to be staff (a customer or disabled profile, or none could be read) → stays on /login;
  // unknown → wait.
  const isStaff = profile ? profile.is_active && hasRole(profile.role, 'staff') : loading ? null : false;
  const decision = decideAccess({
    path: location.pathname,
    search: location.search,
    publicPaths,
    status,
    session,
    isStaff,
  });
  useRedirect(typeof decision === 'object' ? decision : null);
  if (decision === 'allow') return <>{children}</>;
  return <FullScreenSpinner />;
}
