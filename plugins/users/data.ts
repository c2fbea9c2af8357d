import type { Role } from '@kernel/roles.ts';
import { supabase } from '@kernel/supabase.ts';
import { FunctionsHttpError } from '@supabase/supabase-js';
import type { NewStaff, UserFilter } from './schema.ts';

export interface UserRow {
  auth_id: string;
  email: string | null;
  phone: string | null;
  full_name: string | null;
  role: Role;
  job_title: string | null;
  is_active: boolean;
  last_sign_in_at: string | null;
  created_at: string;
  total_count: number;
}

export async function listUsers({
  search,
  show = '',
  page,
  pageSize,
}: {
  search: string;
  show?: UserFilter;
  page: number;
  pageSize: number;
}) {
  const { data, error } = await supabase.rpc('admin_list_users', {
    search: search || null,
    show: show || null,
    page_size: pageSize,
    page_offset: (page - 1) * pageSize,
  });
  if (error) throw new Error(error.message);
  const rows = (data ?? []) as UserRow[];
  return { rows, total: Number(rows[0]?.total_count ?? 0) };
}

/** Creates a staff account through the admin-create-user function; throws its message (and weak-password reasons). */
export async function createStaffUser(input: NewStaff): Promise<void> {
  const { error } = await supabase.functions.invoke('admin-create-user', { body: input });
  if (!error) return;
  if (error instanceof FunctionsHttpError) {
    const body = (await error.context.json().catch(() => null)) as {
      msg?: string;
      message?: string;
      error?: string;
      reasons?: string[];
    } | null;
    const reasons = body?.reasons?.length ? ` (${body.reasons.join(', ')})` : '';
    throw new Error(`${body?.msg ?? body?.message ?? body?.error ?? error.message}${reasons}`);
  }
  throw new Error(error.message);
}

export async function setUserRole({ authId, role }: { authId: string; role: Role }) {
  const { error } = await supabase.rpc('admin_set_user_role', { target_auth_id: authId, new_role: role });
  if (error) throw new Error(error.message);
}

export async function setUserActive({ authId, active }: { authId: string; active: boolean }) {
  const { error } = await supabase.rpc('admin_set_user_active', { target_auth_id: authId, active });
  if (error) throw new Error(error.message);
}
