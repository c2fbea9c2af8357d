// The Users list: the kernel's RecordList with this module's columns. Search, the account filter,
// sort and paging happen on the server (admin_list_users through `fetchUsers`); the view lives in
// the URL; on a phone the name carries e-mail or phone, status and last sign-in beneath it.

import type { Role } from '@kernel/roles.ts';
import { type Formatters, useFormatters } from '@kit/format/use-company-format.ts';
import type { FetchPage } from '@kit/list/fetch-page.ts';
import type { ListColumn } from '@kit/list/list-column.ts';
import type { EmptyContent } from '@kit/list/list-messages.tsx';
import { RecordList, type RecordListHandle } from '@kit/list/record-list.tsx';
import { Badge } from '@kit/ui/badge.tsx';
import { Button } from '@kit/ui/button.tsx';
import { NativeSelect } from '@kit/ui/native-select.tsx';
import type { QueryKey } from '@tanstack/react-query';
import { formatDistanceToNow } from 'date-fns';
import { Users } from 'lucide-react';
import { type Ref, useMemo } from 'react';
import type { UserRow } from '../data.ts';
import { canToggleActive, changeableRoles, USER_LIST_FILTERS } from '../schema.ts';

export function displayName(u: Pick<UserRow, 'full_name' | 'email' | 'phone'>): string {
  return u.full_name ?? u.email ?? u.phone ?? 'this user';
}

export interface UserColumnOptions {
  /** auth id of the signed-in user: their own row never offers actions. */
  currentUserId: string | null;
  callerRole: Role | null;
  onChangeRole(user: UserRow, role: Role): void;
  onToggleActive(user: UserRow, active: boolean): void;
  /** Opens the password help (reset e-mail or temporary password) for a member. */
  onPasswordHelp?(user: UserRow): void;
  /** The company's date formatter (its zone and locale). */
  date: Formatters['date'];
}

/** The list's columns; their ids are the sort keys admin_list_users accepts. */
export function userColumns(o: UserColumnOptions): ListColumn<UserRow>[] {
  return [
    {
      id: 'name',
      header: 'Name',
      priority: 'key',
      sortable: true,
      value: (u) => u.full_name ?? displayName(u),
      cell: (u) => (
        <>
          {u.full_name ?? displayName(u)}
          {u.auth_id === o.currentUserId && (
            <span className="ml-2 text-xs font-normal text-muted-foreground">(you)</span>
          )}
        </>
      ),
    },
    {
      id: 'contact',
      header: 'Email or phone',
      sortable: true,
      value: (u) => u.email ?? u.phone,
      // Long addresses break anywhere on a phone (beneath the name); the desktop column keeps them whole.
      cell: (u) => <span className="break-all sm:break-normal">{u.email ?? u.phone ?? '—'}</span>,
    },
    {
      id: 'role',
      header: 'Role',
      priority: 'high',
      sortable: true,
      cell: (u) => {
        const roles = u.auth_id === o.currentUserId ? [] : changeableRoles(o.callerRole, u.role);
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
            onChange={(e) => o.onChangeRole(u, e.target.value as Role)}
          >
            {roles.map((r) => (
              <option key={r} value={r}>
                {r}
              </option>
            ))}
          </NativeSelect>
        );
      },
    },
    { id: 'job_title', header: 'Job title', priority: 'low', sortable: true },
    {
      id: 'is_active',
      header: 'Status',
      sortable: true,
      cell: (u) => (
        <Badge variant={u.is_active ? 'outline' : 'destructive'}>{u.is_active ? 'Active' : 'Disabled'}</Badge>
      ),
      exportValue: (u) => (u.is_active ? 'Active' : 'Disabled'),
    },
    {
      id: 'last_sign_in_at',
      header: 'Last sign-in',
      sortable: true,
      cell: (u) =>
        u.last_sign_in_at ? (
          <time dateTime={u.last_sign_in_at} title={o.date(u.last_sign_in_at, 'datetime')}>
            {formatDistanceToNow(new Date(u.last_sign_in_at), { addSuffix: true })}
          </time>
        ) : (
          'Never'
        ),
      // The file holds the instant in the company's zone, readable and sortable in a spreadsheet.
      exportValue: (u) => (u.last_sign_in_at ? o.date(u.last_sign_in_at, 'datetime') : ''),
    },
    {
      id: 'actions',
      header: 'Actions',
      priority: 'high',
      hideable: false,
      align: 'end',
      exportValue: false,
      cell: (u) => {
        if (u.auth_id === o.currentUserId || !canToggleActive(o.callerRole, u.role)) return null;
        return (
          <span className="inline-flex flex-wrap justify-end gap-2 sm:flex-nowrap">
            {o.onPasswordHelp && u.is_active && (
              <Button
                size="sm"
                variant="ghost"
                aria-label={`Password help for ${displayName(u)}`}
                onClick={() => o.onPasswordHelp?.(u)}
              >
                Password
              </Button>
            )}
            <Button
              size="sm"
              variant="outline"
              aria-label={`${u.is_active ? 'Disable' : 'Enable'} ${displayName(u)}`}
              onClick={() => o.onToggleActive(u, !u.is_active)}
            >
              {u.is_active ? 'Disable' : 'Enable'}
            </Button>
          </span>
        );
      },
    },
  ];
}

export interface UsersTableProps extends Omit<UserColumnOptions, 'date'> {
  /** Where the rows come from: `fetchUsers` on the screen, `memorySource(rows)` in stories. */
  fetchPage: FetchPage<UserRow>;
  /** The query-cache key of its pages (the screen passes `userKeys.lists()`, which realtime invalidates). */
  queryKey?: QueryKey;
  empty?: EmptyContent;
  ref?: Ref<RecordListHandle>;
  /** Replaces the browser download (tests). */
  download?: (fileName: string, text: string) => void;
}

export function UsersTable({ fetchPage, queryKey, empty, ref, download, ...options }: UsersTableProps) {
  const { date } = useFormatters();
  const { currentUserId, callerRole, onChangeRole, onToggleActive, onPasswordHelp } = options;
  const columns = useMemo(
    () => userColumns({ currentUserId, callerRole, onChangeRole, onToggleActive, onPasswordHelp, date }),
    [currentUserId, callerRole, onChangeRole, onToggleActive, onPasswordHelp, date],
  );
  return (
    <RecordList
      name="users"
      columns={columns}
      filters={USER_LIST_FILTERS}
      fetchPage={fetchPage}
      queryKey={queryKey}
      rowId={(u) => u.auth_id}
      rowHref={(u) => `/dashboard/users/${u.auth_id}`}
      searchPlaceholder="Search by name, email or phone"
      empty={{ icon: Users, ...empty }}
      ref={ref}
      download={download}
    />
  );
}
