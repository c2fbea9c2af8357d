// Projects in the command palette: by number, title, customer or site.
import { unwrap } from '@kernel/data/unwrap.ts';
import type { SearchSource } from '@kernel/registry/extension-points.ts';

export const projectsSearchSource: SearchSource = {
  id: 'projects',
  label: 'Projects',
  search: async (query, supabase, { signal, limit }) => {
    const pattern = `%${query.toLowerCase().replace(/[\\%_]/g, '\\$&')}%`;
    const rows = unwrap(
      await supabase
        .from('projects_list')
        .select('id, number, title, customer_name')
        .ilike('search_text', pattern)
        .order('created_at', { ascending: false })
        .limit(limit)
        .abortSignal(signal),
    ) as { id: string; number: string; title: string; customer_name: string | null }[];
    return rows.map((p) => ({
      title: p.title,
      subtitle: [p.number, p.customer_name].filter(Boolean).join(' · '),
      path: `/dashboard/projects/${p.id}`,
    }));
  },
};
