-- Shop customers see their own invoices (issue 14, ADR 032): "shop customers see their own
-- invoices when their account is linked to a customer".
--
-- - public.customer_accounts: a shop account (role 'customer') linked to one customer by staff.
--   One customer per account (user_id unique); a customer may have several accounts (the owner,
--   the accountant).
-- - app.my_customer_ids(): the customers the signed-in shop account is linked to (none for staff,
--   visitors and disabled accounts).
-- - RLS, additive: role 'customer' may SELECT its linked customers' issued invoices (never drafts)
--   and their lines, credit notes (+ lines) and payments (+ allocations). Nothing else, no writes.
--   The staff policies are unchanged.
-- - public.my_customers(), public.my_invoices(): what the page /shop/invoices shows, the invoices
--   with the path of their public page (app.invoice_link_token creates the token on first use).

-- ---------------------------------------------------------------- table

create table public.customer_accounts (
  customer_id uuid not null references public.customers (id) on delete cascade,
  user_id uuid not null constraint customer_accounts_user_key unique references auth.users (id) on delete cascade,
  linked_by uuid default auth.uid() references auth.users (id) on delete set null,
  linked_at timestamptz not null default now(),
  primary key (customer_id, user_id)
);
comment on table public.customer_accounts is
  'Shop accounts (role customer) linked to a customer by staff (ADR 032): the account reads that customer''s issued invoices and payments.';

alter table public.customer_accounts enable row level security;
revoke all on public.customer_accounts from public, anon, authenticated;
grant select on public.customer_accounts to authenticated;
grant all on public.customer_accounts to service_role;
-- Staff read the links (the customer page); writes only through link/unlink below.
create policy customer_accounts_staff_read on public.customer_accounts for select to authenticated
  using ((select app.has_role('staff')));
create policy customer_accounts_service on public.customer_accounts for all to service_role
  using (true) with check (true);

-- ---------------------------------------------------------------- the helper

-- The customers the caller's shop account is linked to. Stable and SECURITY DEFINER so policies can
-- call it without reading customer_accounts under RLS; empty unless the caller is an active 'customer'.
create function app.my_customer_ids() returns setof uuid
language plpgsql stable security definer
set search_path = ''
as $$
begin
  raise exception 'defined in plugins/invoicing/sql/repeatable/app.my_customer_ids.sql (ADR 043)';
end
$$;
revoke execute on function app.my_customer_ids() from public, anon;
grant execute on function app.my_customer_ids() to authenticated;

-- ---------------------------------------------------------------- RLS for shop customers

-- Each policy starts with the caller's role (one InitPlan per query), so a staff member's reads never run
-- the per-row look-ups of the customer policies; the staff policies decide for them as before.

create policy invoices_customer_read on public.invoices for select to authenticated
  using ((select app.user_role()) = 'customer' and status <> 'draft'
         and customer_id in (select app.my_customer_ids()));
create policy invoice_lines_customer_read on public.invoice_lines for select to authenticated
  using ((select app.user_role()) = 'customer' and exists (select 1 from public.invoices i
                  where i.id = invoice_id and i.status <> 'draft'
                    and i.customer_id in (select app.my_customer_ids())));
create policy credit_notes_customer_read on public.credit_notes for select to authenticated
  using ((select app.user_role()) = 'customer' and customer_id in (select app.my_customer_ids()));
create policy credit_note_lines_customer_read on public.credit_note_lines for select to authenticated
  using ((select app.user_role()) = 'customer' and exists (select 1 from public.credit_notes n
                  where n.id = credit_note_id and n.customer_id in (select app.my_customer_ids())));
-- Payments are NOT readable row by row: a payment's notes and who recorded it are staff's. A shop customer
-- reads their payments through my_payments() below, which answers only what a receipt shows.

-- ---------------------------------------------------------------- link / unlink

-- STAFF (ADR 032: any staff member, like e-mailing an invoice to an address they type): links the
-- shop account with this e-mail address to the customer. The account must exist with role 'customer';
-- one customer per account. Linking the same pair again changes nothing. Returns the link.
create function public.link_customer_account(customer_id uuid, email text) returns public.customer_accounts
language plpgsql security definer
set search_path = ''
as $$
declare
  v_user uuid;
  v_role text;
  v_email text := lower(btrim(coalesce(email, '')));
  existing public.customer_accounts;
  link public.customer_accounts;
  other_name text;
