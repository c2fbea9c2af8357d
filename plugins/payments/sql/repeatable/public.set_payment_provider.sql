-- public.set_payment_provider: stated once here (ADR 040). A repeatable definition: applied after every
-- versioned migration, again whenever this file changes. Edit it in place.

-- Superadmin: turn a provider on or off, choose sandbox or production, change its settings, replace secrets.
-- p: { provider, enabled?, mode?, settings?, secrets?: { name: value | null } } — a secret given replaces the
-- stored one, null removes it, one not named is kept. Secrets are never answered back: only their names.
create or replace function public.set_payment_provider(p jsonb) returns public.payment_providers
language plpgsql security definer
set search_path = ''
as $$
declare
  prov public.payment_providers;
  sec jsonb;
  k text;
  v jsonb;
begin
  if not coalesce(app.has_role('superadmin'), false) then
    raise exception 'Only a superadmin can change payment providers' using errcode = '42501';
  end if;
  if p is null or jsonb_typeof(p) <> 'object' then
    raise exception 'Give the provider''s fields as an object' using errcode = '22023';
  end if;
  select * into prov from public.payment_providers x where x.provider = p ->> 'provider' for update;
  if not found then
    raise exception 'There is no payment provider %', coalesce(p ->> 'provider', '(none)') using errcode = 'P0002';
  end if;
  if p ? 'mode' and p ->> 'mode' not in ('sandbox', 'production') then
    raise exception 'The mode is sandbox or production' using errcode = '22023';
  end if;
  if p ? 'settings' and jsonb_typeof(p -> 'settings') <> 'object' then
    raise exception 'settings must be an object' using errcode = '22023';
  end if;
  if p ? 'secrets' and jsonb_typeof(p -> 'secrets') <> 'object' then
    raise exception 'secrets must be an object of names and values' using errcode = '22023';
  end if;
  select s.secrets into sec from app.payment_provider_secrets s where s.provider = prov.provider;
  sec := coalesce(sec, '{}'::jsonb);
  for k, v in select * from jsonb_each(coalesce(p -> 'secrets', '{}'::jsonb)) loop
    if jsonb_typeof(v) = 'null' or btrim(v #>> '{}') = '' then
      sec := sec - k;
    elsif jsonb_typeof(v) <> 'string' or length(v #>> '{}') > 4000 then
      raise exception 'The secret % must be text', k using errcode = '22023';
    else
      sec := sec || jsonb_build_object(k, btrim(v #>> '{}'));
    end if;
  end loop;
  insert into app.payment_provider_secrets (provider, secrets) values (prov.provider, sec)
  on conflict (provider) do update set secrets = excluded.secrets, updated_at = now();
  update public.payment_providers x
     set enabled = coalesce((p ->> 'enabled')::boolean, x.enabled),
         mode = coalesce(p ->> 'mode', x.mode),
         settings = case when p ? 'settings' then x.settings || (p -> 'settings') else x.settings end,
         secret_names = array(select jsonb_object_keys(sec) order by 1),
         updated_at = now(), updated_by = auth.uid()
   where x.provider = prov.provider
  returning * into prov;
  perform app.record_event('payment_providers', prov.provider, 'payments.provider_changed',
    prov.label || ': ' || case when prov.enabled then 'on' else 'off' end || ', ' || prov.mode, null,
    '/dashboard/payment-testing');
  return prov;
end
$$;

revoke execute on function public.set_payment_provider(jsonb) from public, anon;
grant execute on function public.set_payment_provider(jsonb) to authenticated, service_role;
