-- app.pos_low_stock_notify: stated once here (ADR 040). A repeatable definition: applied after every
-- versioned migration, again whenever this file changes. Edit it in place.

-- The scheduled job pos.low-stock-notifications (daily, 07:00 company time; issue 25, ADR 072): tells the
-- people who buy which stocked items are at or under their reorder level (the low-stock list,
-- public.pos_stock_levels.is_low): one notification each, "7 items at or under their reorder level",
-- linking /dashboard/pos/low-stock. Nothing low, or the module switched off: nobody is told.
-- The people who buy: active admins and superadmins, and active staff who created a purchase order or
-- received one in the last 90 days.
-- Once a company day per person whenever and however often it runs (app.pos_low_stock_notices: a
-- second run, or two at once, finds the day's row and sends nothing). Answers how many it sent.
create or replace function app.pos_low_stock_notify()
returns integer
language plpgsql security definer
set search_path = ''
as $$
declare
  today date := app.company_today();
  low integer;
  names text;
  who uuid;
  sent integer := 0;
begin
  if not coalesce(app.module_enabled('pos'), false) then
    return 0;
  end if;
  select count(*)::integer,
         string_agg(x.name || ' (' || trim_scale(x.on_hand)::text || ' left)',
                    ', ' order by x.on_hand / nullif(x.reorder_level, 0) nulls first, x.name)
           filter (where x.rn <= 5)
    into low, names
    from (
      select l.name, l.on_hand, l.reorder_level,
             row_number() over (order by l.on_hand / nullif(l.reorder_level, 0) nulls first, l.name) as rn
        from public.pos_stock_levels l
       where l.is_low
    ) x;
  if low = 0 then
    return 0;
  end if;
  for who in
    select p.auth_id from public.profiles p
     where p.is_active and (
       p.role in ('admin', 'superadmin')
       or (p.role = 'staff' and (
         exists (select 1 from public.pos_purchase_orders o
                  where o.created_by = p.auth_id and o.created_at > now() - interval '90 days')
         or exists (select 1 from public.pos_purchase_receipts r
                     where r.created_by = p.auth_id and r.created_at > now() - interval '90 days'))))
     order by p.auth_id
  loop
    insert into app.pos_low_stock_notices (day, recipient, items) values (today, who, low)
    on conflict (day, recipient) do nothing;
    if found then
      perform app.notify(who, 'pos.low-stock',
        low || case when low = 1 then ' item at or under its' else ' items at or under their' end || ' reorder level',
        names || case when low > 5 then ' and ' || (low - 5) || ' more' else '' end,
        '/dashboard/pos/low-stock', 'pos_low_stock', today::text);
      sent := sent + 1;
    end if;
  end loop;
  return sent;
end
$$;
revoke execute on function app.pos_low_stock_notify() from public, anon, authenticated;
grant execute on function app.pos_low_stock_notify() to service_role;
