// The Users screen: the kernel's RecordList over admin_list_users (search, account filter, sort,
// pages and hidden columns in the URL; CSV export of the current filter), kept live through the
// query cache, with role changes and disabling confirmed and undoable (useConfirmedAction).
import { useLiveInvalidation } from '@kernel/data/use-live-invalidation.ts';
import type { Role } from '@kernel/roles.ts';
import { useProfile } from '@kernel/session/use-profile.ts';
import { useSession } from '@kernel/session/use-session.ts';
import { useConfirmedAction } from '@kit/forms/use-confirmed-action.tsx';
import { PageHeader } from '@kit/ui/page-header.tsx';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { fetchUsers, setUserActive, setUserRole, type UserRow, userKeys } from '../data.ts';
import { parseUserFilter, USER_FILTER_ID } from '../schema.ts';
import { NewUserDialog } from './new-user-dialog.tsx';
import { PasswordHelpDialog } from './password-help-dialog.tsx';
import { displayName, UsersTable } from './users-table.tsx';

/**
 * Links made before the list moved onto RecordList say `?show=staff`; the list reads `f.show=staff`.
 * Such a link is rewritten in place (no extra history entry); an unknown value is dropped.
 */
function useLegacyShowLink(): boolean {
  const [params, setParams] = useSearchParams();
  const legacy = params.get('show');
  useEffect(() => {
    if (legacy === null) return;
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        next.delete('show');
        const value = parseUserFilter(legacy);
        const key = `f.${USER_FILTER_ID}`;
        if (value && !next.getAll(key).includes(value)) next.append(key, value);
        return next;
      },
      { replace: true },
    );
  }, [legacy, setParams]);
  return legacy !== null;
}

export default function UsersPage() {
  const [helping, setHelping] = useState<UserRow | null>(null);
  const { user } = useSession();
  const { profile } = useProfile();
  const callerRole = profile?.role ?? null;
  const rewriting = useLegacyShowLink();

  const queryClient = useQueryClient();
  // Role changes, disabling, new accounts and sign-ups (ours or anyone's) show up without a reload.
  useLiveInvalidation({ table: 'profiles', queryKey: userKeys.all });
  const refresh = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: userKeys.all }),
    [queryClient],
  );

  // Asked first; the toast then offers Undo, which puts the old value back without asking again.
  const roleChange = useConfirmedAction<{ user: UserRow; role: Role }>({
    title: ({ user: u, role }) => `Make ${displayName(u)} ${role}?`,
    description: () => 'This changes what they can see and do straight away.',
    confirmLabel: 'Confirm',
    run: ({ user: u, role }) => setUserRole({ authId: u.auth_id, role }),
    undo: ({ user: u }) => setUserRole({ authId: u.auth_id, role: u.role }),
    done: ({ user: u, role }) => `${displayName(u)} is now ${role}`,
    undone: ({ user: u }) => `${displayName(u)} is now ${u.role}`,
    onSettled: refresh,
  });
  // Undoing a disable enables the account, but its sessions stay signed out: the person signs in again.
  const activeChange = useConfirmedAction<{ user: UserRow; active: boolean }>({
    title: ({ user: u, active }) => `${active ? 'Enable' : 'Disable'} ${displayName(u)}?`,
    description: ({ active }) =>
      active
        ? 'This changes what they can see and do straight away.'
        : 'They are signed out everywhere and cannot sign in until enabled again.',
    confirmLabel: 'Confirm',
    run: ({ user: u, active }) => setUserActive({ authId: u.auth_id, active }),
    undo: ({ user: u, active }) => setUserActive({ authId: u.auth_id, active: !active }),
    done: ({ user: u, active }) => `${displayName(u)} ${active ? 'enabled' : 'disabled'}`,
    undone: ({ user: u, active }) => `${displayName(u)} ${active ? 'disabled' : 'enabled'}`,
    onSettled: refresh,
  });
  // Stable callbacks keep the list's column definitions memoised between renders.
  const askRole = roleChange.ask;
  const askActive = activeChange.ask;
  const onChangeRole = useCallback((u: UserRow, role: Role) => askRole({ user: u, role }), [askRole]);
  const onToggleActive = useCallback(
    (u: UserRow, active: boolean) => askActive({ user: u, active }),
    [askActive],
  );

  return (
    <>
      <PageHeader
        title="Users"
        description="Staff accounts and shop customers: roles, access and last sign-in."
        actions={<NewUserDialog callerRole={callerRole} onCreated={refresh} />}
      />
      {!rewriting && (
        <UsersTable
          fetchPage={fetchUsers}
          queryKey={userKeys.lists()}
          currentUserId={user?.id ?? null}
          callerRole={callerRole}
          onChangeRole={onChangeRole}
          onToggleActive={onToggleActive}
          onPasswordHelp={setHelping}
        />
      )}
      <PasswordHelpDialog user={helping} onOpenChange={(o) => !o && setHelping(null)} />
      {roleChange.dialog}
      {activeChange.dialog}
    </>
  );
}
