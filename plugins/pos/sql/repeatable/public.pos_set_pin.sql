-- public.pos_set_pin: stated once here (ADR 040). A repeatable definition: applied after every
-- versioned migration, again whenever this file changes. Edit it in place.

-- "My POS PIN" (issue 25, ADR 072): an admin or superadmin sets or changes their own PIN, 4 to 8
-- digits, not a run like 1234 or 1111. Stored salted and hashed (app.pos_pin_hash) with a fresh salt;
-- setting it again clears the wrong tries and a lock (the admin is signed in as themselves).
create or replace function public.pos_set_pin(p_pin text)
returns jsonb
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  me uuid := auth.uid();
  pin text := btrim(coalesce(p_pin, ''));
  salt bytea := decode(replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', ''), 'hex');
  rounds integer := 10000;
  stamp timestamptz;
begin
  perform app.pos_guard('admin', 'set a POS PIN');
  if pin !~ '^[0-9]{4,8}$' then
    raise exception 'The PIN is 4 to 8 digits' using errcode = '22023';
  end if;
  -- Every digit the same, or each one more (or one less) than the one before: the first PINs tried.
  if pin ~ '^(.)\1*$'
     or position(pin in '01234567890123456789') > 0
     or position(pin in '98765432109876543210') > 0 then
    raise exception 'Choose a PIN that is not a run like 1234 or 1111' using errcode = '22023';
  end if;
  insert into public.pos_pins as p (user_id, salt, hash, rounds)
  values (me, salt, app.pos_pin_hash(pin, salt, rounds), rounds)
  on conflict (user_id) do update
    set salt = excluded.salt, hash = excluded.hash, rounds = excluded.rounds, failed_count = 0,
        first_failed_at = null, locked_until = null, updated_at = now()
  returning p.updated_at into stamp;
  insert into public.audit_log (actor, action, target, details)
  values (me, 'pos.pin_set', 'pos_pins:' || me, '{}'::jsonb);
  return jsonb_build_object('has_pin', true, 'updated_at', stamp);
end
$$;
revoke execute on function public.pos_set_pin(text) from public, anon;
grant execute on function public.pos_set_pin(text) to authenticated, service_role;
