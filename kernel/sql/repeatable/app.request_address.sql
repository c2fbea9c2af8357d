-- app.request_address: stated once here (ADR 040, ADR 065). A repeatable definition: applied after every
-- versioned migration, again whenever this file changes. Edit it in place.
-- The leads module created it (…20261125120200_leads_enquiries.sql, now a placeholder); it lives in the
-- kernel because several modules throttle or stamp by address (leads, feedback, surveys, quotations, the shop)
-- and a plugin may not rely on another plugin's SQL.

-- The caller's address as PostgREST passes it from the server's proxy headers (null when unknown).
create or replace function app.request_address() returns text
language plpgsql stable
set search_path = ''
as $$
declare
  raw text := nullif(current_setting('request.headers', true), '');
  headers jsonb;
begin
  if raw is null then
    return null;
  end if;
  begin
    headers := raw::jsonb;
  exception when others then
    return null;
  end;
  return left(coalesce(
    nullif(btrim(headers ->> 'x-real-ip'), ''),
    nullif(btrim(split_part(headers ->> 'x-forwarded-for', ',', 1)), '')
  ), 100);
end
$$;
revoke execute on function app.request_address() from public, anon, authenticated;
