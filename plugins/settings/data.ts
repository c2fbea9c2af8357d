// Settings' reads and writes, typed from the generated database types; answers go through the
// kernel's unwrap helpers, so failures are DataErrors the query cache and the screens understand.
import { ORGANIZATION_ID } from '@config/constants.ts';
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
  /** The modules it needs (ids): it cannot be on while one of them is off (ADR 037). */
  requires: string[];
  /** The modules that need it (ids): switching it off switches those off too. */
  needed_by: string[];
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
  const [names, dependencies] = await Promise.all([
    namesOf(rows.map((r) => r.updated_by).filter((id): id is string => id !== null)),
    listModuleDependencies(),
  ]);
  return rows.map(({ updated_by, ...r }) => ({
    ...r,
    changed_by: updated_by ? (names.get(updated_by) ?? 'a former member') : null,
    requires: dependencies.filter((d) => d.module_id === r.id).map((d) => d.requires),
    needed_by: dependencies.filter((d) => d.requires === r.id).map((d) => d.module_id),
  }));
}

/** Which module needs which (the database's list, filled from the manifests' dependsOn). */
async function listModuleDependencies(): Promise<{ module_id: string; requires: string }[]> {
  return unwrap(
    await supabase
      .from('system_module_dependencies')
      .select('module_id, requires')
      .eq('organization_id', ORGANIZATION_ID),
  );
}

/**
 * The modules that go off with `id`: every module switched on that needs it, directly or through
 * another, nearest first — what set_module_enabled switches off with it (the confirmation lists them).
 */
export function modulesGoingOffWith(id: string, rows: readonly ModuleSetting[]): ModuleSetting[] {
  const byId = new Map(rows.map((r) => [r.id, r]));
  const found: ModuleSetting[] = [];
  const seen = new Set([id]);
  let frontier = [id];
  while (frontier.length > 0) {
    const next: string[] = [];
    for (const current of frontier)
      for (const dependent of byId.get(current)?.needed_by ?? []) {
        const row = byId.get(dependent);
        if (!row || seen.has(dependent)) continue;
        seen.add(dependent);
        next.push(dependent);
        if (row.is_enabled) found.push(row);
      }
    frontier = next;
  }
  return found;
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

/**
 * Switches a module through set_module_enabled (superadmin only): on alone — refused while a module
 * it needs is off — or off with every module that needs it. Answers the modules switched off with it.
 */
export async function setModuleEnabled({
  id,
  enabled,
}: {
  id: string;
  enabled: boolean;
}): Promise<{ id: string; name: string }[]> {
  const answer = unwrap(await supabase.rpc('set_module_enabled', { module_id: id, enabled })) as {
    also_switched_off?: { id: string; name: string }[];
  } | null;
  return answer?.also_switched_off ?? [];
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
