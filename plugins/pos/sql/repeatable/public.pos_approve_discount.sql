-- public.pos_approve_discount: stated once here (ADR 040). A repeatable definition: applied after every
-- versioned migration, again whenever this file changes. Edit it in place.

-- An admin approves, with their POS PIN typed at the cashier's till, a discount up to p_percent on the
-- sale the till is making (its id, p_sale) — issue 25, ADR 072. Called by the cashier's session (staff).
-- - The approver must be an active admin or superadmin with a PIN; the percent at most the firm's
--   ceiling (public.pos_settings, ADR 091: refused naming it, before the PIN is looked at).
-- - Right PIN: the approval is stored for that sale (a second approval of the same sale replaces it)
--   and the wrong tries start again. pos_record_sale then accepts discounts up to the percent.
-- - Wrong PIN: nothing is approved, the try is counted and written to the audit log, and the answer
--   says how many tries are left ({approved: false, message}) — an answer, not an error, so the count
--   commits. The fifth wrong try in 15 minutes locks the PIN for 15 minutes; while locked every try is
--   refused (PT429) without looking at the PIN.
-- Tries on one admin's PIN are serialised by locking their pos_pins row, so 20 tries at once count 20.
create or replace function public.pos_approve_discount(p_sale uuid, p_admin uuid, p_pin text, p_percent numeric)
returns jsonb
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  admin_name text;
  pin public.pos_pins;
  tz text := coalesce((select o.timezone from public.organizations o where o.id = 1), 'Africa/Nairobi');
  fails integer;
  window_start timestamptz;
begin
  perform app.pos_guard('staff', 'ask for a discount approval');
  if p_sale is null then
    raise exception 'The till must give the sale an id' using errcode = '22023';
  end if;
  if exists (select 1 from public.pos_sales s where s.id = p_sale) then
    raise exception 'This sale is already stored: start a new sale' using errcode = '22023';
  end if;
  perform app.assert_money(p_percent, 'The discount');
  if p_percent is null or p_percent <= 0 or p_percent > 100 or p_percent <> round(p_percent, 2) then
    raise exception 'A discount is a percentage above 0 and at most 100' using errcode = '22023';
  end if;
  if p_percent > app.pos_discount_ceiling() then
    raise exception 'A discount of % %% is above the firm''s ceiling of % %% (Point of sale → Settings): no admin can approve it',
      trim_scale(p_percent), trim_scale(app.pos_discount_ceiling()) using errcode = '22023', hint = 'pos_discount_ceiling';
  end if;
  select coalesce(nullif(btrim(p.full_name), ''), p.email, 'This admin') into admin_name
    from public.profiles p
   where p.auth_id = p_admin and p.is_active and p.role in ('admin', 'superadmin');
  if admin_name is null then
    raise exception 'Only an active admin can approve a discount' using errcode = '42501';
  end if;
  select * into pin from public.pos_pins x where x.user_id = p_admin for update;
  if pin.user_id is null then
    raise exception '% has not set a POS PIN yet (My POS PIN, on the till)', admin_name using errcode = '22023';
  end if;
  if pin.locked_until > now() then
    raise exception '%''s PIN is locked after 5 wrong tries: try again after %', admin_name,
      to_char(pin.locked_until at time zone tz, 'HH24:MI')
      using errcode = 'PT429', hint = 'pos_pin_locked';
  end if;

  if app.pos_pin_hash(btrim(coalesce(p_pin, '')), pin.salt, pin.rounds) = pin.hash then
    update public.pos_pins x set failed_count = 0, first_failed_at = null, locked_until = null
     where x.user_id = p_admin;
    insert into public.pos_discount_approvals as a (sale_id, approved_by, max_percent)
    values (p_sale, p_admin, p_percent)
    on conflict (sale_id) do update
      set approved_by = excluded.approved_by, max_percent = excluded.max_percent,
          requested_by = excluded.requested_by, created_at = now();
    return jsonb_build_object('approved', true, 'sale_id', p_sale, 'approved_by', p_admin,
                              'approver', admin_name, 'max_percent', round(p_percent, 2)::text);
  end if;

  -- A wrong try: counted in a 15-minute window that starts at the first wrong try.
  window_start := case when pin.first_failed_at > now() - interval '15 minutes' then pin.first_failed_at else now() end;
  fails := case when window_start = pin.first_failed_at then pin.failed_count + 1 else 1 end;
  insert into public.audit_log (actor, action, target, details)
  values (auth.uid(), 'pos.pin_wrong', 'pos_pins:' || p_admin,
          jsonb_build_object('sale_id', p_sale, 'tries', fails));
  if fails >= 5 then
    update public.pos_pins x set failed_count = 0, first_failed_at = null, locked_until = now() + interval '15 minutes'
     where x.user_id = p_admin;
    return jsonb_build_object('approved', false, 'locked', true, 'tries_left', 0,
      'message', 'Wrong PIN. ' || admin_name || '''s PIN is now locked for 15 minutes (until '
        || to_char((now() + interval '15 minutes') at time zone tz, 'HH24:MI') || ')');
  end if;
  update public.pos_pins x set failed_count = fails, first_failed_at = window_start where x.user_id = p_admin;
  return jsonb_build_object('approved', false, 'locked', false, 'tries_left', 5 - fails,
    'message', 'Wrong PIN: ' || (5 - fails) || case when 5 - fails = 1 then ' try' else ' tries' end
      || ' left before it locks for 15 minutes');
end
$$;
revoke execute on function public.pos_approve_discount(uuid, uuid, text, numeric) from public, anon;
grant execute on function public.pos_approve_discount(uuid, uuid, text, numeric) to authenticated, service_role;
