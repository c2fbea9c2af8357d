-- public.payment_provider_config: stated once here (ADR 040). A repeatable definition: applied after every
-- versioned migration, again whenever this file changes. Edit it in place.

-- The server's (service role's) read of a provider: settings and secrets, for the payments functions. No other
-- role may call it; the secrets table is in a schema /rest/v1 does not expose.
create or replace function public.payment_provider_config(provider text) returns jsonb
language plpgsql stable security definer
set search_path = ''
as $$
declare
  prov public.payment_providers;
begin
  if coalesce(auth.role(), '') <> 'service_role' then
    raise exception 'Only the server reads provider keys' using errcode = '42501';
  end if;
  select * into prov from public.payment_providers x where x.provider = payment_provider_config.provider;
  if not found then
    raise exception 'There is no payment provider %', provider using errcode = 'P0002';
  end if;
  return jsonb_build_object('provider', prov.provider, 'enabled', prov.enabled, 'mode', prov.mode,
    'settings', prov.settings,
    'secrets', coalesce((select s.secrets from app.payment_provider_secrets s where s.provider = prov.provider),
                        '{}'::jsonb));
end
$$;

revoke execute on function public.payment_provider_config(text) from public, anon, authenticated;
grant execute on function public.payment_provider_config(text) to service_role;
