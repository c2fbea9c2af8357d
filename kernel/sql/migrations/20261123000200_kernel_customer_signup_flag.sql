-- Public sign-up makes customers, and customers carry the UI's POS-customer
-- flag (spec §6: "POS customers (user_metadata is_pos_customer true) cannot
-- enter the dashboard"). The sign-up page sends the flag, but a visitor
-- calling /auth/v1/signup directly could leave it out and land in the
-- dashboard shell (RLS still refuses every staff row: profiles.role is the
-- lock, this flag only spares them an empty shell). So the database sets it
-- on every new account whose role is customer, and drops it from accounts an
-- administrator creates with a staff role.
--
-- BEFORE INSERT, so the row GoTrue returns already holds the flag. The role
-- is read the same way as app.handle_new_user: app_metadata.role, which only
-- the service role can set; anything unknown counts as customer.

create function app.mark_customer_signup() returns trigger
language plpgsql
set search_path = ''
as $$
declare
  r text := new.raw_app_meta_data ->> 'role';
begin
  if r is null or r not in ('superadmin', 'admin', 'staff') then
    new.raw_user_meta_data := coalesce(new.raw_user_meta_data, '{}'::jsonb) || '{"is_pos_customer": true}'::jsonb;
  else
    new.raw_user_meta_data := coalesce(new.raw_user_meta_data, '{}'::jsonb) - 'is_pos_customer';
  end if;
  return new;
end
$$;

revoke execute on function app.mark_customer_signup() from public;

create trigger mark_customer_signup before insert on auth.users
  for each row execute function app.mark_customer_signup();
