-- public.public_quotation: stated once here (ADR 040). A repeatable definition: applied after every
-- versioned migration, again whenever this file changes. Edit it in place.

create or replace function public.public_quotation(token text) returns jsonb
language plpgsql stable security definer
set search_path = ''
as $$
begin
  return app.public_quotation_document(app.quotation_by_token(token));
end
$$;
