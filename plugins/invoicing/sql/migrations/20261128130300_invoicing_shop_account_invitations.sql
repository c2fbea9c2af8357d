-- Issue 20, finding 5 (ADR 036): anyone could pre-register a client's address and be handed its
-- invoices. Sign-up is open and confirms at once by default, and link_customer_account(customer, email)
-- linked whatever account had that address. Now an account is linked only once its address is proven:
--
--   1. staff invite an address (invite_customer_account): a one-time token (only its SHA-256 is
--      stored) goes out in an e-mail through the outbox ('shop_account_invitation' template), with a
--      link to /shop/invitation#<token> (a fragment: the token never reaches a server log);
--   2. the client opens it and accepts (accept_customer_invitation), signed in as the shop account
--      with that very address (or after creating it from that page). Only then is the
--      customer_accounts row made. Accepting ends the account's other sessions (a stranger who
--      pre-registered the address and kept a session loses it), and marks the address confirmed.
--
-- link_customer_account is dropped: nothing links an address that was not proven. Links made before
-- this migration stay (invitation_id null) and show on the Shop account tab as "address not proven",
-- where staff can invite the same address to prove it.
-- Staff see how and when each linked account was made: account created, e-mail confirmed, the
-- invitation (sent by whom, when) and when it was accepted (customer_shop_accounts).

-- ---------------------------------------------------------------- invitations

create table public.customer_account_invitations (
  id uuid primary key default gen_random_uuid(),
  customer_id uuid not null references public.customers (id) on delete cascade,
  email text not null constraint customer_account_invitations_email_format
    check (email = lower(btrim(email)) and length(email) <= 320
           and email ~ '^[^@[:space:]]+@[^@[:space:]]+\.[^@[:space:]]+$'),
  -- SHA-256 (hex) of the token in the e-mail; the token itself is kept nowhere but in that message.
  token_hash text not null constraint customer_account_invitations_token_key unique
    constraint customer_account_invitations_token_hash_format check (token_hash ~ '^[0-9a-f]{64}$'),
  invited_by uuid default auth.uid() references auth.users (id) on delete set null,
  invited_at timestamptz not null default now(),
  expires_at timestamptz not null,
  email_id uuid,
  accepted_at timestamptz,
  accepted_by uuid references auth.users (id) on delete set null,
  withdrawn_at timestamptz,
  constraint customer_account_invitations_one_end check (accepted_at is null or withdrawn_at is null)
);
comment on table public.customer_account_invitations is
  'Invitations to link a shop account to a customer, accepted from the e-mail by the account with that address (ADR 036).';
create index customer_account_invitations_customer_idx on public.customer_account_invitations (customer_id, invited_at desc);

alter table public.customer_account_invitations enable row level security;
revoke all on public.customer_account_invitations from public, anon, authenticated, service_role;
-- Staff read every column but the token's hash; writes only through the RPCs below.
grant select (id, customer_id, email, invited_by, invited_at, expires_at, email_id, accepted_at, accepted_by,
              withdrawn_at)
  on public.customer_account_invitations to authenticated;
grant select on public.customer_account_invitations to service_role;
create policy customer_account_invitations_staff_read on public.customer_account_invitations
  for select to authenticated using ((select app.has_role('staff')));
create policy customer_account_invitations_service_read on public.customer_account_invitations
  for select to service_role using (true);

alter table public.customer_accounts
  add column invitation_id uuid references public.customer_account_invitations (id) on delete set null;
comment on column public.customer_accounts.invitation_id is
  'The invitation the account accepted (its address proven); null: linked before invitations (ADR 036).';

-- ---------------------------------------------------------------- the e-mail

