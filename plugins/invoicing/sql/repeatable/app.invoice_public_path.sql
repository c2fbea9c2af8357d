-- The client's invoice page (ADR 031) at an address that does not say "dashboard" (ADR 050). Links
-- e-mailed before keep working: /dashboard/invoices/view/<token> redirects there in the browser.
create or replace function app.invoice_public_path(token text) returns text
language sql immutable
set search_path = ''
as $$
  select '/invoice/' || token
$$;
revoke execute on function app.invoice_public_path(text) from public, anon;
