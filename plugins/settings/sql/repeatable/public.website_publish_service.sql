-- public.website_publish_service: stated once here (ADR 040). Settings → Website → Services'
-- "Publish" (ADR 086): one service page's draft text becomes what visitors see; the rest of the
-- draft stays a draft. Superadmin only (spec §6), else 42501; an unknown page is 22023. Audited as
-- website.service_published. Answers whether the published text changed.
create or replace function public.website_publish_service(p_key text)
returns boolean
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  v_changed integer;
begin
  if not app.has_role('superadmin') then
    raise exception 'Only a superadmin can publish the website' using errcode = '42501';
  end if;
  if not exists (select 1 from public.website_services where service_key = p_key and version = 'draft') then
    raise exception 'No service page "%"', p_key using errcode = '22023';
  end if;
  update public.website_services p
     set title = d.title, summary = d.summary, who_needs_it = d.who_needs_it,
         deliverables = d.deliverables, legal_basis = d.legal_basis, sort_order = d.sort_order
    from public.website_services d
   where p.version = 'published' and d.version = 'draft'
     and p.service_key = p_key and d.service_key = p_key
     and (p.title, p.summary, p.who_needs_it, p.deliverables, p.legal_basis, p.sort_order)
         is distinct from (d.title, d.summary, d.who_needs_it, d.deliverables, d.legal_basis, d.sort_order);
  get diagnostics v_changed = row_count;
  insert into public.audit_log (actor, action, target, details)
  values (auth.uid(), 'website.service_published', 'website', jsonb_build_object('service', p_key,
          'changed', v_changed > 0));
  return v_changed > 0;
end
$$;
revoke execute on function public.website_publish_service(text) from public, anon;
grant execute on function public.website_publish_service(text) to authenticated, service_role;
comment on function public.website_publish_service(text) is
  'Settings → Website → Services: publishes one service page''s draft text (superadmin only).';
