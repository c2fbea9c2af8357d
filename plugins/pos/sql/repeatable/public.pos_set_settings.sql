-- public.pos_set_settings: stated once here (ADR 040). A repeatable definition: applied after every
-- versioned migration, again whenever this file changes. Edit it in place.

-- Point of sale → Settings (admins, ADR 091): the firm's highest discount on a till line or cart, 0 to
-- 100 % with at most 2 decimals. Answers the row; the change is on the settings' timeline and in the
-- activity log (pos.settings_changed). A sale already stored keeps its discount; a sale sent after the
-- change (a queued one too) is held to the new ceiling.
create or replace function public.pos_set_settings(p_max_discount_percent numeric)
returns jsonb
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  s public.pos_settings;
  before numeric;
begin
  perform app.pos_guard('admin', 'change the till''s settings');
  perform app.assert_money(p_max_discount_percent, 'The highest discount');
  if p_max_discount_percent is null or p_max_discount_percent < 0 or p_max_discount_percent > 100
     or p_max_discount_percent <> round(p_max_discount_percent, 2) then
    raise exception 'The highest discount is a percentage from 0 to 100 with at most 2 decimals'
      using errcode = '22023';
  end if;
  insert into public.pos_settings (id) values (true) on conflict (id) do nothing;
  select x.max_discount_percent into before from public.pos_settings x where x.id for update;
  update public.pos_settings x
     set max_discount_percent = p_max_discount_percent, updated_at = now(), updated_by = auth.uid()
   where x.id
  returning * into s;
  if before is distinct from s.max_discount_percent then
    perform app.record_event('pos_settings', 'till', 'pos.settings_changed',
      'Highest discount at the till: ' || trim_scale(s.max_discount_percent) || ' %',
      jsonb_build_object('max_discount_percent',
        jsonb_build_object('from', trim_scale(before)::text, 'to', trim_scale(s.max_discount_percent)::text)),
      '/dashboard/pos/settings');
  end if;
  return jsonb_build_object('max_discount_percent', s.max_discount_percent::text, 'updated_at', s.updated_at);
end
$$;
revoke execute on function public.pos_set_settings(numeric) from public, anon;
grant execute on function public.pos_set_settings(numeric) to authenticated, service_role;
