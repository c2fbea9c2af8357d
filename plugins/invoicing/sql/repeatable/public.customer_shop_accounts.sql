-- public.customer_shop_accounts: stated once here (ADR 040). A repeatable definition: applied after every
-- versioned migration, again whenever this file changes. Edit it in place.

create or replace function public.customer_shop_accounts(customer_id uuid)
returns table (user_id uuid, email text, full_name text, linked_at timestamptz, linked_by_name text,
               account_created_at timestamptz, email_confirmed_at timestamptz, last_sign_in_at timestamptz,
               invited_at timestamptz, accepted_at timestamptz)
language plpgsql stable security definer
set search_path = ''
as $$
begin
  if not coalesce(app.has_role('staff'), false) then
    raise exception 'Only staff can read shop accounts' using errcode = '42501';
  end if;
  return query
    select a.user_id, lower(u.email)::text, pr.full_name, a.linked_at,
           coalesce(nullif(btrim(lb.full_name), ''), lb.email),
           u.created_at, u.email_confirmed_at, u.last_sign_in_at, i.invited_at, i.accepted_at
      from public.customer_accounts a
      join auth.users u on u.id = a.user_id
      left join public.profiles pr on pr.auth_id = a.user_id
      left join public.profiles lb on lb.auth_id = a.linked_by
      left join public.customer_account_invitations i on i.id = a.invitation_id
     where a.customer_id = customer_shop_accounts.customer_id
     order by a.linked_at;
end
$$;
revoke execute on function public.customer_shop_accounts(uuid) from public, anon;
grant execute on function public.customer_shop_accounts(uuid) to authenticated, service_role;
