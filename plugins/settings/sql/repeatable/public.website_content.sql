-- public.website_content: stated once here (ADR 040). The public site's published content
-- (Settings → Website, ADR 067, 082 and 086) in one row: the home hero, the team members, the client
-- logos and the certifications in their order, the privacy policy and the service pages' texts. Anyone may call it; it
-- reads only the published rows (never a draft). The server renderer calls it as anon for every
-- public page (server/spa/ssr.ts publicRpc), the browser when it has no server-rendered copy.
-- A certification past its "valid until" day (in the company's time zone) is left out: the site
-- never claims an expired registration (ADR 082), and it drops off without a publish.
create or replace function public.website_content()
returns table (hero jsonb, team jsonb, clients jsonb, certifications jsonb, privacy jsonb, services jsonb)
language sql stable security definer
set search_path = ''
as $$
  select
    (select jsonb_build_object('heading', h.heading, 'body', h.body, 'cta_label', h.cta_label,
                               'cta_href', h.cta_href)
       from public.website_hero h where h.version = 'published'),
    coalesce((select jsonb_agg(jsonb_build_object('key', m.member_key, 'name', m.name, 'role', m.role,
                                                  'bio', m.bio, 'photo_path', m.photo_path)
                               order by m.sort_order, m.name)
                from public.website_team_members m where m.version = 'published'), '[]'::jsonb),
    coalesce((select jsonb_agg(jsonb_build_object('key', c.client_key, 'name', c.name,
                                                  'logo_path', c.logo_path, 'website_url', c.website_url)
                               order by c.sort_order, c.name)
                from public.website_clients c where c.version = 'published'), '[]'::jsonb),
    coalesce((select jsonb_agg(jsonb_build_object('key', c.cert_key, 'title', c.title, 'issuer', c.issuer,
                                                  'scope', c.scope, 'number', c.number,
                                                  'valid_until', c.valid_until,
                                                  'document_path', c.document_path)
                               order by c.sort_order, c.title)
                from public.website_certifications c
               where c.version = 'published'
                 and (c.valid_until is null
                      or c.valid_until >= (now() at time zone coalesce(
                           (select o.timezone from public.organizations o where o.id = 1), 'Africa/Nairobi'))::date)),
             '[]'::jsonb),
    (select jsonb_build_object('intro', p.intro, 'sections', p.sections, 'last_updated', p.last_updated)
       from public.website_privacy_policy p where p.version = 'published'),
    coalesce((select jsonb_agg(jsonb_build_object('key', s.service_key, 'title', s.title, 'summary', s.summary,
                                                  'who_needs_it', s.who_needs_it,
                                                  'deliverables', to_jsonb(s.deliverables),
                                                  'legal_basis', s.legal_basis)
                               order by s.sort_order, s.service_key)
                from public.website_services s where s.version = 'published'), '[]'::jsonb)
$$;
revoke execute on function public.website_content() from public;
grant execute on function public.website_content() to anon, authenticated, service_role;
comment on function public.website_content() is
  'The public site''s published content (hero, team, clients, certifications, privacy policy, service texts): what visitors see. Anyone may call it.';
