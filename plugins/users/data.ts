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

/** Why the admin-reset-password function refused, with the weak-password reasons when there are any. */
export class PasswordHelpError extends Error {
  readonly reasons: string[];
  constructor(message: string, reasons: string[] = []) {
    super(message);
    this.reasons = reasons;
  }
}

async function passwordHelp(body: Record<string, unknown>): Promise<Record<string, unknown>> {
  const { data, error } = await supabase.functions.invoke('admin-reset-password', { body });
  if (!error) return (data ?? {}) as Record<string, unknown>;
  if (error instanceof FunctionsHttpError) {
    const b = (await error.context.json().catch(() => null)) as { error?: string; reasons?: string[] } | null;
    throw new PasswordHelpError(b?.error ?? error.message, b?.reasons ?? []);
  }
  throw new PasswordHelpError(error.message);
}

/** Queues a password-reset e-mail for the member; resolves with the address it goes to. */
export async function sendPasswordReset(authId: string): Promise<string> {
  const r = await passwordHelp({ user_id: authId, action: 'send_reset' });
  return String(r.email ?? '');
}

/** Sets a temporary password the member must change at the next sign-in (their sessions end). */
export async function setTemporaryPassword(authId: string, password: string): Promise<void> {
  await passwordHelp({ user_id: authId, action: 'set_temporary', password });
}
