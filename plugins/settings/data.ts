// Settings' reads and writes, typed from the generated database types; answers go through the
// kernel's unwrap helpers, so failures are DataErrors the query cache and the screens understand.
import { ORGANIZATION_ID } from '@config/constants.ts';
import { DataError } from '@kernel/data/data-error.ts';
import { pluginKeys } from '@kernel/data/query-keys.ts';
import { unwrap, unwrapPage } from '@kernel/data/unwrap.ts';
import type { Tables } from '@kernel/database.types.ts';
import { supabase } from '@kernel/supabase.ts';
import { type ActivityKind, type AuditEntry, accountIdsOf, actionPrefixOf } from './activity.ts';

/** Everything Settings caches; a module switch invalidates it all (the activity lists the switch too). */
export const settingsKeys = pluginKeys('settings');
export const moduleSettingKeys = pluginKeys('settings', 'modules');
export const activityKeys = pluginKeys('settings', 'activity');

export type ModuleSetting = Pick<
  Tables<'system_modules'>,
  'id' | 'name' | 'description' | 'is_enabled' | 'sort_order' | 'updated_at'
> & {
  /** Who last flipped the switch (name, else e-mail); null for the seeded state. */
  changed_by: string | null;
};

export async function listModuleSettings(): Promise<ModuleSetting[]> {
  const rows = unwrap(
    await supabase
      .from('system_modules')
      .select('id, name, description, is_enabled, sort_order, updated_at, updated_by')
      .eq('organization_id', ORGANIZATION_ID)
      .order('sort_order')
      .order('name'),
  );
  const names = await namesOf(rows.map((r) => r.updated_by).filter((id): id is string => id !== null));
  return rows.map(({ updated_by, ...r }) => ({
    ...r,
    changed_by: updated_by ? (names.get(updated_by) ?? 'a former member') : null,
  }));
}

/** Display names of the given accounts (a superadmin reads every profile). A failed read only drops the names. */
async function namesOf(authIds: string[]): Promise<Map<string, string>> {
  const unique = [...new Set(authIds)];
  if (unique.length === 0) return new Map();
  const { data, error } = await supabase
    .from('profiles')
    .select('auth_id, full_name, email')
    .in('auth_id', unique);
  if (error || !data) return new Map();
  return new Map(data.map((p) => [p.auth_id, p.full_name ?? p.email ?? 'a member']));
}

/** RLS lets only a superadmin change is_enabled; a refused update comes back with no row. */
export async function setModuleEnabled({ id, enabled }: { id: string; enabled: boolean }): Promise<void> {
  const rows = unwrap(
    await supabase
      .from('system_modules')
      .update({ is_enabled: enabled })
      .eq('organization_id', ORGANIZATION_ID)
      .eq('id', id)
      .select('id'),
  );
  if (rows.length === 0)
    throw new DataError({ message: 'You are not allowed to change this module', code: '42501' });
}

export const ACTIVITY_PAGE_SIZE = 25;

/** One page of the audit log, newest first, with the names of the accounts it mentions. */
export async function listActivity({ kind, page }: { kind: ActivityKind; page: number }) {
  const from = (page - 1) * ACTIVITY_PAGE_SIZE;
  let query = supabase
    .from('audit_log')
    .select('id, at, actor, action, target, details', { count: 'exact' })
    .order('at', { ascending: false })
    .order('id', { ascending: false })
    .range(from, from + ACTIVITY_PAGE_SIZE - 1);
  const prefix = actionPrefixOf(kind);
  if (prefix) query = query.like('action', `${prefix}%`);
  const answer = unwrapPage(await query);
  // details is jsonb (`Json`); the audit writers always store an object (activity.ts reads it).
  const entries = answer.rows as AuditEntry[];
  const names = await namesOf(entries.flatMap(accountIdsOf));
  return { entries, names, total: answer.total };
}
