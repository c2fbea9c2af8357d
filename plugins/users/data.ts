// The Users module's reads and writes, typed from the generated database types,
// answers turned into values or DataErrors by the kernel's unwrap helpers.
import { DataError, isDataError } from '@kernel/data/data-error.ts';
import { pluginKeys } from '@kernel/data/query-keys.ts';
import { unwrap, unwrapFunction } from '@kernel/data/unwrap.ts';
import type { Database } from '@kernel/database.types.ts';
import type { Role } from '@kernel/roles.ts';
import { supabase } from '@kernel/supabase.ts';
import type { FetchPage } from '@kit/list/fetch-page.ts';
import { formatSort } from '@kit/list/list-state.ts';
import { type NewStaff, parseUserFilter, USER_FILTER_ID } from './schema.ts';

/** Every query of this module starts with this key; a change to profiles invalidates `userKeys.all`. */
export const userKeys = pluginKeys('users');

type ListedUser = Database['public']['Functions']['admin_list_users']['Returns'][number];
/**
 * One row of admin_list_users. The generator types every RETURNS TABLE column as nullable (it cannot
 * see through the query); these come from NOT NULL columns of profiles, and the window count.
 */
export type UserRow = Omit<ListedUser, 'auth_id' | 'role' | 'is_active' | 'created_at' | 'total_count'> & {
  [K in 'auth_id' | 'role' | 'is_active' | 'created_at' | 'total_count']: NonNullable<ListedUser[K]>;
};

/**
 * One page of the Users list for the kernel's RecordList: search, the `show` filter (several values
 * mean "any of them"), sort and paging all happen in admin_list_users. Filter values the RPC does not
 * know (an old or edited link) are dropped rather than refused, so such a link shows everyone.
 */
export const fetchUsers: FetchPage<UserRow> = async (state, signal) => {
  const show = (state.filters[USER_FILTER_ID] ?? []).map(parseUserFilter).filter((v) => v !== '');
  const rows = unwrap(
    await supabase
      .rpc('admin_list_users', {
        search: state.q || null,
        show: show.length > 0 ? show.join(',') : null,
        sort: formatSort(state.sort) || null,
        page_size: state.size,
        page_offset: (state.page - 1) * state.size,
      })
      .abortSignal(signal),
  ) as UserRow[];
  // Every row carries the count; an empty page past the end cannot say how many there are.
  const total = rows.length > 0 ? Number(rows[0].total_count) : state.page === 1 ? 0 : null;
  return { rows, total };
};

/**
 * Creates a staff account through the admin-create-user function; its message names weak-password reasons.
 * Answers whether the welcome e-mail was queued (the account exists either way).
 */
export async function createStaffUser(input: NewStaff): Promise<{ welcomeQueued: boolean }> {
  try {
    const answer = await unwrapFunction(
      await supabase.functions.invoke<{ welcome_email?: string }>('admin-create-user', { body: input }),
    );
    return { welcomeQueued: answer?.welcome_email === 'queued' };
  } catch (e) {
    if (!isDataError(e) || e.reasons.length === 0) throw e;
    throw new DataError({ ...e, message: `${e.message} (${e.reasons.join(', ')})` }, { cause: e });
  }
}

export async function setUserRole({ authId, role }: { authId: string; role: Role }) {
  unwrap(await supabase.rpc('admin_set_user_role', { target_auth_id: authId, new_role: role }));
}

export async function setUserActive({ authId, active }: { authId: string; active: boolean }) {
  unwrap(await supabase.rpc('admin_set_user_active', { target_auth_id: authId, active }));
}

/** Queues a password-reset e-mail for the member; resolves with the address it goes to. */
export async function sendPasswordReset(authId: string): Promise<string> {
  const r = await unwrapFunction(
    await supabase.functions.invoke<{ email?: string }>('admin-reset-password', {
      body: { user_id: authId, action: 'send_reset' },
    }),
  );
  return String(r?.email ?? '');
}

/**
 * Sets a temporary password the member must change at the next sign-in (their sessions end).
 * A weak password is refused with a DataError whose `reasons` say why.
 */
export async function setTemporaryPassword(authId: string, password: string): Promise<void> {
  await unwrapFunction(
    await supabase.functions.invoke('admin-reset-password', {
      body: { user_id: authId, action: 'set_temporary', password },
    }),
  );
}

type FetchedUser = Database['public']['Functions']['admin_get_user']['Returns'][number];
/** One member for their record page; NOT NULL columns of profiles typed as such (see UserRow). */
export type UserRecord = Omit<FetchedUser, 'profile_id' | 'auth_id' | 'role' | 'is_active' | 'created_at'> & {
  [K in 'profile_id' | 'auth_id' | 'role' | 'is_active' | 'created_at']: NonNullable<FetchedUser[K]>;
};

/** The member with this auth id, or null when there is none. */
export async function getUser(authId: string): Promise<UserRecord | null> {
  const rows = unwrap(await supabase.rpc('admin_get_user', { target_auth_id: authId })) as UserRecord[];
  return rows[0] ?? null;
}
