-- public.c2b_account_check: stated once here (ADR 040). A repeatable definition: applied after every
-- versioned migration, again whenever this file changes. Edit it in place.

-- Daraja's C2B validation (ADR 064), asked before the money moves when external validation is on for the
-- pay-bill: accept an account number that is an issued or partly paid KES invoice and a positive amount; reject
-- anything else with Daraja's documented codes (C2B00012 invalid account number, C2B00013 invalid amount), so the
-- payer's phone says so and no money arrives for nothing. A rejection here is advice to Safaricom: a
-- confirmation that still comes is recorded (record_c2b_payment holds what it cannot credit).
create or replace function public.c2b_account_check(account text, amount text) returns jsonb
language plpgsql stable security definer
set search_path = ''
as $$
declare
  v_amount numeric;
begin
  if coalesce(auth.role(), '') <> 'service_role' then
    raise exception 'Payments are checked by the server' using errcode = '42501';
  end if;
  begin
    v_amount := amount::numeric;
  exception when others then
    v_amount := null;
  end;
  if v_amount is null or v_amount <= 0 then
    return jsonb_build_object('ResultCode', 'C2B00013', 'ResultDesc', 'Rejected');
  end if;
  if not exists (
    select 1 from public.invoices i
     where upper(i.number) = upper(btrim(coalesce(account, ''))) and i.status in ('issued', 'partially_paid')
       and i.currency = 'KES'
  ) then
    return jsonb_build_object('ResultCode', 'C2B00012', 'ResultDesc', 'Rejected');
  end if;
  return jsonb_build_object('ResultCode', '0', 'ResultDesc', 'Accepted');
end
$$;

revoke execute on function public.c2b_account_check(text, text) from public, anon, authenticated;
grant execute on function public.c2b_account_check(text, text) to service_role;
