-- public.pos_sale_receipt: stated once here (ADR 040). A repeatable definition: applied after every
-- versioned migration, again whenever this file changes. Edit it in place.

-- A receipt again (reprint). Staff, while the module is on.
create or replace function public.pos_sale_receipt(p_sale uuid)
returns jsonb
language plpgsql stable security definer
set search_path = ''
as $$
declare
  r jsonb;
begin
  perform app.pos_guard('staff', 'read receipts');
  r := app.pos_sale_receipt(p_sale);
  if r is null then
    raise exception 'No such sale' using errcode = 'P0002';
  end if;
  return r;
end
$$;
revoke execute on function public.pos_sale_receipt(uuid) from public, anon;
grant execute on function public.pos_sale_receipt(uuid) to authenticated, service_role;
