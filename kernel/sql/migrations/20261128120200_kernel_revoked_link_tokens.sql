-- Client links answer what became of them (issue 20 #14, ADR 035): a token that
-- never existed is 404, a token staff revoked (or replaced) is 410 Gone. To
-- tell the two apart the database remembers revoked tokens — only their
-- SHA-256, so this table opens nothing. Modules record a token here when they
-- drop or replace it (triggers on invoice_links and quotations).
create table app.revoked_link_tokens (
  token_hash bytea primary key,
  kind text not null,
  revoked_at timestamptz not null default now()
);
comment on table app.revoked_link_tokens is
  'SHA-256 of client-link tokens that were revoked or replaced: such a link answers 410 instead of 404.';
revoke all on app.revoked_link_tokens from public, anon, authenticated, service_role;

create function app.remember_revoked_link(token text, kind text) returns void
language sql volatile security definer
set search_path = ''
as $$
  insert into app.revoked_link_tokens (token_hash, kind)
  select sha256(convert_to(token, 'UTF8')), kind
   where token is not null
  on conflict (token_hash) do nothing
$$;
revoke execute on function app.remember_revoked_link(text, text) from public, anon, authenticated;

create function app.link_was_revoked(token text) returns boolean
language sql stable security definer
set search_path = ''
as $$
  select token is not null and exists (
    select 1 from app.revoked_link_tokens r where r.token_hash = sha256(convert_to(token, 'UTF8')))
$$;
revoke execute on function app.link_was_revoked(text) from public, anon, authenticated;

-- The answer for a token that opens nothing: 410 if it once did, 404 otherwise.
-- Raised with PostgREST's PTxxx codes, which set the HTTP status (server/rest/errors.ts).
create function app.raise_dead_link(token text) returns void
language plpgsql stable
set search_path = ''
as $$
begin
  if app.link_was_revoked(token) then
    raise exception 'This link was withdrawn: ask us for a new one' using errcode = 'PT410';
  end if;
  raise exception 'This link is not valid or no longer works: ask us for a new one' using errcode = 'PT404';
end
$$;
revoke execute on function app.raise_dead_link(text) from public, anon, authenticated;
