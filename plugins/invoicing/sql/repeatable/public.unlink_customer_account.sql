-- public.unlink_customer_account: stated once here (ADR 040). A repeatable definition: applied after every
-- versioned migration, again whenever this file changes. Edit it in place.

-- STAFF: the account no longer sees the customer's invoices, and the client links it was shown stop
-- working (a new link is made for the next send, reminder or remaining account). Unlinking what is not
-- linked: P0002.
create or replace function public.unlink_customer_account(customer_id uuid, user_id uuid) returns void
language plpgsql security definer
set search_path = ''
as $$
declare
  v_email text;
  held record;
begin
  if not coalesce(app.has_role('staff'), false) then
    raise exception 'Only staff can unlink shop accounts' using errcode = '42501';
  end if;
  delete from public.customer_accounts a
   where a.customer_id = unlink_customer_account.customer_id and a.user_id = unlink_customer_account.user_id;
  if not found then
    raise exception 'That shop account is not linked to this customer' using errcode = 'P0002';
  end if;
  select lower(u.email) into v_email from auth.users u where u.id = unlink_customer_account.user_id;
  for held in
    select l.invoice_id, i.number
      from app.invoice_link_holders h
      join public.invoice_links l on l.token = h.token
      join public.invoices i on i.id = l.invoice_id
     where h.user_id = unlink_customer_account.user_id and i.customer_id = unlink_customer_account.customer_id
     order by i.number
       for update of l
  loop
    delete from public.invoice_links l where l.invoice_id = held.invoice_id;
    -- Not staff's "this link leaked": nothing to remember, the next send or reminder makes a new one.
    delete from app.invoice_link_revocations r where r.invoice_id = held.invoice_id;
    perform app.record_event('invoices', held.invoice_id::text, 'invoicing.invoice_link_revoked',
      'Client link revoked: shop account ' || coalesce(v_email, 'deleted') || ', which was shown it, was unlinked',
      jsonb_build_object('email', v_email));
  end loop;
  perform app.record_event('customers', unlink_customer_account.customer_id::text, 'invoicing.shop_account_unlinked',
    'Shop account ' || coalesce(v_email, 'deleted') || ' unlinked', jsonb_build_object('email', v_email));
end
$$;
revoke execute on function public.unlink_customer_account(uuid, uuid) from public, anon;
grant execute on function public.unlink_customer_account(uuid, uuid) to authenticated, service_role;
