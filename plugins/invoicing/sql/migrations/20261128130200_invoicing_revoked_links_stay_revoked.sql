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

-- app.invoice_link_token: its definition here was a copy; it is stated once in plugins/invoicing/sql/repeatable/app.invoice_link_token.sql (ADR 040).

-- public.invoice_link: its definition here was a copy; it is stated once in plugins/invoicing/sql/repeatable/public.invoice_link.sql (ADR 040).

-- public.my_invoices: its definition here was a copy; it is stated once in plugins/invoicing/sql/repeatable/public.my_invoices.sql (ADR 040).

-- public.unlink_customer_account: its definition here was a copy; it is stated once in plugins/invoicing/sql/repeatable/public.unlink_customer_account.sql (ADR 040).
