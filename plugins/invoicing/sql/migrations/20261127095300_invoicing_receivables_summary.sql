-- Home's "Money owed" card (plugins/invoicing/widgets/money-owed.tsx): what
-- customers owe the firm now, how much of it is overdue, what came in this
-- month, and the invoices longest overdue — one call, computed by the database
-- against the company's today (as invoices_list.is_overdue is). Amounts per
-- currency: a USD invoice is never added to KES ones.
create function public.receivables_summary() returns jsonb
language plpgsql stable security definer
set search_path = ''
as $$
declare
  today date := app.company_today();
  month_start date := date_trunc('month', app.company_today())::date;
begin
  if not coalesce(app.has_role('staff'), false) then
    raise exception 'Only staff can read what customers owe' using errcode = '42501';
  end if;
  return jsonb_build_object(
    'as_of', today,
    'currencies', coalesce((
      select jsonb_agg(jsonb_build_object(
               'currency', c.currency, 'owed', c.owed, 'overdue', c.overdue, 'overdue_count', c.overdue_count,
               'open_count', c.open_count, 'received_this_month', c.received) order by c.currency)
        from (
          select cur.currency,
                 coalesce(sum(i.amount_due) filter (where i.id is not null), 0)::text as owed,
                 coalesce(sum(i.amount_due) filter (where i.due_date < today), 0)::text as overdue,
                 count(i.id) filter (where i.due_date < today) as overdue_count,
                 count(i.id) as open_count,
                 (select coalesce(sum(p.amount), 0) from public.payments p
                   where p.currency = cur.currency and p.reversed_at is null
                     and p.received_on between month_start and today)::text as received
            from (select x.currency from public.invoices x
                   where x.status in ('issued', 'partially_paid') and x.amount_due > 0
                  union
                  select p.currency from public.payments p
                   where p.reversed_at is null and p.received_on between month_start and today) cur
            left join public.invoices i
              on i.currency = cur.currency and i.status in ('issued', 'partially_paid') and i.amount_due > 0
           group by cur.currency
        ) c), '[]'::jsonb),
    'most_overdue', coalesce((
      select jsonb_agg(jsonb_build_object(
               'id', o.id, 'number', o.number, 'customer_id', o.customer_id, 'customer_name', o.name,
               'currency', o.currency, 'amount_due', o.amount_due::text, 'due_date', o.due_date,
               'days_overdue', today - o.due_date) order by o.due_date, o.number)
        from (select i.id, i.number, i.customer_id, cu.name, i.currency, i.amount_due, i.due_date
                from public.invoices i
                join public.customers cu on cu.id = i.customer_id
               where i.status in ('issued', 'partially_paid') and i.amount_due > 0 and i.due_date < today
               order by i.due_date, i.number
               limit 5) o), '[]'::jsonb)
  );
end
$$;
revoke execute on function public.receivables_summary() from public, anon;
grant execute on function public.receivables_summary() to authenticated, service_role;
