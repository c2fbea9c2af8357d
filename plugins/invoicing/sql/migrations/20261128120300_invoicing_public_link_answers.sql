-- The client's invoice page by token (issue 20 #14, ADR 035): an unknown token
-- answers 404 (PT404), a revoked one 410 (PT410) instead of a 500 (P0002 is a
-- server error to PostgREST). Revoked tokens are remembered (hashed) when an
-- invoice_links row is deleted or its token replaced.
-- public_invoice's body is 20261127120000's but for the errors.

create function app.invoice_link_revoked() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  if tg_op = 'DELETE' then
    perform app.remember_revoked_link(old.token, 'invoice');
    return old;
  end if;
  if new.token is distinct from old.token then
    perform app.remember_revoked_link(old.token, 'invoice');
  end if;
  return new;
end
$$;
revoke execute on function app.invoice_link_revoked() from public, anon, authenticated;

create trigger invoice_links_remember_revoked
  after delete or update of token on public.invoice_links
  for each row execute function app.invoice_link_revoked();

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
