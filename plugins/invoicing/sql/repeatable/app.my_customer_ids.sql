-- app.my_customer_ids: stated once here (ADR 040). A repeatable definition: applied after every
-- versioned migration, again whenever this file changes. Edit it in place.

-- The caller's linked customers, only while the session the request carries still exists (accepting an
-- invitation ends the account's other sessions; their access tokens stop reading at once).
create or replace function app.my_customer_ids() returns setof uuid
language sql stable security definer
set search_path = ''
as $$
  select a.customer_id from public.customer_accounts a
   where a.user_id = auth.uid() and app.user_role() = 'customer'
     and (coalesce(auth.jwt() ->> 'session_id', '') !~ '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
          or exists (select 1 from auth.sessions s
                      where s.id = (auth.jwt() ->> 'session_id')::uuid and s.user_id = auth.uid()))
$$;
revoke execute on function app.my_customer_ids() from public, anon;
grant execute on function app.my_customer_ids() to authenticated;
