import type { Role } from '@kernel/roles.ts';
import { Badge } from '@kernel/ui/badge.tsx';
import { Button } from '@kernel/ui/button.tsx';
import { NativeSelect } from '@kernel/ui/native-select.tsx';
import { createColumnHelper, tableFeatures, useTable } from '@tanstack/react-table';
import { formatDistanceToNow } from 'date-fns';
import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import type { UserRow } from '../data.ts';
import { canToggleActive, changeableRoles } from '../schema.ts';

// Paging and search happen on the server (admin_list_users), so the table needs only the core features.
const features = tableFeatures({});
const column = createColumnHelper<typeof features, UserRow>();

// On a phone the table keeps name, role and the action; contact and status move under the name, and
// job title and last sign-in wait for wider screens (the table still scrolls sideways if it must).
const COLUMN_CLASS: Record<string, string> = {
  contact: 'hidden md:table-cell',
  job_title: 'hidden lg:table-cell',
  is_active: 'hidden sm:table-cell',
  last_sign_in_at: 'hidden sm:table-cell',
  actions: 'text-right',
};

export interface UsersTableProps {
  rows: UserRow[];
  /** auth id of the signed-in user: their own row never offers actions. */
  currentUserId: string | null;
  callerRole: Role | null;
  onChangeRole(user: UserRow, role: Role): void;
  onToggleActive(user: UserRow, active: boolean): void;
  /** Opens the password help (reset e-mail or temporary password) for a member. */
  onPasswordHelp?(user: UserRow): void;
}

export function displayName(u: Pick<UserRow, 'full_name' | 'email' | 'phone'>): string {
  return u.full_name ?? u.email ?? u.phone ?? 'this user';
}

export function UsersTable({
  rows,
  currentUserId,
  callerRole,
  onChangeRole,
  onToggleActive,
  onPasswordHelp,
}: UsersTableProps) {
  const columns = useMemo(
    () =>
      column.columns([
        column.accessor('full_name', {
          header: 'Name',
          cell: ({ row }) => (
            <>
              <Link
                to={`/dashboard/users/${row.original.auth_id}`}
                className="font-medium underline-offset-4 hover:underline"
              >
                {row.original.full_name ?? displayName(row.original)}
              </Link>
              {row.original.auth_id === currentUserId && (
                <span className="ml-2 text-xs text-muted-foreground">(you)</span>
              )}
              <span className="block break-all text-xs text-muted-foreground md:hidden">
                {row.original.email ?? row.original.phone}
              </span>
              {!row.original.is_active && (
                <Badge variant="destructive" className="mt-1 sm:hidden">
                  Disabled
                </Badge>
              )}
            </>
          ),
        }),
        column.accessor((u) => u.email ?? u.phone ?? '—', { id: 'contact', header: 'Email or phone' }),
        column.accessor('role', {
          header: 'Role',
          cell: ({ row }) => {
            const u = row.original;
            const roles = u.auth_id === currentUserId ? [] : changeableRoles(callerRole, u.role);
            if (roles.length === 0)
              return (
                <Badge variant="secondary" className="capitalize">
                  {u.role}
                </Badge>
              );
            return (
              <NativeSelect
                aria-label={`Role of ${displayName(u)}`}
                className="h-8 px-2 capitalize"
                value={u.role}
                onChange={(e) => onChangeRole(u, e.target.value as Role)}
              >
                {roles.map((r) => (
                  <option key={r} value={r}>
                    {r}
                  </option>
                ))}
              </NativeSelect>
            );
          },
        }),
        column.accessor('job_title', { header: 'Job title', cell: (c) => c.getValue() ?? '—' }),
        column.accessor('is_active', {
          header: 'Status',
          cell: (c) => (
            <Badge variant={c.getValue() ? 'outline' : 'destructive'}>
              {c.getValue() ? 'Active' : 'Disabled'}
            </Badge>
          ),
        }),
        column.accessor('last_sign_in_at', {
          header: 'Last sign-in',
          cell: (c) => {
            const at = c.getValue();
            return at ? (
              <time dateTime={at} title={new Date(at).toLocaleString()}>
                {formatDistanceToNow(new Date(at), { addSuffix: true })}
              </time>
            ) : (
              'Never'
            );
          },
        }),
        column.display({
          id: 'actions',
          header: () => <span className="sr-only">Actions</span>,
          cell: ({ row }) => {
            const u = row.original;
            if (u.auth_id === currentUserId || !canToggleActive(callerRole, u.role)) return null;
            return (
              <span className="inline-flex flex-wrap justify-end gap-2">
                {onPasswordHelp && u.is_active && (
                  <Button
                    size="sm"
                    variant="ghost"
                    aria-label={`Password help for ${displayName(u)}`}
                    onClick={() => onPasswordHelp(u)}
                  >
                    Password
                  </Button>
                )}
                <Button
                  size="sm"
                  variant="outline"
                  aria-label={`${u.is_active ? 'Disable' : 'Enable'} ${displayName(u)}`}
                  onClick={() => onToggleActive(u, !u.is_active)}
                >
                  {u.is_active ? 'Disable' : 'Enable'}
                </Button>
              </span>
            );
          },
        }),
      ]),
    [currentUserId, callerRole, onChangeRole, onToggleActive, onPasswordHelp],
  );
  const table = useTable({ features, columns, data: rows, getRowId: (u) => u.auth_id });

  return (
    <div className="overflow-x-auto rounded-lg border">
      <table className="w-full text-sm md:min-w-[720px]">
        <caption className="sr-only">Users</caption>
        <thead className="bg-muted/50 text-left">
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => (
                <th
                  key={header.id}
                  scope="col"
                  className={`p-2 font-medium sm:p-3 ${COLUMN_CLASS[header.column.id] ?? ''}`}
                >
                  <table.FlexRender header={header} />
                </th>
              ))}
            </tr>
          ))}
        </thead>
        <tbody className="divide-y">
          {table.getRowModel().rows.map((row) => (
            <tr key={row.id} className={row.original.is_active ? undefined : 'text-muted-foreground'}>
              {row.getAllCells().map((cell) => (
                <td key={cell.id} className={`p-2 sm:p-3 ${COLUMN_CLASS[cell.column.id] ?? ''}`}>
                  <table.FlexRender cell={cell} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
