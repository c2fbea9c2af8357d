-- public.payment_receipt: stated once here (ADR 040). A repeatable definition: applied after every
-- versioned migration, again whenever this file changes. Edit it in place.

create or replace function public.payment_receipt(payment_id uuid) returns jsonb
language plpgsql stable security definer
set search_path = ''
as $$
declare
  p public.payments;
begin
  -- Staff, or the server receipting an online payment (payments, ADR 053).
  if not (coalesce(app.has_role('staff'), false) or coalesce(auth.role(), '') = 'service_role') then
    raise exception 'Only staff can read payment receipts' using errcode = '42501';
  end if;
  select * into p from public.payments x where x.id = payment_receipt.payment_id;
  if not found then
    raise exception 'There is no such payment' using errcode = 'P0002';
  end if;
  return app.payment_receipt_document(p);
end
$$;

revoke execute on function public.payment_receipt(uuid) from public, anon;
grant execute on function public.payment_receipt(uuid) to authenticated, service_role;
