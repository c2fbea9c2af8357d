-- public.website_discard_draft: stated once here (ADR 040). Settings → Website's "Discard
-- changes" (ADR 067, 082, 086): the whole draft — hero, team, client logos, certifications, the
-- privacy policy and the service pages' texts — goes back to what is published. Superadmin only
-- (spec §6), else 42501. One service page alone: public.website_discard_service_draft.
create or replace function public.website_discard_draft()
returns void
language plpgsql volatile security definer
set search_path = ''
as $$
begin
  if not app.has_role('superadmin') then
    raise exception 'Only a superadmin can change the website' using errcode = '42501';
  end if;
  update public.website_hero d
     set heading = p.heading, body = p.body, cta_label = p.cta_label, cta_href = p.cta_href
    from public.website_hero p
   where d.version = 'draft' and p.version = 'published';
  delete from public.website_team_members where version = 'draft';
  insert into public.website_team_members (version, member_key, name, role, bio, sort_order, photo_path)
  select 'draft', member_key, name, role, bio, sort_order, photo_path
    from public.website_team_members where version = 'published';
  delete from public.website_clients where version = 'draft';
  insert into public.website_clients (version, client_key, name, logo_path, website_url, sort_order)
  select 'draft', client_key, name, logo_path, website_url, sort_order
    from public.website_clients where version = 'published';
  delete from public.website_certifications where version = 'draft';
  insert into public.website_certifications
    (version, cert_key, title, issuer, scope, number, valid_until, document_path, sort_order)
  select 'draft', cert_key, title, issuer, scope, number, valid_until, document_path, sort_order
    from public.website_certifications where version = 'published';
  update public.website_privacy_policy d
     set intro = p.intro, sections = p.sections, last_updated = p.last_updated
    from public.website_privacy_policy p
   where d.version = 'draft' and p.version = 'published';
  update public.website_services d
     set title = p.title, summary = p.summary, who_needs_it = p.who_needs_it,
         deliverables = p.deliverables, legal_basis = p.legal_basis, sort_order = p.sort_order
    from public.website_services p
   where d.version = 'draft' and p.version = 'published' and p.service_key = d.service_key
     and (p.title, p.summary, p.who_needs_it, p.deliverables, p.legal_basis, p.sort_order)
         is distinct from (d.title, d.summary, d.who_needs_it, d.deliverables, d.legal_basis, d.sort_order);
end
$$;
revoke execute on function public.website_discard_draft() from public, anon;
grant execute on function public.website_discard_draft() to authenticated, service_role;
comment on function public.website_discard_draft() is
  'Settings → Website: the draft content goes back to the published content (superadmin only).';
