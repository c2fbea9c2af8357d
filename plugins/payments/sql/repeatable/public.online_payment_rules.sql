-- public.online_payment_rules: stated once here (ADR 040). A repeatable definition: applied after every
-- versioned migration, again whenever this file changes. Edit it in place.

-- What the pay page asks before showing the amount (ADR 075): may the client pay part of the invoice, and the
-- smallest part with its currency. Open to visitors: two rules, no data of anyone's.
create or replace function public.online_payment_rules() returns jsonb
language sql stable security definer
set search_path = ''
as $$
  select jsonb_build_object(
           'partial_allowed', coalesce(s.partial_allowed, true),
           'minimum_part', s.minimum_part::text,
           'currency', (select o.currency from public.organizations o where o.id = 1))
    from (select true) one
    left join public.payment_settings s on s.id
$$;

revoke execute on function public.online_payment_rules() from public;
grant execute on function public.online_payment_rules() to anon, authenticated, service_role;
