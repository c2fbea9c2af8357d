// The back-office frame: generated sidebar (collapsible; a sheet on phones),
// top bar with breadcrumbs, search (Ctrl/⌘ K), the bell and the account menu, and the screen. This file
// only wires the kernel's hooks into the presentational parts, which the
// stories render with a fake session and menu.
import { COMPANY } from '@config/constants.ts';
import { crumbsFromMatches } from '@kit/shell/breadcrumbs.tsx';
import { GlobalSearch } from '@kit/shell/global-search.tsx';
import { ShellFrame } from '@kit/shell/shell-frame.tsx';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { Outlet, useLocation, useMatches, useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import { useMenu } from '../extensions/use-menu.ts';
import { NotificationBell } from '../notifications/notification-bell.tsx';
import { signOut } from '../session/sign-out.ts';
import { useProfile } from '../session/use-profile.ts';
import { useSession } from '../session/use-session.ts';
import { supabase } from '../supabase.ts';
import { useRecordTitleOf } from './record-title.ts';
import { useLazyDialog } from './use-lazy-dialog.ts';
import { useSidebarCollapsed } from './use-sidebar-collapsed.ts';

// The account menu's dialogs load on first use: their forms (react-hook-form, zod) would otherwise
// weigh on every dashboard visit (bench:bundle: ≈ 37 kB gzip).
const ProfileDialog = lazy(async () => ({
  default: (await import('@kit/auth/profile-dialog.tsx')).ProfileDialog,
}));
const PasswordDialog = lazy(async () => ({
  default: (await import('@kit/auth/password-dialog.tsx')).PasswordDialog,
}));

export function DashboardLayout() {
  const menu = useMenu();
  const { user } = useSession();
  const { profile, updateProfile } = useProfile();
  const profileDialog = useLazyDialog();
  const passwordDialog = useLazyDialog();
  const navigate = useNavigate();
  const location = useLocation();
  const matches = useMatches();
  const recordTitle = useRecordTitleOf(location.pathname);
  // A record page names its record: the last crumb says "Naivasha Greenhouses Ltd", not "Customer".
  const crumbs = useMemo(() => {
    const all = crumbsFromMatches(matches);
    const last = all.at(-1);
    return recordTitle && last ? [...all.slice(0, -1), { ...last, title: recordTitle }] : all;
  }, [matches, recordTitle]);
  const [mobileOpen, setMobileOpen] = useState(false);
  const [collapsed, setCollapsed] = useSidebarCollapsed();
  // A temporary password from an administrator must be replaced before anything else (the
  // database clears the flag when the password changes).
  const mustChange = user?.app_metadata?.must_change_password === true;

  const pageTitle = crumbs[crumbs.length - 1]?.title;
  useEffect(() => {
    document.title = pageTitle ? `${pageTitle} — ${COMPANY.name}` : COMPANY.name;
  }, [pageTitle]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: close the phone menu on every navigation
  useEffect(() => setMobileOpen(false), [location.pathname]);

  const onSignOut = async () => {
    await signOut();
    navigate('/login', { replace: true });
  };

  return (
    <ShellFrame
      menu={menu}
      crumbs={crumbs}
      user={{
        name: profile?.full_name ?? null,
        email: profile?.email ?? user?.email ?? user?.phone ?? null,
        role: profile?.role ?? null,
        avatarUrl: profile?.avatar_url ?? null,
      }}
      search={<GlobalSearch />}
      notifications={<NotificationBell />}
      collapsed={collapsed}
      onCollapsedChange={setCollapsed}
      mobileMenuOpen={mobileOpen}
      onMobileMenuOpenChange={setMobileOpen}
      onEditProfile={profile ? profileDialog.show : undefined}
      onChangePassword={user ? passwordDialog.show : undefined}
      onSignOut={() => void onSignOut()}
    >
      <Outlet />
      {profile && profileDialog.mounted && (
        <Suspense fallback={null}>
          <ProfileDialog
            open={profileDialog.open}
            onOpenChange={profileDialog.setOpen}
            profile={profile}
            onSave={updateProfile}
            onSaved={() => toast.success('Your profile is saved')}
          />
        </Suspense>
      )}
      {user && (passwordDialog.mounted || mustChange) && (
        <Suspense fallback={null}>
          <PasswordDialog
            open={passwordDialog.open || mustChange}
            onOpenChange={passwordDialog.setOpen}
            identity={{ email: user.email, phone: user.phone }}
            auth={supabase.auth}
            required={mustChange}
            onChanged={() => {
              toast.success('Your password is changed');
              // The database cleared must_change_password; a new token carries that.
              if (mustChange) void supabase.auth.refreshSession();
            }}
          />
        </Suspense>
      )}
    </ShellFrame>
  );
}
