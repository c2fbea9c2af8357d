// Per-route guard of the dashboard (spec §6): role and module checks from the
// route's manifest. The database enforces the same through RLS; this only
// keeps people away from screens they could not use.
import { type ReactNode, useEffect } from 'react';
import { Navigate } from 'react-router-dom';
import { toast } from 'sonner';
import { useModules } from '../modules/use-modules.ts';
import type { ModuleId } from '../registry/module-ids.ts';
import type { StaffRole } from '../roles.ts';
import { useProfile } from '../session/use-profile.ts';
import { useSession } from '../session/use-session.ts';
import { FullScreenSpinner } from '../shell/full-screen-spinner.tsx';
import { decideDashboardAccess } from './decide-access.ts';

export function DashboardGuard(props: {
  requiredRole?: StaffRole;
  moduleId?: ModuleId;
  children: ReactNode;
}) {
  const { user } = useSession();
  const { profile, pending, error, refresh } = useProfile();
  const { isEnabled } = useModules();
  const decision = decideDashboardAccess({
    hasUser: !!user,
    role: profile?.role ?? null,
    profilePending: pending,
    profileError: error,
    requiredRole: props.requiredRole,
    moduleEnabled: props.moduleId ? isEnabled(props.moduleId) : true,
  });
  const toastText = decision.kind === 'redirect' ? decision.toast : undefined;
  useEffect(() => {
    if (toastText) toast.error(toastText, { id: toastText });
  }, [toastText]);
  if (decision.kind === 'spinner') return <FullScreenSpinner />;
  if (decision.kind === 'redirect') return <Navigate to={decision.to} replace />;
  if (decision.kind === 'error')
    return (
      <div role="alert" className="mx-auto max-w-md p-8 text-center">
        <p className="font-medium">Your profile could not be loaded.</p>
        <p className="mt-1 text-sm text-muted-foreground">{decision.message}</p>
        <button
          type="button"
          className="mt-4 rounded-md border px-3 py-1.5 text-sm hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring"
          onClick={() => void refresh()}
        >
          Try again
        </button>
      </div>
    );
  return <>{props.children}</>;
}
