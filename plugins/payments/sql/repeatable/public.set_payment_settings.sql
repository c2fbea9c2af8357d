-- public.set_payment_settings: stated once here (ADR 040). A repeatable definition: applied after every
-- versioned migration, again whenever this file changes. Edit it in place.

-- Admin: Settings → Paying online (ADR 075). p: { partial_allowed?, minimum_part? } — a key left out keeps its
-- value; minimum_part null or '' removes the minimum. Answers the row.
create or replace function public.set_payment_settings(p jsonb) returns public.payment_settings
language plpgsql security definer
set search_path = ''
as $$
declare
  s public.payment_settings;
  v_min numeric;
begin
  if not coalesce(app.has_role('admin'), false) then
    raise exception 'Only an admin can change how clients pay online' using errcode = '42501';
  end if;
  if not app.module_enabled('payments') then
    raise exception 'Online payments are switched off (Settings → Modules)' using errcode = '55000';
  end if;
  if p is null or jsonb_typeof(p) <> 'object' then
    raise exception 'Give the settings as an object' using errcode = '22023';
  end if;
  if p ? 'partial_allowed' and jsonb_typeof(p -> 'partial_allowed') <> 'boolean' then
    raise exception 'partial_allowed is true or false' using errcode = '22023';
  end if;
  select * into s from public.payment_settings x where x.id for update;
  v_min := s.minimum_part;
  if p ? 'minimum_part' then
    v_min := app.number_input(nullif(btrim(p ->> 'minimum_part'), ''), 'The minimum part');
    if v_min is not null and (v_min <= 0 or v_min <> round(v_min, 2)) then
      raise exception 'The minimum part must be above 0 with at most 2 decimals, or empty for none'
        using errcode = '22023';
    end if;
  end if;
  update public.payment_settings x
     set partial_allowed = coalesce((p ->> 'partial_allowed')::boolean, x.partial_allowed),
         minimum_part = v_min,
         updated_at = now(), updated_by = auth.uid()
   where x.id
  returning * into s;
  perform app.record_event('payment_settings', 'rules', 'payments.rules_changed',
    case when s.partial_allowed
         then 'Clients may pay part of an invoice online' ||
              coalesce(', at least ' || to_char(s.minimum_part, 'FM999,999,999,990.00'), '')
         else 'Clients pay invoices online in full' end,
    null, '/dashboard/settings?tab=online-payment-rules');
  return s;
end
$$;

revoke execute on function public.set_payment_settings(jsonb) from public, anon;
grant execute on function public.set_payment_settings(jsonb) to authenticated, service_role;
