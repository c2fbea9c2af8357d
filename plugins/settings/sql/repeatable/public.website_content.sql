-- public.website_content: stated once here (ADR 040). The public site's published content
-- (Settings → Website, ADR 067) in one row: the home hero and the team members in their order.
-- Anyone may call it; it reads only the published rows (never a draft). The server renderer
-- calls it as anon for every public page (server/spa/ssr.ts publicRpc), the browser when it
-- has no server-rendered copy.
create or replace function public.website_content()
returns table (hero jsonb, team jsonb)
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
                from public.website_team_members m where m.version = 'published'), '[]'::jsonb)
$$;
revoke execute on function public.website_content() from public;
grant execute on function public.website_content() to anon, authenticated, service_role;
comment on function public.website_content() is
  'The public site''s published content (hero, team): what visitors see. Anyone may call it.';
