-- The client's link to an issued invoice (issue 14): an unguessable token
-- that opens that one invoice's public page (/dashboard/invoices/view/<token>)
-- and nothing else, as quotations' links do (ADR 026). Kept in its own table,
-- not on the invoice: an issued invoice never changes (ADR 027), while a link
-- is made on first need and can be revoked and replaced.
--
-- Made by app.invoice_link_token() — called when an invoice is e-mailed, by
-- reminders, and by staff copying the link — never written through the API.
create table public.invoice_links (
  invoice_id uuid primary key references public.invoices (id) on delete cascade,
  token text not null unique check (length(token) between 32 and 100),
  created_at timestamptz not null default now(),
  created_by uuid default auth.uid() references auth.users (id) on delete set null
);
comment on table public.invoice_links is
  'The public link token of an issued invoice (one live link per invoice; revoking deletes it).';

alter table public.invoice_links enable row level security;
create policy invoice_links_staff_read on public.invoice_links for select to authenticated
  using ((select app.has_role('staff')));
create policy invoice_links_service on public.invoice_links for all to service_role using (true) with check (true);
revoke all on public.invoice_links from anon;
revoke insert, update, delete on public.invoice_links from authenticated;
grant select on public.invoice_links to authenticated;

-- The invoice's live token, made if it has none. Drafts have no public page (null).
create function app.invoice_link_token(invoice_id uuid) returns text
language plpgsql security definer
set search_path = ''
as $$
begin
  raise exception 'defined in plugins/invoicing/sql/repeatable/app.invoice_link_token.sql (ADR 043)';
end
$$;
revoke execute on function app.invoice_link_token(uuid) from public, anon, authenticated;

create function app.invoice_public_path(token text) returns text
language plpgsql immutable
set search_path = ''
as $$
begin
  raise exception 'defined in plugins/invoicing/sql/repeatable/app.invoice_public_path.sql (ADR 043)';
end
$$;
revoke execute on function app.invoice_public_path(text) from public, anon;

-- The full URL for e-mails written by the database; null without a site URL (app.site_url()) or for a draft.
create function app.invoice_public_url(invoice_id uuid) returns text
language sql volatile security definer
set search_path = ''
as $$
  select app.site_url() || app.invoice_public_path(t)
    from (select app.invoice_link_token(invoice_id) as t) x
   where t is not null and app.site_url() is not null
$$;
revoke execute on function app.invoice_public_url(uuid) from public, anon, authenticated;

-- Staff: the invoice's client link ("Copy link"), made on first use.
create function public.invoice_link(invoice_id uuid) returns jsonb
language plpgsql security definer
set search_path = ''
as $$
begin
  raise exception 'defined in plugins/invoicing/sql/repeatable/public.invoice_link.sql (ADR 043)';
end
$$;
revoke execute on function public.invoice_link(uuid) from public, anon;
grant execute on function public.invoice_link(uuid) to authenticated, service_role;

-- Staff stop a link working (forwarded to the wrong person); the next send or copy makes a new one.
create function public.revoke_invoice_link(invoice_id uuid) returns void
language plpgsql security definer
set search_path = ''
as $$
begin
  if not coalesce(app.has_role('staff'), false) then
    raise exception 'Only staff can revoke invoice links' using errcode = '42501';
  end if;
  delete from public.invoice_links l where l.invoice_id = revoke_invoice_link.invoice_id;
  if found then
    perform app.record_event('invoices', invoice_id::text, 'invoicing.invoice_link_revoked', 'Client link revoked');
  end if;
end
$$;
revoke execute on function public.revoke_invoice_link(uuid) from public, anon;
grant execute on function public.revoke_invoice_link(uuid) to authenticated, service_role;
