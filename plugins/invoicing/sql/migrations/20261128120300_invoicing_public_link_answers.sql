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

-- public.public_invoice: its definition here was a copy; it is stated once in plugins/invoicing/sql/repeatable/public.public_invoice.sql (ADR 040).
