-- public.pos_pin_admins: stated once here (ADR 040). A repeatable definition: applied after every
-- versioned migration, again whenever this file changes. Edit it in place.

-- The till's "Approve…" list (ADR 072): the active admins and superadmins, by name, and whether each
-- has set a POS PIN yet (when). Staff, while the module is on. Never the hashes.
create or replace function public.pos_pin_admins()
returns table (user_id uuid, full_name text, has_pin boolean, pin_set_at timestamptz)
language plpgsql stable security definer
set search_path = ''
as $$
begin
  perform app.pos_guard('staff', 'see who can approve a discount');
  return query
    select p.auth_id, coalesce(nullif(btrim(p.full_name), ''), p.email, 'Admin')::text,
           x.user_id is not null, x.updated_at
      from public.profiles p
      left join public.pos_pins x on x.user_id = p.auth_id
     where p.is_active and p.role in ('admin', 'superadmin')
     order by 2, 1;
end
$$;
revoke execute on function public.pos_pin_admins() from public, anon;
grant execute on function public.pos_pin_admins() to authenticated, service_role;
