// Who can own or be assigned a record: active staff, admins and superadmins,
// by name. Every module's owner picker and "owner: …" label reads this one
// list (one request, cached under kernelKeys.staff), so modules do not each
// write the same query. RLS decides what the caller sees of profiles.

import { kernelKeys } from '@kernel/data/query-keys.ts';
import { unwrap } from '@kernel/data/unwrap.ts';
import { supabase } from '@kernel/supabase.ts';
import { useQuery } from '@tanstack/react-query';

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