insert into public.email_templates (key, name, description, subject, html_body, status, sample_data, locked)
values (
  'shop_account_invitation',
  'Shop account invitation',
  'Sent when staff invite an address to see a customer''s invoices at the shop (Shop account tab). The link works once, for 7 days.',
  'See {{customer.name}}''s invoices at our shop',
  '<p>Hello,</p>
<p>{{sender.name}} invited you to see the invoices and payments of <strong>{{customer.name}}</strong> in our shop.</p>
<p><a href="{{invitation.url}}">Accept the invitation</a></p>
<p>Sign in with this e-mail address, or create your shop account with it from that page. The link works once, until {{invitation.expires}}.</p>
<p>If you were not expecting this message, ignore it: nothing changes until the invitation is accepted.</p>',
  'active',
  '{"customer": {"name": "Lakeview Millers Ltd"}, "invitation": {"url": "https://example.com/shop/invitation#0123456789abcdef0123456789abcdef", "expires": "17 January 2027"}, "sender": {"name": "Amina Mwangi"}}',
  true
);

-- ---------------------------------------------------------------- staff: invite, withdraw

-- STAFF: invites the address to see the customer's invoices. Refused: not staff 42501; a bad address
-- 22023; no such customer P0002; an address that is a staff account 22023; an account with that address
-- linked to another customer 23505. An account already linked to this customer through an accepted
-- invitation: nothing is sent ({"status": "already_linked"}). An earlier invitation of the same address
-- to the same customer that is still open is withdrawn (one live invitation).
create function public.invite_customer_account(customer_id uuid, email text) returns jsonb
language plpgsql security definer
set search_path = ''
as $$
declare
  v_email text := lower(btrim(coalesce(email, '')));
  v_customer public.customers;
  v_user uuid;
  v_role text;
  existing public.customer_accounts;
  other_name text;
  v_token text := app.new_public_token();
  v_site text := app.site_url();
  v_expires timestamptz := now() + interval '7 days';
  v_id uuid;
  v_email_id uuid;
  sender text;
begin
  if not coalesce(app.has_role('staff'), false) then
    raise exception 'Only staff can invite shop accounts' using errcode = '42501';
  end if;
  if v_email !~ '^[^@[:space:]]+@[^@[:space:]]+\.[^@[:space:]]+$' or length(v_email) > 320 then
    raise exception 'Give the e-mail address the customer uses (or will use) at the shop' using errcode = '22023';
  end if;
  -- Locks the customer: invitations and acceptances for one customer are taken one after the other.
  select * into v_customer from public.customers c where c.id = invite_customer_account.customer_id for update;
  if not found then
    raise exception 'There is no such customer' using errcode = 'P0002';
  end if;
  if v_site is null then
    raise exception 'The site''s address is not set (SITE_URL): the invitation would have no link'
      using errcode = '55000';
  end if;
  select u.id, pr.role into v_user, v_role
    from auth.users u left join public.profiles pr on pr.auth_id = u.id
   where lower(u.email) = v_email;
  if v_user is not null then
    if v_role is distinct from 'customer' then
      raise exception '% is a staff account, not a shop account', v_email using errcode = '22023';
    end if;
    select * into existing from public.customer_accounts a where a.user_id = v_user;
    if found and existing.customer_id <> invite_customer_account.customer_id then
      select c.name into other_name from public.customers c where c.id = existing.customer_id;
      raise exception 'The shop account % is already linked to %', v_email, other_name
        using errcode = '23505', constraint = 'customer_accounts_user_key';
    end if;
    if found and existing.invitation_id is not null then
      return jsonb_build_object('status', 'already_linked', 'email', v_email);
    end if;
  end if;

  update public.customer_account_invitations i
     set withdrawn_at = now()
   where i.customer_id = invite_customer_account.customer_id and i.email = v_email
     and i.accepted_at is null and i.withdrawn_at is null;

  insert into public.customer_account_invitations (customer_id, email, token_hash, expires_at)
  values (invite_customer_account.customer_id, v_email,
          encode(sha256(convert_to(v_token, 'UTF8')), 'hex'), v_expires)
  returning id into v_id;

  select coalesce(nullif(btrim(pr.full_name), ''), pr.email) into sender
    from public.profiles pr where pr.auth_id = auth.uid();
  v_email_id := app.queue_email_template(
    'shop_account_invitation', array[v_email],
    jsonb_build_object(
      'customer', jsonb_build_object('name', v_customer.name),
      'invitation', jsonb_build_object(
        'url', v_site || '/shop/invitation#' || v_token,
        'expires', to_char(v_expires at time zone coalesce(
                     (select o.timezone from public.organizations o where o.id = 1), 'Africa/Nairobi'), 'FMDD FMMonth YYYY')),
      'sender', jsonb_build_object('name', coalesce(sender, 'The team'))),
    'customers', invite_customer_account.customer_id::text);
  update public.customer_account_invitations i set email_id = v_email_id where i.id = v_id;

  perform app.record_event('customers', invite_customer_account.customer_id::text, 'invoicing.shop_account_invited',
    v_email || ' invited to see this customer''s invoices and payments at the shop (until accepted, nothing is shared)',
    jsonb_build_object('email', v_email, 'invitation_id', v_id));
  return jsonb_build_object('status', 'invited', 'id', v_id, 'email', v_email, 'expires_at', v_expires,
                            'email_id', v_email_id);
