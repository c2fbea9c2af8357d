-- Demo payments (ADR 028; run once on a new demo database, as the owner, after 60-invoices.sql):
-- M-Pesa (realistic transaction codes), bank transfers, a cheque and cash against the demo invoices,
-- so some are paid, some partly paid, and one customer overpaid (their credit shows on the customer's
-- Payments tab and can be applied to their next invoice). Recorded through public.record_payment as the
-- demo staff member (request.jwt.claims), the way the app records them: numbers RCT-<year>-0001…
do $$
declare
  staff_id uuid := (select id from auth.users where email = 'staff@demo.safeworks.test');
  r record;
  inv public.invoices;
  amt numeric;
  today date := app.company_today();
begin
  if staff_id is null then
    return;
  end if;
  perform set_config('request.jwt.claims', jsonb_build_object('sub', staff_id, 'role', 'authenticated')::text, true);
  for r in
    select * from (values
      -- customer, share of what is due ('full', 'over' = full + 5,000 credit, or a fraction), days after issue,
      -- method, M-Pesa code, reference, payer
      (1, 'Mavoko Steel Rolling Mills Ltd', 'full', 21, 'bank_transfer', null, 'KCB FT26301XK4P9', 'Mavoko Steel Rolling Mills Ltd'),
      (2, 'Coastline Cement Works Ltd', '0.5', 25, 'cheque', null, 'Cheque 004512, Equity Bank Mombasa', 'Coastline Cement Works Ltd'),
      (3, 'Timau Roses Ltd', '0.4', 12, 'mpesa', 'SKL4XB2M9Q', null, 'Peter Kiprono'),
      (4, 'Timau Roses Ltd', 'full', 28, 'mpesa', 'SKR7HD3N2W', null, 'Peter Kiprono'),
      (5, 'Gusii Highlands Hospital', '0.3', 20, 'bank_transfer', null, 'Co-op Bank RTGS 88231', 'Gusii Highlands Hospital'),
      (6, 'Nyali Coral Beach Hotel', 'over', 9, 'bank_transfer', null, 'NCBA FT26321PQ7L2', 'Nyali Coral Beach Hotel'),
      (7, 'Kiambu Dairy Processors Ltd', '0.25', 10, 'mpesa', 'SKT2MQ8V5Z', null, 'Mary Wanjiku'),
      (8, 'Kikuyu Hills Girls Academy', '0.5', 4, 'cash', null, 'Cash received at the office', 'The Bursar')
    ) as t (n, customer_name, share, days_after, method, code, reference, payer)
    order by t.n
  loop
    select i.* into inv
      from public.invoices i join public.customers c on c.id = i.customer_id
     where c.name = r.customer_name and i.status in ('issued', 'partially_paid') and i.amount_due > 0
     order by i.issue_date limit 1;
    if not found then
      continue;
    end if;
    amt := case r.share when 'full' then inv.amount_due when 'over' then inv.amount_due + 5000
                        else round(inv.amount_due * r.share::numeric, 0) end;
    perform public.record_payment(jsonb_build_object(
      'customer_id', inv.customer_id, 'method', r.method, 'amount', amt,
      'received_on', least(inv.issue_date + r.days_after, today),
      'transaction_code', r.code, 'reference', r.reference, 'payer', r.payer,
      'allocations', jsonb_build_array(jsonb_build_object('invoice_id', inv.id, 'amount', least(amt, inv.amount_due)))));
  end loop;
  perform set_config('request.jwt.claims', '', true);
end
$$;
