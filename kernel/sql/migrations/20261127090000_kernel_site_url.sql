-- Where this app is served, for links the database writes itself: e-mails
-- queued by scheduled work (invoice reminders) have no browser origin to take
-- one from. The embedded server writes SITE_URL here at every start
-- (server/start.ts); on a hosted Supabase project an operator runs once
--   select app.set_site_url('https://app.example.co.ke');
-- Null (never set): such e-mails go without the link rather than with a wrong one.
create table app.instance_settings (
  id integer primary key default 1 check (id = 1),
  site_url text check (site_url is null or (site_url ~ '^https?://[^[:space:]?#]+$' and length(site_url) <= 300)),
  updated_at timestamptz not null default now()
);
comment on table app.instance_settings is
  'One row: facts about this installation the database needs (the public site URL for links in e-mails).';
insert into app.instance_settings (id) values (1);
revoke all on app.instance_settings from public, anon, authenticated, service_role;

create function app.site_url() returns text
language sql stable security definer
set search_path = ''
as $$
  select s.site_url from app.instance_settings s where s.id = 1
$$;
revoke execute on function app.site_url() from public, anon, authenticated;

-- A trailing slash is dropped so callers append '/path'.
create function app.set_site_url(url text) returns void
language plpgsql security definer
set search_path = ''
as $$
declare
  clean text := nullif(regexp_replace(btrim(coalesce(url, '')), '/+$', ''), '');
begin
  if clean is not null and (clean !~ '^https?://[^[:space:]?#]+$' or length(clean) > 300) then
    raise exception 'The site URL must be an http(s) address without a query or fragment, like https://app.example.co.ke'
      using errcode = '22023';
  end if;
  update app.instance_settings s set site_url = clean, updated_at = now()
   where s.id = 1 and s.site_url is distinct from clean;
end
$$;
revoke execute on function app.set_site_url(text) from public, anon, authenticated;
