-- public.pos_bill_from_purchase_order: stated once here (ADR 040). A repeatable definition: applied after every
-- versioned migration, again whenever this file changes. Edit it in place.

-- "Create bill" on a purchase order (admin; ADR 083): a draft supplier bill for what was received on the
-- order and is on no other bill yet (cancelled bills do not count), at the ordered unit cost, with the VAT
-- of each item's tax code in force on the bill date. p_supplier_ref is the supplier's own invoice number
-- (entered once per supplier); the due date is p_due_on, else 30 days after the bill date (suppliers have
-- no payment terms yet).
--
-- One transaction with the order's row locked first, so "Create bill" clicked twice, retried or sent from
-- two tabs bills the received quantities once: the same p_bill, or the same supplier reference on the
-- same order, answers that bill (`already: true`); anything else finds nothing left to bill.
create or replace function public.pos_bill_from_purchase_order(
  p_order uuid, p_supplier_ref text, p_bill_date date default null, p_due_on date default null,
  p_bill uuid default null, p_notes text default null)
returns jsonb
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  o public.pos_purchase_orders;
  b public.pos_supplier_bills;
  x record;
  ref text := nullif(btrim(p_supplier_ref), '');
  new_id uuid := coalesce(p_bill, gen_random_uuid());
  on_date date;
  due date;
  rate numeric;
  v_amount numeric;
  line_tax numeric;
  n integer := 0;
  billed_on text;
begin
  perform app.pos_guard('admin', 'enter supplier bills');
  select * into o from public.pos_purchase_orders po where po.id = p_order for update;
  if o.id is null then
    raise exception 'No such purchase order' using errcode = 'P0002';
  end if;
  -- A retry of this very bill (its id made by the screen).
  if p_bill is not null then
    select * into b from public.pos_supplier_bills sb where sb.id = p_bill;
    if b.id is not null then
      if b.purchase_order_id <> o.id then
        raise exception 'This bill was made for another purchase order: open it from its own order' using errcode = '22023';
      end if;
      return app.pos_supplier_bill_document(b.id) || jsonb_build_object('already', true);
    end if;
  end if;
  if ref is null then
    raise exception 'Type the supplier''s invoice number, as printed on their invoice' using errcode = '22023',
      detail = 'supplier_ref';
  end if;
  if length(ref) > 60 then
    raise exception 'The supplier''s invoice number can be at most 60 characters' using errcode = '22023',
      detail = 'supplier_ref';
  end if;
  -- The same invoice of this supplier: on this order it is this bill again; on another, a mistake.
  select * into b from public.pos_supplier_bills sb
   where sb.supplier_id = o.supplier_id and lower(btrim(sb.supplier_ref)) = lower(ref) and sb.status <> 'cancelled';
  if b.id is not null then
    if b.purchase_order_id = o.id then
      return app.pos_supplier_bill_document(b.id) || jsonb_build_object('already', true);
    end if;
    raise exception 'Invoice % from this supplier is already entered as bill % (purchase order %): check the number on their invoice',
      ref, b.number, (select po.number from public.pos_purchase_orders po where po.id = b.purchase_order_id)
      using errcode = '23505', detail = 'supplier_ref';
  end if;
  if o.status not in ('partly_received', 'received') then
    raise exception 'Nothing has been received on purchase order % yet: receive the goods, then bill them', o.number
      using errcode = '55000';
  end if;

  on_date := coalesce(p_bill_date, app.company_today());
  if on_date > app.company_today() then
    raise exception 'The bill date cannot be after today' using errcode = '22023', detail = 'bill_date';
  end if;
  due := coalesce(p_due_on, on_date + 30);
  if due < on_date then
    raise exception 'The due date cannot be before the bill date (%)', to_char(on_date, 'DD Mon YYYY')
      using errcode = '22023', detail = 'due_on';
  end if;
  if length(coalesce(p_notes, '')) > 2000 then
    raise exception 'The notes can be at most 2,000 characters' using errcode = '22023', detail = 'notes';
  end if;

  for x in
    select l.id, l.line_no, l.catalog_item_id, l.unit_cost, c.name, c.tax_code,
           l.received - coalesce((select sum(bl.quantity) from public.pos_supplier_bill_lines bl
                                   join public.pos_supplier_bills bb on bb.id = bl.bill_id
                                  where bl.order_line_id = l.id and bb.status <> 'cancelled'), 0) as to_bill
      from public.pos_purchase_order_lines l
      join public.catalog_items c on c.id = l.catalog_item_id
     where l.order_id = o.id
     order by l.line_no
  loop
    continue when x.to_bill <= 0;
    if n = 0 then
      begin
        insert into public.pos_supplier_bills (id, number, supplier_id, purchase_order_id, supplier_ref, bill_date, due_on,
                                               subtotal, tax, total, notes)
        values (new_id, 'BILL-' || extract(year from app.company_today())::int || '-'
                           || lpad(nextval('app.pos_supplier_bill_number_seq')::text, 6, '0'),
                o.supplier_id, o.id, ref, on_date, due, 0, 0, 0, nullif(btrim(p_notes), ''));
      exception when unique_violation then
        raise exception 'Invoice % from this supplier is already entered on another bill: check the number on their invoice', ref
          using errcode = '23505', detail = 'supplier_ref';
      end;
    end if;
    n := n + 1;
    rate := app.tax_rate_on(x.tax_code, on_date);
    if rate is null then
      raise exception 'Line % (%): the tax code "%" has no rate in force on %', x.line_no, x.name, x.tax_code,
        to_char(on_date, 'DD Mon YYYY') using errcode = '22023';
    end if;
    v_amount := round(x.to_bill * x.unit_cost, 2);
    line_tax := round(v_amount * rate * 0.01, 2);
    insert into public.pos_supplier_bill_lines (bill_id, line_no, order_line_id, catalog_item_id, name, quantity, unit_cost,
                                                tax_code, tax_rate, amount, tax, total)
    values (new_id, n, x.id, x.catalog_item_id, x.name, x.to_bill, x.unit_cost, x.tax_code, rate, v_amount, line_tax,
            v_amount + line_tax);
  end loop;

  if n = 0 then
    select string_agg(bb.number, ', ' order by bb.number) into billed_on
      from public.pos_supplier_bills bb where bb.purchase_order_id = o.id and bb.status <> 'cancelled';
    raise exception 'Everything received on % is billed already (%): receive more first, or cancel a bill to enter it again',
      o.number, coalesce(billed_on, 'no bill') using errcode = '55000';
  end if;

  update public.pos_supplier_bills
     set subtotal = t.amount, tax = t.tax, total = t.amount + t.tax
    from (select sum(l.amount) as amount, sum(l.tax) as tax from public.pos_supplier_bill_lines l where l.bill_id = new_id) t
   where id = new_id;
  return app.pos_supplier_bill_document(new_id) || jsonb_build_object('already', false);
end
$$;
revoke execute on function public.pos_bill_from_purchase_order(uuid, text, date, date, uuid, text) from public, anon;
grant execute on function public.pos_bill_from_purchase_order(uuid, text, date, date, uuid, text) to authenticated, service_role;
