// What the app keeps running on every page, loaded after the page is on screen (issue 27, ADR 080):
// the session (and with it supabase-js), the signed-in user's profile, the module switches, clearing
// the query cache when the user changes, and the toaster. Public pages arrive as HTML and paint
// before any of this loads; the header's account entry follows once the session is known.
import { TOAST_DURATION_MS, TOAST_VISIBLE_MAX } from '@config/constants.ts';
import { QueryClientProvider } from '@tanstack/react-query';
import { Toaster } from 'sonner';
import { appQueryClient } from '../data/app-query-client.ts';
import { ClearCacheOnUserChange } from '../data/clear-cache-on-user-change.tsx';
import { ModulesSync } from '../modules/modules-sync.tsx';
import { AuthSync } from '../session/auth-sync.tsx';
import { ProfileSync } from '../session/profile-sync.tsx';

export default function KernelServices({ withSyncs }: { withSyncs: boolean }) {
  return (
    <>
      {withSyncs && (
        <>
          <AuthSync />
          <ProfileSync />
          <ModulesSync />
          {/* The browser's one cache, also when no screen that reads through it is mounted (the site). */}
          <QueryClientProvider client={appQueryClient()}>
            <ClearCacheOnUserChange />
          </QueryClientProvider>
        </>
      )}
      {/* Spec §9: rich colours, 4000 ms, at most 3; width 356 px is sonner's default. Mounted with the
          session sync, so the guard's first toast ("Please log in…") always has it listening. */}
      <Toaster
        richColors
        duration={TOAST_DURATION_MS}
        visibleToasts={TOAST_VISIBLE_MAX}
        position="top-right"
      />
    </>
  );
}
