import type { Role } from '@kernel/roles.ts';
import { useProfile } from '@kernel/session/use-profile.ts';
import { useSession } from '@kernel/session/use-session.ts';
import { Alert } from '@kernel/ui/alert.tsx';
import { ConfirmDialog } from '@kernel/ui/alert-dialog.tsx';
import { Badge } from '@kernel/ui/badge.tsx';
import { Button } from '@kernel/ui/button.tsx';
import { EmptyState } from '@kernel/ui/empty-state.tsx';
import { Input } from '@kernel/ui/input.tsx';
import { PageHeader } from '@kernel/ui/page-header.tsx';
import { Skeleton } from '@kernel/ui/skeleton.tsx';
import { formatDistanceToNow } from 'date-fns';
import { Users } from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { toast } from 'sonner';
import { listUsers, setUserActive, setUserRole, type UserRow } from '../data.ts';
import { changeableRoles, PAGE_SIZE } from '../schema.ts';
import { NewUserDialog } from './new-user-dialog.tsx';

type Pending =
  | { kind: 'role'; user: UserRow; role: Role }
  | { kind: 'active'; user: UserRow; active: boolean };

export default function UsersPage() {
  const [params, setParams] = useSearchParams();
  const search = params.get('q') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [draft, setDraft] = useState(search);
  const [data, setData] = useState<{ rows: UserRow[]; total: number } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState<Pending | null>(null);
  const { user } = useSession();
  const { profile } = useProfile();

  const load = useCallback(() => {
    setError(null);
    listUsers({ search, page, pageSize: PAGE_SIZE })
      .then(setData)
      .catch((e: Error) => setError(e.message));
  }, [search, page]);
  useEffect(load, [load]);

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

  const goTo = (n: number) =>
    setParams((p) => {
      const next = new URLSearchParams(p);
      next.set('page', String(n));
      return next;
    });

  const confirm = async () => {
    if (!pending) return;
    const p = pending;
    setPending(null);
    try {
      if (p.kind === 'role') await setUserRole({ authId: p.user.auth_id, role: p.role });
      else await setUserActive({ authId: p.user.auth_id, active: p.active });
      toast.success(
        p.kind === 'role'
          ? `${p.user.full_name ?? p.user.email} is now ${p.role}`
          : `${p.user.full_name ?? p.user.email} ${p.active ? 'enabled' : 'disabled'}`,
      );
      load();
    } catch (e) {
      toast.error((e as Error).message);
    }
  };

  const total = data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  return (
    <>
      <PageHeader
        title="Users"
        description="Staff accounts and shop customers: roles, access and last sign-in."
        actions={<NewUserDialog callerRole={profile?.role ?? null} onCreated={load} />}
      />
      <div className="mb-4 max-w-sm">
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
      {error && (
        <Alert variant="destructive" className="mb-4">
          {error}{' '}
          <Button variant="link" size="sm" onClick={load}>
            Try again
          </Button>
        </Alert>
      )}
      {!data && !error && <Skeleton className="h-64" />}
      {data && data.rows.length === 0 && (
        <EmptyState icon={Users} title={search ? 'No user matches your search' : 'No users yet'} />
      )}
      {data && data.rows.length > 0 && (
        <div className="overflow-x-auto rounded-lg border">
          <table className="w-full text-sm">
            <caption className="sr-only">Users</caption>
            <thead className="bg-muted/50 text-left">
              <tr>
                <th className="p-3 font-medium">Name</th>
                <th className="p-3 font-medium">Email or phone</th>
                <th className="p-3 font-medium">Role</th>
                <th className="p-3 font-medium">Status</th>
                <th className="p-3 font-medium">Last sign-in</th>
                <th className="p-3 font-medium">
                  <span className="sr-only">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody className="divide-y">
              {data.rows.map((u) => {
                const self = u.auth_id === user?.id;
                const roles = self ? [] : changeableRoles(profile?.role, u.role);
                const canToggle =
                  !self &&
                  (profile?.role === 'superadmin' ||
                    (profile?.role === 'admin' && (u.role === 'staff' || u.role === 'customer')));
                return (
                  <tr key={u.auth_id}>
                    <td className="p-3">
                      <span className="font-medium">{u.full_name ?? '—'}</span>
                      {u.job_title && (
                        <span className="block text-xs text-muted-foreground">{u.job_title}</span>
                      )}
                    </td>
                    <td className="p-3">{u.email ?? u.phone}</td>
                    <td className="p-3">
                      {roles.length > 0 ? (
                        <select
                          aria-label={`Role of ${u.full_name ?? u.email}`}
                          className="h-8 rounded-md border border-input bg-background px-2 capitalize"
                          value={u.role}
                          onChange={(e) =>
                            setPending({ kind: 'role', user: u, role: e.target.value as Role })
                          }
                        >
                          {roles.map((r) => (
                            <option key={r} value={r}>
                              {r}
                            </option>
                          ))}
                        </select>
                      ) : (
                        <Badge variant="secondary" className="capitalize">
                          {u.role}
                        </Badge>
                      )}
                    </td>
                    <td className="p-3">
                      <Badge variant={u.is_active ? 'outline' : 'destructive'}>
                        {u.is_active ? 'Active' : 'Disabled'}
                      </Badge>
                    </td>
                    <td className="p-3 text-muted-foreground">
                      {u.last_sign_in_at
                        ? formatDistanceToNow(new Date(u.last_sign_in_at), { addSuffix: true })
                        : 'Never'}
                    </td>
                    <td className="p-3 text-right">
                      {canToggle && (
                        <Button
                          size="sm"
                          variant="outline"
                          onClick={() => setPending({ kind: 'active', user: u, active: !u.is_active })}
                        >
                          {u.is_active ? 'Disable' : 'Enable'}
                        </Button>
                      )}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
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
      <ConfirmDialog
        open={pending !== null}
        onOpenChange={(o) => !o && setPending(null)}
        title={
          pending?.kind === 'role'
            ? `Make ${pending.user.full_name ?? pending.user.email} ${pending.role}?`
            : pending?.kind === 'active' && !pending.active
              ? `Disable ${pending.user.full_name ?? pending.user.email}?`
              : `Enable ${pending?.user.full_name ?? pending?.user.email ?? ''}?`
        }
        description={
          pending?.kind === 'active' && !pending.active
            ? 'They are signed out everywhere and cannot sign in until enabled again.'
            : 'This changes what they can see and do straight away.'
        }
        confirmLabel="Confirm"
        destructive={pending?.kind === 'active' && !pending.active}
        onConfirm={() => void confirm()}
      />
    </>
  );
}
