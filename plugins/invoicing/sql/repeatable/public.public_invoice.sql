-- public.public_invoice: stated once here (ADR 040). A repeatable definition: applied after every
-- versioned migration, again whenever this file changes. Edit it in place.

create or replace function public.public_invoice(token text) returns jsonb
language plpgsql stable security definer
set search_path = ''
as $$
declare
  i public.invoices;
begin
  if token is not null and length(token) between 32 and 100 then
    select x.* into i
      from public.invoice_links l join public.invoices x on x.id = l.invoice_id
     where l.token = public_invoice.token and x.status <> 'draft';
  end if;
  if i.id is null then
    perform app.raise_dead_link(token);
  end if;
  return app.invoice_document(i) || jsonb_build_object('public_url', app.site_url() || app.invoice_public_path(token));
end
$$;