begin
  if not coalesce(app.has_role('staff'), false) then
    raise exception 'Only staff can link shop accounts' using errcode = '42501';
  end if;
  if v_email !~ '^[^@[:space:]]+@[^@[:space:]]+\.[^@[:space:]]+$' then
    raise exception 'Give the e-mail address the customer signs in to the shop with' using errcode = '22023';
  end if;
  -- Locks the customer: two links at once for one customer are taken one after the other.
  perform 1 from public.customers c where c.id = link_customer_account.customer_id for update;
  if not found then
    raise exception 'There is no such customer' using errcode = 'P0002';
  end if;
  select u.id, pr.role into v_user, v_role
    from auth.users u left join public.profiles pr on pr.auth_id = u.id
   where lower(u.email) = v_email;
  if v_user is null then
    raise exception 'No shop account uses %: ask the customer to create one at the shop first', v_email
      using errcode = 'P0002';
  end if;
  if v_role is distinct from 'customer' then
    raise exception '% is a staff account, not a shop account', v_email using errcode = '22023';
  end if;
  select * into existing from public.customer_accounts a where a.user_id = v_user for update;
  if found then
    if existing.customer_id = link_customer_account.customer_id then
      return existing;
    end if;
    select c.name into other_name from public.customers c where c.id = existing.customer_id;
    raise exception 'The shop account % is already linked to %', v_email, other_name
      using errcode = '23505', constraint = 'customer_accounts_user_key';
  end if;
  begin
    insert into public.customer_accounts (customer_id, user_id) values (link_customer_account.customer_id, v_user)
    returning * into link;
  exception when unique_violation then
    -- Linked elsewhere by someone else at the same instant.
    raise exception 'The shop account % was just linked to another customer', v_email
      using errcode = '23505', constraint = 'customer_accounts_user_key';
  end;
  perform app.record_event('customers', link_customer_account.customer_id::text, 'invoicing.shop_account_linked',
    'Shop account ' || v_email || ' linked: it sees this customer''s invoices and payments',
    jsonb_build_object('email', v_email, 'user_id', v_user));
  return link;
end
$$;
revoke execute on function public.link_customer_account(uuid, text) from public, anon;
grant execute on function public.link_customer_account(uuid, text) to authenticated, service_role;

-- STAFF: the account no longer sees the customer's invoices. Unlinking what is not linked: P0002.
create function public.unlink_customer_account(customer_id uuid, user_id uuid) returns void
language plpgsql security definer
set search_path = ''
as $$
begin
  raise exception 'defined in plugins/invoicing/sql/repeatable/public.unlink_customer_account.sql (ADR 043)';
end
$$;
revoke execute on function public.unlink_customer_account(uuid, uuid) from public, anon;
grant execute on function public.unlink_customer_account(uuid, uuid) to authenticated, service_role;

-- STAFF: the shop accounts linked to a customer, with their e-mail and name (auth.users is not readable).
create function public.customer_shop_accounts(customer_id uuid)
returns table (user_id uuid, email text, full_name text, linked_at timestamptz, linked_by_name text)
language plpgsql stable security definer
set search_path = ''
as $$
begin
  raise exception 'defined in plugins/invoicing/sql/repeatable/public.customer_shop_accounts.sql (ADR 043)';
end
$$;
revoke execute on function public.customer_shop_accounts(uuid) from public, anon;
grant execute on function public.customer_shop_accounts(uuid) to authenticated, service_role;

-- ---------------------------------------------------------------- the shop page

-- The caller's linked customers (empty: not linked, or not a shop account).
create function public.my_customers() returns table (id uuid, name text)
language sql stable security definer
set search_path = ''
as $$
  select c.id, c.name from public.customers c where c.id in (select app.my_customer_ids()) order by c.name
$$;
revoke execute on function public.my_customers() from public, anon;
grant execute on function public.my_customers() to authenticated;

-- The caller's issued invoices, newest first, each with the path of its public page (the token is
-- made on first use by app.invoice_link_token, hence volatile). Void ones are listed without a link.
create function public.my_invoices()
returns table (id uuid, number text, customer_name text, issue_date date, due_date date, currency text,
               total numeric, amount_due numeric, status text, is_overdue boolean, public_path text)
language plpgsql volatile security definer
set search_path = ''
as $$
begin
  raise exception 'defined in plugins/invoicing/sql/repeatable/public.my_invoices.sql (ADR 043)';
end
$$;
revoke execute on function public.my_invoices() from public, anon;
grant execute on function public.my_invoices() to authenticated;

-- The linked customers' payments as their receipts show them (no staff notes, no recorder), newest first,
-- each with the invoices it paid.
create function public.my_payments() returns jsonb
language sql stable security definer
set search_path = ''
as $$
  select coalesce(jsonb_agg(jsonb_build_object(
           'id', p.id, 'number', p.number, 'method', p.method, 'currency', p.currency, 'amount', p.amount,
           'received_on', p.received_on, 'transaction_code', p.transaction_code, 'reference', p.reference,
           'reversed_at', p.reversed_at,
           'payment_allocations', (select coalesce(jsonb_agg(jsonb_build_object(
                                            'amount', a.amount, 'invoice', jsonb_build_object('number', i.number))
                                          order by i.number), '[]'::jsonb)
                                     from public.payment_allocations a
                                     join public.invoices i on i.id = a.invoice_id
                                    where a.payment_id = p.id))
         order by p.received_on desc, p.recorded_at desc), '[]'::jsonb)
    from (select * from public.payments x
           where x.customer_id in (select app.my_customer_ids())
           order by x.received_on desc, x.recorded_at desc
           limit 200) p
$$;
revoke execute on function public.my_payments() from public, anon;
grant execute on function public.my_payments() to authenticated;