end
$$;
revoke execute on function public.invite_customer_account(uuid, text) from public, anon;
grant execute on function public.invite_customer_account(uuid, text) to authenticated, service_role;

-- STAFF: an open invitation stops working. Already accepted or withdrawn: 55000; unknown: P0002.
create function public.withdraw_customer_invitation(invitation_id uuid) returns void
language plpgsql security definer
set search_path = ''
as $$
declare
  inv public.customer_account_invitations;
begin
  if not coalesce(app.has_role('staff'), false) then
    raise exception 'Only staff can withdraw invitations' using errcode = '42501';
  end if;
  select * into inv from public.customer_account_invitations i where i.id = invitation_id for update;
  if not found then
    raise exception 'There is no such invitation' using errcode = 'P0002';
  end if;
  if inv.accepted_at is not null or inv.withdrawn_at is not null then
    raise exception 'That invitation was already % ', case when inv.accepted_at is not null then 'accepted' else 'withdrawn' end
      using errcode = '55000';
  end if;
  update public.customer_account_invitations i set withdrawn_at = now() where i.id = inv.id;
  perform app.record_event('customers', inv.customer_id::text, 'invoicing.shop_account_invitation_withdrawn',
    'Invitation of ' || inv.email || ' withdrawn', jsonb_build_object('email', inv.email, 'invitation_id', inv.id));
end
$$;
revoke execute on function public.withdraw_customer_invitation(uuid) from public, anon;
grant execute on function public.withdraw_customer_invitation(uuid) to authenticated, service_role;

drop function public.link_customer_account(uuid, text);

-- ---------------------------------------------------------------- the client: read, accept

-- ANYONE holding the token (the page at /shop/invitation): whom it is for, from which customer, and its
-- state (pending, accepted, expired, withdrawn). An unknown token: null, whatever it is.
create function public.customer_invitation(token text) returns jsonb
language sql stable security definer
set search_path = ''
as $$
  select jsonb_build_object(
           'email', i.email, 'customer_name', c.name, 'expires_at', i.expires_at,
           'status', case when i.accepted_at is not null then 'accepted'
                          when i.withdrawn_at is not null then 'withdrawn'
                          when i.expires_at <= now() then 'expired'
                          else 'pending' end)
    from public.customer_account_invitations i
    join public.customers c on c.id = i.customer_id
   where i.token_hash = encode(sha256(convert_to(coalesce(token, ''), 'UTF8')), 'hex')
$$;
revoke execute on function public.customer_invitation(text) from public;
grant execute on function public.customer_invitation(text) to anon, authenticated, service_role;

-- A SIGNED-IN SHOP ACCOUNT whose address the invitation names: links it to the customer. Refused: no
-- such token P0002; withdrawn, expired or used by another account 55000; not a shop account (staff, no
-- role) 42501; another address 42501; linked to another customer 23505. Accepting twice: the same answer.
create function public.accept_customer_invitation(token text) returns jsonb
language plpgsql security definer
set search_path = ''
as $$
declare
  me uuid := auth.uid();
  my_email text;
  my_session text := auth.jwt() ->> 'session_id';
  inv public.customer_account_invitations;
  existing public.customer_accounts;
  v_name text;
