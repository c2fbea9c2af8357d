-- public.website_reorder_draft: stated once here (ADR 040). Settings → Website's "Move up" /
-- "Move down" (ADR 082): the draft rows of one list (team members, client logos or
-- certifications) get the order of p_ids (1, 2, 3, …) in one statement, so a move never leaves
-- two rows sharing a place. Rows not named keep theirs. Superadmin only (spec §6), else 42501.
create or replace function public.website_reorder_draft(p_list text, p_ids uuid[])
returns void
language plpgsql volatile security definer
set search_path = ''
as $$
begin
  if not app.has_role('superadmin') then
    raise exception 'Only a superadmin can change the website' using errcode = '42501';
  end if;
  if p_list = 'team' then
    update public.website_team_members t set sort_order = o.n
      from unnest(p_ids) with ordinality as o (id, n)
     where t.id = o.id and t.version = 'draft';
  elsif p_list = 'clients' then
    update public.website_clients t set sort_order = o.n
      from unnest(p_ids) with ordinality as o (id, n)
     where t.id = o.id and t.version = 'draft';
  elsif p_list = 'certifications' then
    update public.website_certifications t set sort_order = o.n
      from unnest(p_ids) with ordinality as o (id, n)
     where t.id = o.id and t.version = 'draft';
  else
    raise exception 'Unknown list "%": team, clients or certifications', p_list using errcode = '22023';
  end if;
end
$$;
revoke execute on function public.website_reorder_draft(text, uuid[]) from public, anon;
grant execute on function public.website_reorder_draft(text, uuid[]) to authenticated, service_role;
comment on function public.website_reorder_draft(text, uuid[]) is
  'Settings → Website: puts the draft rows of one list (team, clients, certifications) in the given order (superadmin only).';
