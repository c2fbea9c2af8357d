// Who can own or be assigned a record: active staff, admins and superadmins,
// by name. Every module's "owner: …" label reads this one list (one request,
// cached under kernelKeys.staff), and owner / assignee fields choose through
// the `staff` picker below (ADR 044), so modules do not each write the same
// query. Profiles are the kernel's table, so the kit offers this picker itself
// (no plugin owns it). RLS decides what the caller sees of profiles.

import { kernelKeys } from '@kernel/data/query-keys.ts';
import { unwrap } from '@kernel/data/unwrap.ts';
import type { PickerContribution, PickerOption } from '@kernel/registry/extension-points.ts';
import { supabase } from '@kernel/supabase.ts';
import { useQuery } from '@tanstack/react-query';
import { searchFilter } from '../list/apply-list-state.ts';

export interface StaffMember {
  auth_id: string;
  full_name: string | null;
  email: string | null;
  /** What to show: the full name, else the e-mail, else "Unnamed". */
  name: string;
}

/** Active staff members, admins and superadmins, by name. */
export async function fetchStaffMembers(): Promise<StaffMember[]> {
  const rows = unwrap(
    await supabase
      .from('profiles')
      .select('auth_id, full_name, email')
      .in('role', ['staff', 'admin', 'superadmin'])
      .eq('is_active', true)
      .order('full_name'),
  ) as { auth_id: string; full_name: string | null; email: string | null }[];
  return rows.map((r) => ({ ...r, name: r.full_name || r.email || 'Unnamed' }));
}

/** The staff list, kept five minutes (people join rarely; a role change refreshes it at the next visit). */
export function useStaffMembers() {
  return useQuery({ queryKey: kernelKeys.staff.all, queryFn: fetchStaffMembers, staleTime: 300_000 });
}

type ProfileRow = { auth_id: string; full_name: string | null; email: string | null; is_active: boolean };
const PROFILE_COLUMNS = 'auth_id, full_name, email, is_active';

const staffOption = (p: ProfileRow): PickerOption => ({
  value: p.auth_id,
  label: p.full_name || p.email || 'Unnamed',
  hint:
    [p.full_name ? p.email : null, p.is_active ? null : 'former staff'].filter(Boolean).join(' · ') ||
    undefined,
});

/**
 * `staff`: active staff members, admins and superadmins by name or e-mail — the owner, manager and assignee
 * fields' picker. A value a form holds (someone who has since left) is still answered, marked "former staff".
 */
export const staffPicker: PickerContribution = {
  kind: 'staff',
  label: 'Staff member',
  async search(query, supabase, { limit, include, signal }) {
    let found: ProfileRow[] = [];
    if (limit > 0) {
      let rows = supabase
        .from('profiles')
        .select(PROFILE_COLUMNS)
        .in('role', ['staff', 'admin', 'superadmin'])
        .eq('is_active', true)
        .order('full_name')
        .limit(limit);
      if (query.trim()) rows = rows.or(searchFilter(query.trim(), ['full_name', 'email']));
      if (signal) rows = rows.abortSignal(signal);
      found = unwrap(await rows) as ProfileRow[];
    }
    const missing = include.filter((id) => id && !found.some((p) => p.auth_id === id));
    const held = missing.length
      ? (unwrap(
          await supabase.from('profiles').select(PROFILE_COLUMNS).in('auth_id', missing),
        ) as ProfileRow[])
      : [];
    return [...found, ...held].map(staffOption);
  },
};