begin
  if me is null then
    raise exception 'Sign in with the shop account the invitation is for' using errcode = '42501';
  end if;
  select i.* into inv from public.customer_account_invitations i
   where i.token_hash = encode(sha256(convert_to(coalesce(token, ''), 'UTF8')), 'hex');
  if not found then
    raise exception 'This invitation link is not valid' using errcode = 'P0002';
  end if;
  -- The customer first, then the invitation: the order invite_customer_account takes them in.
  select c.name into v_name from public.customers c where c.id = inv.customer_id for update;
  select * into inv from public.customer_account_invitations i where i.id = inv.id for update;
  if inv.accepted_at is not null then
    if inv.accepted_by = me then
      return jsonb_build_object('customer_name', v_name, 'email', inv.email);
    end if;
    raise exception 'This invitation was already used' using errcode = '55000';
  end if;
  if inv.withdrawn_at is not null then
    raise exception 'This invitation was withdrawn: ask us for a new one' using errcode = '55000';
  end if;
  if inv.expires_at <= now() then
    raise exception 'This invitation has expired: ask us for a new one' using errcode = '55000';
  end if;
  if app.user_role() is distinct from 'customer' then
    raise exception 'Only a shop account can accept an invitation' using errcode = '42501';
  end if;
  select lower(u.email) into my_email from auth.users u where u.id = me;
  if my_email is distinct from inv.email then
    raise exception 'This invitation is for %: sign in with that address', inv.email using errcode = '42501';
  end if;

  select * into existing from public.customer_accounts a where a.user_id = me for update;
  if found and existing.customer_id <> inv.customer_id then
    raise exception 'Your shop account is already linked to another customer' using errcode = '23505',
      constraint = 'customer_accounts_user_key';
  elsif found then
    update public.customer_accounts a set invitation_id = inv.id where a.user_id = me;
  else
    insert into public.customer_accounts (customer_id, user_id, linked_by, invitation_id)
    values (inv.customer_id, me, inv.invited_by, inv.id);
  end if;
  update public.customer_account_invitations i set accepted_at = now(), accepted_by = me where i.id = inv.id;
  -- The address is proven now.
  update auth.users u set email_confirmed_at = now() where u.id = me and u.email_confirmed_at is null;
  -- Whoever else holds a session of this account (someone who registered the address before its owner)
  -- is signed out; the sessions the owner starts from now on are theirs.
  delete from auth.sessions s
   where s.user_id = me and (my_session is null or s.id::text <> my_session);
  perform app.record_event('customers', inv.customer_id::text, 'invoicing.shop_account_linked',
    'Shop account ' || inv.email || ' accepted the invitation: it sees this customer''s invoices and payments',
    jsonb_build_object('email', inv.email, 'user_id', me, 'invitation_id', inv.id));
  return jsonb_build_object('customer_name', v_name, 'email', inv.email);
end
$$;
revoke execute on function public.accept_customer_invitation(text) from public, anon;
grant execute on function public.accept_customer_invitation(text) to authenticated;

-- app.my_customer_ids: its definition here was a copy; it is stated once in plugins/invoicing/sql/repeatable/app.my_customer_ids.sql (ADR 040).

-- STAFF: the shop accounts linked to a customer: who, how and when the account was made and its address
-- proven (the invitation accepted; null for links made before invitations).
drop function public.customer_shop_accounts(uuid);
create function public.customer_shop_accounts(customer_id uuid)
returns table (user_id uuid, email text, full_name text, linked_at timestamptz, linked_by_name text,
               account_created_at timestamptz, email_confirmed_at timestamptz, last_sign_in_at timestamptz,
               invited_at timestamptz, accepted_at timestamptz)
language plpgsql stable security definer
set search_path = ''
as $$
begin
  raise exception 'defined in plugins/invoicing/sql/repeatable/public.customer_shop_accounts.sql (ADR 043)';
end
$$;
revoke execute on function public.customer_shop_accounts(uuid) from public, anon;
grant execute on function public.customer_shop_accounts(uuid) to authenticated, service_role;
