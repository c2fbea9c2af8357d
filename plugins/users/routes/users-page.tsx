import { useLiveInvalidation } from '@kernel/data/use-live-invalidation.ts';
import type { Role } from '@kernel/roles.ts';
import { useProfile } from '@kernel/session/use-profile.ts';
import { useSession } from '@kernel/session/use-session.ts';
import { Alert } from '@kernel/ui/alert.tsx';
import { ConfirmDialog } from '@kernel/ui/alert-dialog.tsx';
import { Button } from '@kernel/ui/button.tsx';
import { EmptyState } from '@kernel/ui/empty-state.tsx';
import { Input } from '@kernel/ui/input.tsx';
import { NativeSelect } from '@kernel/ui/native-select.tsx';
import { PageHeader } from '@kernel/ui/page-header.tsx';
import { Skeleton } from '@kernel/ui/skeleton.tsx';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Users } from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { toast } from 'sonner';
import { listUsers, setUserActive, setUserRole, type UserRow, userKeys } from '../data.ts';
import { PAGE_SIZE, parseUserFilter, USER_FILTERS, type UserFilter } from '../schema.ts';
import { NewUserDialog } from './new-user-dialog.tsx';
import { PasswordHelpDialog } from './password-help-dialog.tsx';
import { displayName, UsersTable } from './users-table.tsx';

type Pending =
  | { kind: 'role'; user: UserRow; role: Role }
  | { kind: 'active'; user: UserRow; active: boolean };

