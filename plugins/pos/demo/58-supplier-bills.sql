-- Demo supplier bill (ADR 083; server/demo/demo-sql.ts runs this once, as the owner, after 56-purchasing.sql):
-- Usalama Fire Equipment's invoice USF-INV-20931 for the two extinguishers received on the demo purchase order
-- (2 × 4,250 = 8,500 + VAT 1,360 = 9,860), posted and part paid (5,000 by bank transfer), so the bills list,
-- the order and the suppliers list show what is still owed (4,860). Written by the same RPCs the screens call,
-- as the demo admin.
do $$
declare
  admin_id uuid := (select id from auth.users where email = 'admin@demo.safeworks.test');
  po uuid := 'b7f3c1d2-0007-4000-8000-000000000001';
  bill uuid := 'b7f3c1d2-0009-4000-8000-000000000001';
begin
  if admin_id is null or to_regclass('public.pos_supplier_bills') is null then
    return;
  end if;
  -- A statement of its own: PL/pgSQL parses a whole condition, so a table missing on an older database would fail it.
  if not exists (select 1 from public.pos_purchase_orders where id = po and status in ('partly_received', 'received')) then
    return;
  end if;
  perform set_config('request.jwt.claims', jsonb_build_object('sub', admin_id, 'role', 'authenticated')::text, true);
  perform public.pos_bill_from_purchase_order(po, 'USF-INV-20931', app.company_today(), app.company_today() + 30, bill,
                                             'Two 9 kg dry powder extinguishers; the fire blankets follow.');
  perform public.pos_post_supplier_bill(bill);
  perform public.pos_record_supplier_payment('b7f3c1d2-000a-4000-8000-000000000001', bill, 5000, app.company_today(),
                                             'bank_transfer', 'EFT 0047718');
end
$$;
