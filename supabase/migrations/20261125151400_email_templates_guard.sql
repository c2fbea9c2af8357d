-- The template guards of 20261125151000 allowed locking only to a fixed list of
-- owner roles (postgres, supabase_admin, service_role); a PostgreSQL install that
-- migrates as another user could not seed a system template. They now refuse
-- only the API's roles (anon, authenticated); everything else is as before.
create or replace function app.email_templates_guard() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if tg_op = 'DELETE' then
    if old.locked then
      raise exception 'The "%" template is used by the system and cannot be deleted; make it say what you need instead',
        old.name using errcode = '42501';
    end if;
    return old;
  end if;
  if old.locked and new.key <> old.key then
    raise exception 'The "%" template is used by the system; its key cannot change', old.name using errcode = '42501';
  end if;
  if new.locked <> old.locked and current_user in ('anon', 'authenticated') then
    raise exception 'Only a migration can lock or unlock a template' using errcode = '42501';
  end if;
  return new;
end
$$;

create or replace function app.email_templates_insert_guard() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.locked and current_user in ('anon', 'authenticated') then
    raise exception 'Only a migration can add a system template' using errcode = '42501';
  end if;
  return new;
end
$$;