export default function UsersPage() {
  const [params, setParams] = useSearchParams();
  const search = params.get('q') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const show = parseUserFilter(params.get('show'));
  const [draft, setDraft] = useState(search);
  // A link that changes ?q= while the page is open (the command palette, Back) replaces what was typed;
  // otherwise the debounced effect below would write the old text back into the URL.
  const [lastSearch, setLastSearch] = useState(search);
  if (search !== lastSearch) {
    setLastSearch(search);
    setDraft(search);
  }
  const [pending, setPending] = useState<Pending | null>(null);
  const [helping, setHelping] = useState<UserRow | null>(null);
  const { user } = useSession();
  const { profile } = useProfile();

  const queryClient = useQueryClient();
  const listParams = { search, show, page, pageSize: PAGE_SIZE };
  // Each search/filter/page is its own cache entry, so a slow answer to an older search only fills
  // its own entry and never the screen; the previous page stays shown while the next one loads.
  const list = useQuery({
    queryKey: userKeys.list(listParams),
    queryFn: () => listUsers(listParams),
    placeholderData: keepPreviousData,
  });
  const { data } = list;
  const error = list.error?.message ?? null;
  // Role changes, disabling, new accounts and sign-ups (ours or anyone's) show up without a reload.
  useLiveInvalidation({ table: 'profiles', queryKey: userKeys.all });
  const refresh = () => void queryClient.invalidateQueries({ queryKey: userKeys.all });

  // Search as you type, kept in the URL (shareable, survives reload).
  useEffect(() => {
    const t = setTimeout(() => {
      if (draft === search) return;
      setParams((p) => {
        const next = new URLSearchParams(p);
        if (draft) next.set('q', draft);
        else next.delete('q');
        next.delete('page');
        return next;
      });
    }, 300);
    return () => clearTimeout(t);
  }, [draft, search, setParams]);

  const setShow = (value: UserFilter) =>
    setParams((p) => {
      const next = new URLSearchParams(p);
      if (value) next.set('show', value);
      else next.delete('show');
      next.delete('page');
      return next;
    });

  const goTo = (n: number) =>
    setParams((p) => {
      const next = new URLSearchParams(p);
      next.set('page', String(n));
      return next;
    });

  // Stable callbacks keep the table's column definitions memoised between renders.
  const askRole = useCallback((u: UserRow, role: Role) => setPending({ kind: 'role', user: u, role }), []);
  const askActive = useCallback(
    (u: UserRow, active: boolean) => setPending({ kind: 'active', user: u, active }),
    [],
  );

  // Carries out a confirmed change; the toast offers to undo it (without asking again). Undoing a
  // disable enables the account, but its sessions stay signed out: the person signs in again.
  const change = useMutation({
    mutationFn: ({ change: p }: { change: Pending; withUndo: boolean }) =>
      p.kind === 'role'
        ? setUserRole({ authId: p.user.auth_id, role: p.role })
        : setUserActive({ authId: p.user.auth_id, active: p.active }),
    onSuccess: (_, { change: p, withUndo }) => {
      const undo: Pending =
        p.kind === 'role'
          ? { kind: 'role', user: { ...p.user, role: p.role }, role: p.user.role }
          : { kind: 'active', user: { ...p.user, is_active: p.active }, active: !p.active };
      toast.success(
        p.kind === 'role'
          ? `${displayName(p.user)} is now ${p.role}`
          : `${displayName(p.user)} ${p.active ? 'enabled' : 'disabled'}`,
        withUndo
          ? { action: { label: 'Undo', onClick: () => change.mutate({ change: undo, withUndo: false }) } }
          : undefined,
      );
    },
    onError: (e) => toast.error(e.message),
    onSettled: refresh,
  });
  const apply = (p: Pending, withUndo: boolean) => change.mutate({ change: p, withUndo });

  const confirm = () => {
    if (!pending) return;
    const p = pending;
    setPending(null);
    apply(p, true);
  };

  const total = data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  return (
    <>
      <PageHeader
        title="Users"
        description="Staff accounts and shop customers: roles, access and last sign-in."
        actions={<NewUserDialog callerRole={profile?.role ?? null} onCreated={refresh} />}
      />
      <div className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-center">
        <div className="w-full max-w-sm">
          <label htmlFor="user-search" className="sr-only">
            Search users
          </label>
          <Input
            id="user-search"
            type="search"
            placeholder="Search by name, email or phone"
            value={draft}
            onChange={(e) => setDraft(e.target.value)}
          />
        </div>
        <div className="flex items-center gap-2">
          <label htmlFor="user-filter" className="text-sm text-muted-foreground">
            Show
          </label>
          <NativeSelect
            id="user-filter"
            value={show}
            onChange={(e) => setShow(parseUserFilter(e.target.value))}
          >
            {USER_FILTERS.map((f) => (
              <option key={f.value} value={f.value}>
                {f.label}
              </option>
            ))}
          </NativeSelect>
        </div>
      </div>
      {error && (
        <Alert variant="destructive" className="mb-4">
          {error}{' '}
          <Button variant="link" size="sm" onClick={() => void list.refetch()}>
            Try again
          </Button>
        </Alert>
      )}
      {!data && !error && <Skeleton className="h-64" />}
      {data && data.rows.length === 0 && (
        <EmptyState
          icon={Users}
          title={
            search && show
              ? 'No user matches your search and filter'
              : search
                ? 'No user matches your search'
                : show
                  ? 'No user matches this filter'
                  : 'No users yet'
          }
        />
      )}
      {data && data.rows.length > 0 && (
        <UsersTable
          rows={data.rows}
          currentUserId={user?.id ?? null}
          callerRole={profile?.role ?? null}
          onChangeRole={askRole}
          onToggleActive={askActive}
          onPasswordHelp={setHelping}
        />
      )}
      {data && total > 0 && (
        <div className="mt-4 flex items-center justify-between text-sm">
          <p className="text-muted-foreground">
            Showing {(page - 1) * PAGE_SIZE + 1}–{Math.min(page * PAGE_SIZE, total)} of {total}
          </p>
          <div className="flex gap-2">
            <Button size="sm" variant="outline" disabled={page <= 1} onClick={() => goTo(page - 1)}>
              Previous
            </Button>
            <Button size="sm" variant="outline" disabled={page >= pages} onClick={() => goTo(page + 1)}>
              Next
            </Button>
          </div>
        </div>
      )}
      <PasswordHelpDialog user={helping} onOpenChange={(o) => !o && setHelping(null)} />
      <ConfirmDialog
        open={pending !== null}
        onOpenChange={(o) => !o && setPending(null)}
        title={
          pending?.kind === 'role'
            ? `Make ${displayName(pending.user)} ${pending.role}?`
            : pending?.kind === 'active' && !pending.active
              ? `Disable ${displayName(pending.user)}?`
              : `Enable ${pending ? displayName(pending.user) : ''}?`
        }
        description={
          pending?.kind === 'active' && !pending.active
            ? 'They are signed out everywhere and cannot sign in until enabled again.'
            : 'This changes what they can see and do straight away.'
        }
        confirmLabel="Confirm"
        destructive={pending?.kind === 'active' && !pending.active}
        onConfirm={confirm}
      />
    </>
  );
}
