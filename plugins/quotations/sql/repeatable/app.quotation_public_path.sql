-- The client's quotation page (ADR 026) at an address that does not say "dashboard" (ADR 050). Links
-- e-mailed before keep working: /dashboard/quotations/respond/<token> redirects there in the browser.
create or replace function app.quotation_public_path(token text) returns text
language sql immutable
set search_path = ''
as $$
  select '/quotation/' || token
$$;
revoke execute on function app.quotation_public_path(text) from public, anon;
