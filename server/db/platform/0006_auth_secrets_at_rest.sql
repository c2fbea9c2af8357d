-- No usable secret at rest in auth (hardening):
-- * auth.refresh_tokens keeps the SHA-256 (hex) of each refresh token, not
--   the token (server/auth/sessions.ts); tokens issued before are digested
--   here, so sessions already signed in keep refreshing.
-- * A queued message's link and code are sealed with a key the database does
--   not hold (server/auth/outbox-seal.ts) and dropped once it is sent.
update auth.refresh_tokens set token = encode(sha256(convert_to(token, 'UTF8')), 'hex') where token is not null;
update auth.refresh_tokens set parent = encode(sha256(convert_to(parent, 'UTF8')), 'hex') where parent is not null;

create or replace function auth.outbox_drop_secrets_when_sent() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.sent_at is not null then
    new.data := new.data - 'sealed' - 'link' - 'token' - 'token_hash';
  end if;
  return new;
end
$$;

create trigger outbox_drop_secrets_when_sent before update of sent_at on auth.outbox
  for each row execute function auth.outbox_drop_secrets_when_sent();
