-- public.online_payment_options: stated once here (ADR 040). A repeatable definition: applied after every
-- versioned migration, again whenever this file changes. Edit it in place.

-- The ways a payer may pay online now (the pay page's choices): the enabled providers, none while the module
-- is off. Open to visitors: names and labels only.
create or replace function public.online_payment_options() returns jsonb
language sql stable security definer
set search_path = ''
as $$
  select coalesce(jsonb_agg(jsonb_build_object('provider', x.provider, 'label', x.label, 'mode', x.mode)
                            order by x.provider = 'sandbox', x.provider), '[]'::jsonb)
    from public.payment_providers x
   where x.enabled and app.module_enabled('payments')
     -- Daraja serves Kenya only (ADR 079): M-Pesa is offered when the company's phone country is Kenya.
     and (x.provider <> 'mpesa' or coalesce((select o.phone_country from public.organizations o where o.id = 1), 'KE') = 'KE')
$$;

revoke execute on function public.online_payment_options() from public;
grant execute on function public.online_payment_options() to anon, authenticated, service_role;
