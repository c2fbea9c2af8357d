-- app.quotation_by_token: stated once here (ADR 040). A repeatable definition: applied after every
-- versioned migration, again whenever this file changes. Edit it in place.

create or replace function app.quotation_by_token(token text, lock boolean default false) returns public.quotations
language plpgsql
set search_path = ''
as $$
declare
  q public.quotations;
begin
  if token is null or length(token) < 32 or length(token) > 100 then
    perform app.raise_dead_link(null);
  end if;
  if lock then
    select * into q from public.quotations x where x.public_token = token for update;
  else
    select * into q from public.quotations x where x.public_token = token;
  end if;
  if not found then
    perform app.raise_dead_link(token);
  end if;
  return q;
end
$$;
