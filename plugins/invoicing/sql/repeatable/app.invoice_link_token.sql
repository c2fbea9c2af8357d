-- app.invoice_link_token: stated once here (ADR 040). A repeatable definition: applied after every
-- versioned migration, again whenever this file changes. Edit it in place.

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
