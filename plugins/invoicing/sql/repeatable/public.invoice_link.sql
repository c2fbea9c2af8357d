-- public.invoice_link: stated once here (ADR 040). A repeatable definition: applied after every
-- versioned migration, again whenever this file changes. Edit it in place.

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
