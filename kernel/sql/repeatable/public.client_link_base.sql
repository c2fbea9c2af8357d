-- public.client_link_base: where the links this installation sends to clients start (ADR 050), for
-- Settings to show. The embedded server writes SITE_URL into app.instance_settings at every start; a
-- hosted project sets it with app.set_site_url. Staff only; nothing secret, but nothing for visitors.
create or replace function public.client_link_base() returns jsonb
language plpgsql stable security definer
set search_path = ''
as $$
declare
  url text := app.site_url();
  host text := substring(url from '^https?://(?:[^@/]*@)?(\[[^]]*\]|[^:/]*)');
begin
  if not app.has_role('staff') then
    raise exception 'Only staff can see where client links point' using errcode = '42501';
  end if;
  return jsonb_build_object(
    'url', url,
    'loopback', coalesce(lower(host) in ('localhost', '[::1]', '0.0.0.0') or host ~ '^127\.'
                         or lower(host) like '%.localhost', false));
end
$$;
revoke execute on function public.client_link_base() from public, anon;
grant execute on function public.client_link_base() to authenticated;
comment on function public.client_link_base() is
  'Where client links (invoice and quotation pages, QR codes) start, and whether that is a loopback address.';
