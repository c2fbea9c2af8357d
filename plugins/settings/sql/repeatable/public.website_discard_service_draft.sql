-- public.website_discard_service_draft: stated once here (ADR 040). Settings → Website → Services'
-- "Discard draft" (ADR 086): one service page's draft text goes back to what visitors see; the
-- rest of the draft is kept. Superadmin only (spec §6), else 42501; an unknown page is 22023.
create or replace function public.website_discard_service_draft(p_key text)
returns void
language plpgsql volatile security definer
set search_path = ''
as $$
begin
  if not app.has_role('superadmin') then
    raise exception 'Only a superadmin can change the website' using errcode = '42501';
  end if;
  if not exists (select 1 from public.website_services where service_key = p_key and version = 'draft') then
    raise exception 'No service page "%"', p_key using errcode = '22023';
  end if;
  update public.website_services d
     set title = p.title, summary = p.summary, who_needs_it = p.who_needs_it,
         deliverables = p.deliverables, legal_basis = p.legal_basis, sort_order = p.sort_order
    from public.website_services p
   where d.version = 'draft' and p.version = 'published'
     and d.service_key = p_key and p.service_key = p_key;
end
$$;
revoke execute on function public.website_discard_service_draft(text) from public, anon;
grant execute on function public.website_discard_service_draft(text) to authenticated, service_role;
comment on function public.website_discard_service_draft(text) is
  'Settings → Website → Services: puts one service page''s draft text back to the published one (superadmin only).';
