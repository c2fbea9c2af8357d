-- public.record_payment_provider_test: stated once here (ADR 040). A repeatable definition: applied after every
-- versioned migration, again whenever this file changes. Edit it in place.

-- The outcome of Settings' "Test connection" (the payments-admin function, as the service role).
create or replace function public.record_payment_provider_test(provider text, result text) returns void
language sql security definer
set search_path = ''
as $$
  update public.payment_providers x set last_test_at = now(), last_test_result = left(result, 500)
   where x.provider = record_payment_provider_test.provider and coalesce(auth.role(), '') = 'service_role';
$$;

revoke execute on function public.record_payment_provider_test(text, text) from public, anon, authenticated;
grant execute on function public.record_payment_provider_test(text, text) to service_role;
