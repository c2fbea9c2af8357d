-- Settings → Website (issue 27, ADR 067): the public site's editable content, a small
-- structured CMS — not free HTML. Every record exists as a `draft` (what the superadmin
-- edits) and a `published` copy (what visitors and the server renderer read). Publishing
-- copies the draft over the published copy in one RPC (public.website_publish); "Discard
-- changes" copies it back (public.website_discard_draft).
--
-- Who may do what (RLS below):
-- - anyone (anon included) reads the published rows, through public.website_content() or
--   directly; never the draft;
-- - a superadmin (spec §6: /dashboard/settings) reads both and writes the draft rows only;
-- - nobody writes a published row but the publish RPC (security definer).

create table public.website_hero (
  version text primary key constraint website_hero_version_known check (version in ('draft', 'published')),
  heading text not null constraint website_hero_heading_length check (length(btrim(heading)) between 1 and 120),
  body text not null constraint website_hero_body_length check (length(btrim(body)) between 1 and 600),
  cta_label text not null constraint website_hero_cta_label_length check (length(btrim(cta_label)) between 1 and 40),
  -- A path on the site ("/contact"), never a script or another site's address.
  cta_href text not null constraint website_hero_cta_href_path check (cta_href ~ '^/[A-Za-z0-9/_?=&#.-]*$' and length(cta_href) <= 200),
  updated_at timestamptz not null default now(),
  updated_by uuid default auth.uid() references auth.users (id) on delete set null
);
comment on table public.website_hero is
  'The home page hero (Settings → Website, plugins/settings): one draft row and one published row.';

create table public.website_team_members (
  id uuid primary key default gen_random_uuid(),
  version text not null constraint website_team_members_version_known check (version in ('draft', 'published')),
  -- The same person in both versions: publishing copies a draft row to the published row with its key.
  member_key uuid not null default gen_random_uuid(),
  name text not null constraint website_team_members_name_length check (length(btrim(name)) between 1 and 120),
  role text not null constraint website_team_members_role_length check (length(btrim(role)) between 1 and 120),
  bio text not null default '' constraint website_team_members_bio_length check (length(bio) <= 1500),
  sort_order integer not null default 0 constraint website_team_members_sort_order_range check (sort_order between 0 and 9999),
  -- Object name in the public "branding" bucket, optional.
  photo_path text constraint website_team_members_photo_path_length check (photo_path is null or length(photo_path) <= 500),
  updated_at timestamptz not null default now(),
  updated_by uuid default auth.uid() references auth.users (id) on delete set null,
  constraint website_team_members_one_per_version unique (version, member_key)
);
comment on table public.website_team_members is
  'Team members on /team (Settings → Website, plugins/settings): draft rows and published rows.';
create index website_team_members_order_idx on public.website_team_members (version, sort_order, name);

create function app.website_touch() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.updated_at := now();
  new.updated_by := coalesce(auth.uid(), new.updated_by);
  return new;
end
$$;
revoke execute on function app.website_touch() from public, anon, authenticated;
create trigger website_hero_touch before update on public.website_hero
  for each row execute function app.website_touch();
create trigger website_team_members_touch before update on public.website_team_members
  for each row execute function app.website_touch();

alter table public.website_hero enable row level security;
alter table public.website_team_members enable row level security;
revoke all on public.website_hero, public.website_team_members from anon, authenticated;
grant select on public.website_hero, public.website_team_members to anon;
grant select, update on public.website_hero to authenticated;
grant select, insert, update, delete on public.website_team_members to authenticated;
grant all on public.website_hero, public.website_team_members to service_role;

create policy website_hero_read_published on public.website_hero for select to anon, authenticated
  using (version = 'published');
create policy website_hero_superadmin_read on public.website_hero for select to authenticated
  using (app.has_role('superadmin'));
create policy website_hero_superadmin_edit_draft on public.website_hero for update to authenticated
  using (version = 'draft' and app.has_role('superadmin'))
  with check (version = 'draft' and app.has_role('superadmin'));

create policy website_team_read_published on public.website_team_members for select to anon, authenticated
  using (version = 'published');
create policy website_team_superadmin_read on public.website_team_members for select to authenticated
  using (app.has_role('superadmin'));
create policy website_team_superadmin_insert_draft on public.website_team_members for insert to authenticated
  with check (version = 'draft' and app.has_role('superadmin'));
create policy website_team_superadmin_update_draft on public.website_team_members for update to authenticated
  using (version = 'draft' and app.has_role('superadmin'))
  with check (version = 'draft' and app.has_role('superadmin'));
create policy website_team_superadmin_delete_draft on public.website_team_members for delete to authenticated
  using (version = 'draft' and app.has_role('superadmin'));

-- What the site shows today (site/components/home-hero.tsx), published and as the first draft,
-- so nothing changes for visitors until a superadmin publishes. No team members yet: /team
-- keeps showing the disciplines.
insert into public.website_hero (version, heading, body, cta_label, cta_href, updated_by)
select v, 'Safe, healthy and compliant workplaces',
       'We audit workplaces, measure noise, air and water, train your people and examine exposed workers — so you meet the law and everyone goes home safe.',
       'Request a quote', '/contact', null
  from unnest(array['draft', 'published']) v;
