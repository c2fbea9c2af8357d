-- Demo invoices (ADR 027; server/demo/demo-sql.ts runs this once on a new demo database, as the owner,
-- after the customers, projects and catalogue demos): 25 invoices in KES for demo customers — drafts,
-- issued ones (some past due, so overdue), one voided, one with a partial credit note — with the
-- firm's services from the catalogue and free-text lines (travel, sampling consumables).
-- Lines go through app.create_invoice_draft (totals by app.document_totals, the database's rule);
-- issued invoices take their numbers from app.next_document_number('invoice') in date order, so the
-- firm's real numbering continues gaplessly after them. Dates are relative to the day the demo loads.
-- Each block runs as the demo staff member (drafts) or admin (issues), via request.jwt.claims.
do $$
declare
  staff_id uuid := (select id from auth.users where email = 'staff@demo.safeworks.test');
  admin_id uuid := (select id from auth.users where email = 'admin@demo.safeworks.test');
  r record;
  cust uuid;
  inv public.invoices;
  today date := app.company_today();
  issue date;
  line_id uuid;
  item jsonb;
  lines jsonb;
begin
  if staff_id is null or admin_id is null then
    return;
  end if;
  for r in
    select * from (values
      -- n, customer, days ago issued (null: draft), terms, doc discount %, state, lines [sku | free text, qty, price?]
      (1, 'Mavoko Steel Rolling Mills Ltd', 88, 30, 0, 'issued', '[["SVC-SUR-NOISE",1],["Travel and subsistence, Mavoko",1,18500]]'),
      (2, 'Coastline Cement Works Ltd', 80, 30, 5, 'issued', '[["SVC-SUR-AIR",2],["Laboratory analysis of dust samples",24,2800]]'),
      (3, 'Thika Paper Converters Ltd', 75, 30, 0, 'credited', '[["SVC-AUD-FIRE",1],["SVC-TRN-FIRE",20]]'),
      (4, 'Lake Naivasha Flowers Ltd', 70, 14, 0, 'issued', '[["SVC-SUR-WATER",6],["Sample transport cool boxes",2,3500]]'),
      (5, 'Kericho Highlands Tea Estates Ltd', 66, 30, 0, 'void', '[["SVC-SUR-NOISE",1]]'),
      (6, 'Timau Roses Ltd', 60, 30, 10, 'issued', '[["SVC-TRN-OSH",15]]'),
      (7, 'Gusii Highlands Hospital', 55, 30, 0, 'issued', '[["SVC-MED",48],["SVC-TRN-CHEM",12]]'),
      (8, 'Nairobi Skyline Hotel Ltd', 50, 30, 0, 'issued', '[["SVC-AUD-FIRE",1],["SVC-TRN-FIRE",25]]'),
      (9, 'Shanzu Heights Construction Ltd', 46, 30, 0, 'issued', '[["SVC-TRN-HEIGHT",14],["Harness inspection tags",14,350]]'),
      (10, 'Eldoret Grain Millers Ltd', 42, 30, 0, 'issued', '[["SVC-AUD-SH",1],["Travel and subsistence, Eldoret",1,32000]]'),
      (11, 'Karen Family Hospital Ltd', 38, 30, 0, 'issued', '[["SVC-AUD-RA",1]]'),
      (12, 'Highway Civil Engineering Ltd', 34, 30, 0, 'issued', '[["SVC-TRN-HEIGHT",10],["SVC-TRN-ELEC",8]]'),
      (13, 'Hells Gate Geothermal Services Ltd', 30, 30, 0, 'issued', '[["SVC-AUD-ENV",1],["NEMA filing fee (disbursement)",1,10000]]'),
      (14, 'Kiambu Dairy Processors Ltd', 26, 30, 0, 'issued', '[["SVC-AUD-FOOD",1]]'),
      (15, 'Nyali Coral Beach Hotel', 21, 30, 0, 'issued', '[["SVC-TRN-FIRE",30],["Evacuation drill and report",1,25000]]'),
      (16, 'Embakasi Polymers Industries Ltd', 18, 30, 5, 'issued', '[["SVC-AUD-SH",1],["SVC-SUR-AIR",1]]'),
      (17, 'Uasin Gishu Technical College', 14, 30, 0, 'issued', '[["SVC-TRN-OSH",40]]'),
      (18, 'Kikuyu Hills Girls Academy', 10, 30, 0, 'issued', '[["SVC-TRN-FIRE",18],["Fire extinguisher servicing",12,1500]]'),
      (19, 'Westlands Tower Contractors Ltd', 7, 30, 0, 'issued', '[["SVC-HR",2.5]]'),
      (20, 'Nakuru Agro Chemicals Ltd', 3, 30, 0, 'issued', '[["SVC-TRN-CHEM",16]]'),
      (21, 'Mavoko Steel Rolling Mills Ltd', null, 30, 0, 'draft', '[["SVC-MED",120]]'),
      (22, 'Coastline Cement Works Ltd', null, 30, 0, 'draft', '[["SVC-AUD-ENERGY",1],["Travel and subsistence, Athi River",1,15000]]'),
      (23, 'Lake Naivasha Flowers Ltd', null, 14, 0, 'draft', '[["SVC-TRN-CHEM",22]]'),
      (24, 'Kericho Highlands Tea Estates Ltd', null, 30, 0, 'draft', '[["SVC-SUR-NOISE",1],["Audiometric screening (per worker)",60,1200]]'),
      (25, 'Gusii Highlands Hospital', null, 30, 0, 'draft', '[["SVC-AUD-FIRE",1]]')
    ) as t (n, customer_name, days_ago, terms, disc, state, spec)
    order by t.days_ago desc nulls last, t.n
  loop
    select c.id into cust from public.customers c where c.name = r.customer_name order by c.created_at limit 1;
    if cust is null then
      continue;
    end if;
    lines := '[]'::jsonb;
    for item in select value from jsonb_array_elements(r.spec::jsonb) loop
      if (item ->> 0) like 'SVC-%' then
        lines := lines || jsonb_build_array(jsonb_build_object(
          'catalog_item_id', (select ci.id from public.catalog_items ci where ci.sku = item ->> 0),
          'quantity', item -> 1));
      else
        lines := lines || jsonb_build_array(jsonb_build_object(
          'description', item ->> 0, 'unit', 'each', 'quantity', item -> 1, 'unit_price', item -> 2,
          'tax_code', 'VAT'));
      end if;
    end loop;
    issue := today - coalesce(r.days_ago, 0);
    perform set_config('request.jwt.claims', jsonb_build_object('sub', staff_id, 'role', 'authenticated')::text, true);
    inv := app.create_invoice_draft(cust, lines, jsonb_build_object(
      'issue_date', issue, 'due_date', issue + r.terms, 'document_discount', r.disc,
      'project_id', (select p.id from public.projects p where p.customer_id = cust order by p.created_at limit 1)));
    perform app.record_event('invoices', inv.id::text, 'invoicing.invoice_drafted', null,
      jsonb_build_object('total', inv.total));
    if r.state = 'draft' then
      continue;
    end if;
    -- Issued on its (past) date, as the admin, with the real numbering.
    perform set_config('request.jwt.claims', jsonb_build_object('sub', admin_id, 'role', 'authenticated')::text, true);
    perform set_config('app.invoicing_write', 'on', true);
    update public.invoices x
       set number = app.next_document_number('invoice'), status = 'issued',
           issued_at = issue + time '10:00', issued_by = admin_id
     where x.id = inv.id
     returning * into inv;
    perform set_config('app.invoicing_write', '', true);
    perform app.record_event('invoices', inv.id::text, 'invoicing.invoice_issued', null,
      jsonb_build_object('number', inv.number, 'total', inv.total));
    if r.state = 'void' then
      perform public.void_invoice(inv.id, 'Issued to the wrong company: re-invoiced to the estate''s parent company');
    elsif r.state = 'credited' then
      -- 5 of the 20 fire safety trainees did not attend.
      select l.id into line_id from public.invoice_lines l where l.invoice_id = inv.id and l.position = 2;
      perform public.issue_credit_note(inv.id,
        jsonb_build_array(jsonb_build_object('invoice_line_id', line_id, 'quantity', 5)),
        '5 of the 20 participants booked did not attend the fire safety training');
    end if;
  end loop;
  perform set_config('request.jwt.claims', '', true);
end
$$;
