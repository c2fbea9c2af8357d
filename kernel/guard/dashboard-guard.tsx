// The per-route dashboard guard (spec §6, §8): carries out
// decideDashboardAccess() with the route's required role and module. The
// database enforces the same through RLS; this keeps people away from screens
// they could not use.

import { Button } from '@kit/ui/button.tsx';
import { FullScreenSpinner } from '@kit/ui/full-screen-spinner.tsx';
import type { ReactNode } from 'react';
import { useModules } from '../modules/use-modules.ts';
import type { ModuleId } from '../registry/module-ids.ts';
import type { StaffRole } from '../roles.ts';
import { signOut } from '../session/sign-out.ts';
import { useProfile } from '../session/use-profile.ts';
import { useSession } from '../session/use-session.ts';
import { decideDashboardAccess } from './decide-access.ts';
import { useRedirect } from './use-redirect.ts';

export interface DashboardGuardProps {
  /** Minimum staff role; none = any staff role. */
  requiredRole?: StaffRole;
  /** The module switch that must be on; none = always available. */
  moduleId?: ModuleId;
  children?: ReactNode;
}

export function DashboardGuard({ requiredRole, moduleId, children }: DashboardGuardProps) {
  const { user } = useSession();
  const { profile, loading, error, refresh } = useProfile();
  const { isEnabled, modules } = useModules();
  const decision = decideDashboardAccess({
    user,
    role: profile?.role ?? null,
    profileLoading: loading,
    profileError: error,
    active: profile?.is_active,
    requiredRole,
    moduleId,
    moduleName: modules.find((m) => m.id === moduleId)?.name,
    isEnabled,
  });
  useRedirect(typeof decision === 'object' && 'redirect' in decision ? decision : null);
  if (decision === 'allow') return <>{children}</>;
  if (typeof decision === 'object' && 'error' in decision) {
    return <ProfileUnavailable message={decision.error} onRetry={() => void refresh()} />;
  }
  if (typeof decision === 'object' && 'disabled' in decision) return <AccountDisabled />;
  return <FullScreenSpinner />;
}

/** The role could not be read, so access cannot be decided: say so and offer a retry. */
function ProfileUnavailable({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div role="alert" className="mx-auto max-w-md p-8 text-center">
      <h1 className="text-lg font-semibold">Your profile could not be loaded</h1>
      <p className="mt-1 text-sm text-muted-foreground">{message}</p>
      <Button variant="outline" size="sm" className="mt-4" onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}

/** An administrator disabled this account (profiles.is_active false): nothing here will load. */
export const ACCOUNT_DISABLED_TITLE = 'This account has been disabled';

function AccountDisabled() {
  return (
    <div role="alert" className="mx-auto max-w-md p-8 text-center">
      <h1 className="text-lg font-semibold">{ACCOUNT_DISABLED_TITLE}</h1>
      <p className="mt-1 text-sm text-muted-foreground">
        An administrator has switched off access for this account. Ask them to enable it again.
      </p>
      <Button variant="outline" size="sm" className="mt-4" onClick={() => void signOut()}>
        Sign out
      </Button>
    </div>
  );
}
