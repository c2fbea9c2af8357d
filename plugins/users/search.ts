// Users' part of global search (Ctrl/⌘ K): accounts by name, e-mail or phone.
// Row-level security decides what the query sees (an admin sees everyone). The
// page has no record screen yet, so a hit opens the list searched for that name.
import { unwrap } from '@kernel/data/unwrap.ts';
import type { SearchHit, SearchSource } from '@kernel/registry/extension-points.ts';

/**
 * `query` as the operand of an `ilike` inside PostgREST's `or=(…)`, matching it anywhere in the text and
 * literally: LIKE's `\`, `%` and `_` are escaped (backslash is LIKE's escape character); `*` — which
 * PostgREST turns into `%` — becomes `_`, one any character, the closest it can mean; and the whole is
 * double-quoted with `\` and `"` escaped, so `,`, `(`, `)` or `.` in what someone typed cannot end the
 * operand and add conditions of its own.
 */
export function ilikeOperand(query: string): string {
  const like = query.replace(/[\\%_]/g, '\\$&').replaceAll('*', '_');
  return `"${`%${like}%`.replace(/[\\"]/g, '\\$&')}"`;
}

/** The `or` filter: name, e-mail or phone contains the query. */
export function userSearchFilter(query: string): string {
  const operand = ilikeOperand(query);
  return ['full_name', 'email', 'phone'].map((column) => `${column}.ilike.${operand}`).join(',');
}

export const usersSearchSource: SearchSource = {
  id: 'users',
  label: 'Users',
  async search(query, supabase, { signal, limit }) {
    const rows = unwrap(
      await supabase
        .from('profiles')
        .select('auth_id, full_name, email, phone, role')
        .or(userSearchFilter(query))
        .order('full_name')
        .limit(limit)
        .abortSignal(signal),
    );
    return rows.map((row): SearchHit => {
      const name = row.full_name?.trim() || row.email || row.phone || 'Unnamed account';
      const contact = row.full_name?.trim() ? (row.email ?? row.phone) : null;
      return {
        title: name,
        subtitle: contact ? `${contact} · ${row.role}` : row.role,
        path: `/dashboard/users?q=${encodeURIComponent(name)}`,
      };
    });
  },
};
