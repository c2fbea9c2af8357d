-- public.website_publish: stated once here (ADR 040). Settings → Website's "Publish" (ADR 067,
-- 082, 086): the whole draft — hero, team, client logos, certifications, the privacy policy and the
-- service pages' texts — becomes what visitors see, in one transaction (a visitor never sees half
-- of a publish). One service page alone: public.website_publish_service.
-- The privacy policy's "last updated" becomes today (company time zone) when its text changed.
-- Superadmin only (spec §6), else 42501. Audited as website.published. Answers the number of
-- team members now published.
create or replace function public.website_publish()
returns integer
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  v_count integer;
  v_today date := (now() at time zone coalesce(
    (select o.timezone from public.organizations o where o.id = 1), 'Africa/Nairobi'))::date;
begin
  if not app.has_role('superadmin') then
    raise exception 'Only a superadmin can publish the website' using errcode = '42501';
  end if;
  update public.website_hero p
     set heading = d.heading, body = d.body, cta_label = d.cta_label, cta_href = d.cta_href
    from public.website_hero d
   where p.version = 'published' and d.version = 'draft';
  delete from public.website_team_members where version = 'published';
  insert into public.website_team_members (version, member_key, name, role, bio, sort_order, photo_path)
  select 'published', member_key, name, role, bio, sort_order, photo_path
    from public.website_team_members where version = 'draft';
  get diagnostics v_count = row_count;
  delete from public.website_clients where version = 'published';
  insert into public.website_clients (version, client_key, name, logo_path, website_url, sort_order)
  select 'published', client_key, name, logo_path, website_url, sort_order
    from public.website_clients where version = 'draft';
  delete from public.website_certifications where version = 'published';
  insert into public.website_certifications
    (version, cert_key, title, issuer, scope, number, valid_until, document_path, sort_order)
  select 'published', cert_key, title, issuer, scope, number, valid_until, document_path, sort_order
    from public.website_certifications where version = 'draft';
  update public.website_privacy_policy p
     set intro = d.intro, sections = d.sections,
         last_updated = case when (p.intro, p.sections) is distinct from (d.intro, d.sections)
                             then v_today else p.last_updated end
    from public.website_privacy_policy d
   where p.version = 'published' and d.version = 'draft';
  update public.website_services p
     set title = d.title, summary = d.summary, who_needs_it = d.who_needs_it,
         deliverables = d.deliverables, legal_basis = d.legal_basis, sort_order = d.sort_order
    from public.website_services d
   where p.version = 'published' and d.version = 'draft' and d.service_key = p.service_key
     and (p.title, p.summary, p.who_needs_it, p.deliverables, p.legal_basis, p.sort_order)
         is distinct from (d.title, d.summary, d.who_needs_it, d.deliverables, d.legal_basis, d.sort_order);
  insert into public.audit_log (actor, action, target, details)
  values (auth.uid(), 'website.published', 'website', jsonb_build_object('team_members', v_count));
  return v_count;
end
$$;
revoke execute on function public.website_publish() from public, anon;
grant execute on function public.website_publish() to authenticated, service_role;
comment on function public.website_publish() is
  'Settings → Website: copies the draft content over the published content (superadmin only).';
