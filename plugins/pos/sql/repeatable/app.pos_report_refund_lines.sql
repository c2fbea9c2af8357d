-- app.pos_report_refund_lines: stated once here (ADR 040). A repeatable definition: applied after every
-- versioned migration, again whenever this file changes. Edit it in place.

-- The refunds given between two company dates (by the refund's date, ADR 077), one row per refunded sale
-- line, with what each gave back before VAT and at cost, for the reports to take off their figures.
-- Before VAT is the line's amount in proportion to the money given back, cumulated over the line's refunds
-- in order and rounded to the cent at each step: the parts of a line refunded in several goes add up to
-- exactly its amount, so a line refunded whole nets to zero. Cost is quantity × the average cost the line was
-- sold at (not rounded here: the reports round their sums). Location: the sale's (null: every location).
create or replace function app.pos_report_refund_lines(p_from date, p_to date, p_location uuid, tz text)
returns table (
  refund_id uuid, refund_day date, method public.pos_payment_method, refunded_by uuid, sale_id uuid,
  line_no integer, catalog_item_id uuid, name text, sku text, quantity numeric, total numeric,
  amount numeric, cost numeric
)
language sql stable
set search_path = ''
as $$
  with touched as (
    -- Sales with a refund in the period: only their lines' refund histories are read.
    select distinct r.sale_id from public.pos_refunds r
     where r.created_at >= (p_from::timestamp at time zone tz)
       and r.created_at < ((p_to + 1)::timestamp at time zone tz)
  ), history as (
    select r.id as refund_id, r.created_at, r.method, r.created_by, r.sale_id, rl.line_no, l.catalog_item_id,
           l.name, l.sku, rl.quantity, rl.total, l.amount as line_amount, l.total as line_total, l.unit_cost,
           s.location_id,
           sum(rl.total) over (partition by r.sale_id, rl.line_no order by r.created_at, r.id) as cum_total
      from touched t
      join public.pos_refunds r on r.sale_id = t.sale_id
      join public.pos_refund_lines rl on rl.refund_id = r.id
      join public.pos_sale_lines l on l.sale_id = r.sale_id and l.line_no = rl.line_no
      join public.pos_sales s on s.id = r.sale_id
  )
  select h.refund_id, (h.created_at at time zone tz)::date, h.method, h.created_by, h.sale_id, h.line_no,
         h.catalog_item_id, h.name, h.sku, h.quantity, h.total,
         case when h.line_total = 0 then 0
              else round(h.line_amount * h.cum_total / h.line_total, 2)
                 - round(h.line_amount * (h.cum_total - h.total) / h.line_total, 2) end,
         h.quantity * coalesce(h.unit_cost, 0)
    from history h
   where (h.created_at at time zone tz)::date between p_from and p_to
     and (p_location is null or h.location_id = p_location)
$$;
revoke execute on function app.pos_report_refund_lines(date, date, uuid, text) from public, anon, authenticated;
grant execute on function app.pos_report_refund_lines(date, date, uuid, text) to service_role;
