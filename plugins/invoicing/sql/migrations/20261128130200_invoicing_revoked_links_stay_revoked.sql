-- Issue 20, finding 8 (ADR 036): a revoked client link came back by itself. revoke_invoice_link
-- deletes the invoice's row in invoice_links, and app.invoice_link_token() — called by /shop/invoices
-- (my_invoices), by reminders and by queue_invoice_email (app.invoice_public_url) — made a new token
-- whenever there was none. And links a shop account was shown kept working for anyone after the
-- account was unlinked from its customer.
--
-- Now:
--   - deleting a live link (revoking it) is remembered in app.invoice_link_revocations (a trigger, so
--     every way of revoking counts);
--   - app.invoice_link_token(), the on-demand maker, makes no link for a revoked invoice: the
--     reminder goes without a link, /shop/invoices lists the invoice without one;
--   - only staff sharing again (public.invoice_link: "Copy client link", sending the invoice) clears
--     the revocation and makes a new token;
--   - my_invoices() remembers which tokens it showed to which shop account
--     (app.invoice_link_holders), and unlink_customer_account revokes exactly those: the account may
--     have kept or forwarded them. That revocation is not staff's "this link leaked" decision, so it
--     is not remembered: the next send, reminder or remaining linked account gets a new token, one the
--     unlinked account never saw.

-- ---------------------------------------------------------------- revocations

create table app.invoice_link_revocations (
  invoice_id uuid primary key references public.invoices (id) on delete cascade,
  revoked_at timestamptz not null default now(),
  revoked_by uuid default auth.uid() references auth.users (id) on delete set null
);
comment on table app.invoice_link_revocations is
  'Invoices whose client link staff revoked: no link is made on demand until staff share the invoice again (ADR 036).';
revoke all on app.invoice_link_revocations from public, anon, authenticated, service_role;

create function app.invoice_links_remember_revocation() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  -- A link leaving with its invoice (a deleted draft: never has one) leaves nothing to remember.
  if exists (select 1 from public.invoices i where i.id = old.invoice_id) then
    insert into app.invoice_link_revocations as r (invoice_id) values (old.invoice_id)
    on conflict (invoice_id) do update set revoked_at = now(), revoked_by = auth.uid();
  end if;
  return old;
end
$$;
revoke execute on function app.invoice_links_remember_revocation() from public, anon, authenticated, service_role;
create trigger invoice_links_remember_revocation after delete on public.invoice_links
  for each row execute function app.invoice_links_remember_revocation();

-- ---------------------------------------------------------------- who was shown which token

create table app.invoice_link_holders (
  token text not null references public.invoice_links (token) on delete cascade,
  user_id uuid not null references auth.users (id) on delete cascade,
  first_shown_at timestamptz not null default now(),
  primary key (token, user_id)
);
comment on table app.invoice_link_holders is
  'Client-link tokens shown to a shop account by my_invoices(): revoked when the account is unlinked (ADR 036).';
create index invoice_link_holders_user_idx on app.invoice_link_holders (user_id);
revoke all on app.invoice_link_holders from public, anon, authenticated, service_role;

-- ---------------------------------------------------------------- the on-demand maker

-- The invoice's live token, made if it has none — unless staff revoked its link (then null until staff
-- share it again with public.invoice_link). Drafts have no public page (null).
create or replace function app.invoice_link_token(invoice_id uuid) returns text
language plpgsql security definer
set search_path = ''
as $$
declare
  inv_status text;
  t text;
begin
  select i.status into inv_status from public.invoices i where i.id = invoice_id;
  if not found or inv_status = 'draft' then
    return null;
  end if;
  if exists (select 1 from app.invoice_link_revocations r where r.invoice_id = invoice_link_token.invoice_id) then
    return null;
  end if;
  -- Two callers at once (a send and a reminder): the primary key keeps one, both answer it.
  insert into public.invoice_links (invoice_id, token)
  values (invoice_id, app.new_public_token())
  on conflict on constraint invoice_links_pkey do nothing;
  select l.token into t from public.invoice_links l where l.invoice_id = invoice_link_token.invoice_id;
  return t;
end
$$;
revoke execute on function app.invoice_link_token(uuid) from public, anon, authenticated;

-- Staff share the invoice ("Copy client link", sending it): the link is made, or made again after a
-- revocation (a new token; the revoked one stays dead).
create or replace function public.invoice_link(invoice_id uuid) returns jsonb
language plpgsql security definer
set search_path = ''
as $$
declare
  t text;
begin
  if not coalesce(app.has_role('staff'), false) then
    raise exception 'Only staff can share invoices' using errcode = '42501';
  end if;
  if not exists (select 1 from public.invoices i where i.id = invoice_id) then
    raise exception 'There is no such invoice' using errcode = 'P0002';
  end if;
  if exists (select 1 from public.invoices i where i.id = invoice_link.invoice_id and i.status = 'draft') then
    raise exception 'A draft has no client link: issue the invoice first' using errcode = '55000';
  end if;
  delete from app.invoice_link_revocations r where r.invoice_id = invoice_link.invoice_id;
  if found then
    perform app.record_event('invoices', invoice_id::text, 'invoicing.invoice_link_shared',
      'Client link shared again (a new link; the revoked one stays revoked)');
  end if;
  t := app.invoice_link_token(invoice_id);
  return jsonb_build_object('token', t, 'path', app.invoice_public_path(t), 'url', app.site_url() || app.invoice_public_path(t));
end
$$;
revoke execute on function public.invoice_link(uuid) from public, anon;
grant execute on function public.invoice_link(uuid) to authenticated, service_role;

-- ---------------------------------------------------------------- the shop page

-- The caller's issued invoices, newest first, each with the path of its public page (made on first use;
-- none for a void invoice or one whose link staff revoked). The tokens shown are remembered per account.
create or replace function public.my_invoices()
returns table (id uuid, number text, customer_name text, issue_date date, due_date date, currency text,
               total numeric, amount_due numeric, status text, is_overdue boolean, public_path text)
language plpgsql volatile security definer
set search_path = ''
as $$
begin
  insert into app.invoice_link_holders (token, user_id)
  select x.token, auth.uid()
    from (select app.invoice_link_token(i.id) as token
            from public.invoices i
           where i.customer_id in (select app.my_customer_ids()) and i.status not in ('draft', 'void')) x
   where x.token is not null
  on conflict do nothing;
  return query
    select i.id, i.number, c.name, i.issue_date, i.due_date, i.currency, i.total, i.amount_due, i.status,
           (i.status in ('issued', 'partially_paid') and i.amount_due > 0 and i.due_date < app.company_today()),
           -- The path, not app.invoice_public_url: the page links on its own origin, with or without a site URL.
           case when i.status <> 'void' then app.invoice_public_path(l.token) end
      from public.invoices i
      join public.customers c on c.id = i.customer_id
      left join public.invoice_links l on l.invoice_id = i.id
     where i.customer_id in (select app.my_customer_ids()) and i.status <> 'draft'
     order by i.issue_date desc, i.number desc;
end
$$;
revoke execute on function public.my_invoices() from public, anon;
grant execute on function public.my_invoices() to authenticated;

-- ---------------------------------------------------------------- unlinking

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
