// The kernel's side of the kit's port (kit/host/kit-host.tsx, ADR 039): the
// signed-in user, the menu and what the installed plugins contribute, for the
// kit's record pages, command palette, pickers and auth pages.
import type { KitHost } from '@kit/host/kit-host.tsx';
import {
  useCommands,
  useEventDescribers,
  usePickers,
  useRecordActions,
  useRecordTabs,
  useSearchSources,
} from '../extensions/use-contributions.ts';
import { useMenu } from '../extensions/use-menu.ts';
import { isPosCustomer } from '../guard/decide-access.ts';
import { isDashboardPath, isShopPath } from '../guard/public-paths.ts';
import { takeRedirect } from '../guard/redirect-memory.ts';
import { isStaffRole } from '../roles.ts';
import { signOut } from '../session/sign-out.ts';
import { useProfile } from '../session/use-profile.ts';
import { useSession } from '../session/use-session.ts';
import { useRecordTitle } from '../shell/record-title.ts';

export const kernelKitHost: KitHost = {
  useUserId: () => useSession().user?.id ?? null,
  useSignedInAs: () => {
    const user = useSession().user;
    return user ? user.email || user.phone || 'your account' : null;
  },
  signOut,
  useRecordTitle,
  useRecovery: () => {
    const session = useSession();
    const { profile } = useProfile();
    return {
      checked: session.checked,
      hasSession: session.session !== null,
      staff: isStaffRole(profile?.role),
    };
  },
  // Spec §2: back to the dashboard page the guard sent the visitor away from. A shop customer would only
  // be refused there (spec §6), so they go to the shop (or the shop page the shop remembered, ADR 032),
  // and the remembered dashboard path is dropped.
  signInDestination: (session) => {
    const remembered = takeRedirect();
    if (isPosCustomer(session)) return remembered && isShopPath(remembered) ? remembered : '/shop';
    return remembered && isDashboardPath(remembered) ? remembered : '/dashboard';
  },
  useMenu,
  useCommands,
  useSearchSources,
  useRecordActions,
  useRecordTabs,
  useEventDescribers,
  usePickers,
};
