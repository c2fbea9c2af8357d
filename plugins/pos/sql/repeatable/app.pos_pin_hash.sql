-- app.pos_pin_hash: stated once here (ADR 040). A repeatable definition: applied after every
-- versioned migration, again whenever this file changes. Edit it in place.

-- An admin's POS PIN, salted and hashed by iterated SHA-256 (built into PostgreSQL 11+, so the same on
-- PGlite, which does not load pgcrypto, ADR 072). A 4-digit PIN has 10,000 values: no hash makes it
-- hard to guess from a stolen hash, so the hashes are readable only by the service role and the real
-- protection is the lock after 5 wrong tries (public.pos_approve_discount).
create or replace function app.pos_pin_hash(pin text, salt bytea, rounds integer)
returns bytea
language plpgsql immutable strict
set search_path = ''
as $$
declare
  h bytea := sha256(salt || convert_to(pin, 'UTF8'));
begin
  for i in 2..rounds loop
    h := sha256(h || salt);
  end loop;
  return h;
end
$$;
revoke execute on function app.pos_pin_hash(text, bytea, integer) from public, anon, authenticated;
grant execute on function app.pos_pin_hash(text, bytea, integer) to service_role;
