-- Demo quotations (server/demo/demo-sql.ts runs this once on a new demo database, as the owner,
-- after the customers demo and the catalogue): fifteen offers to demo customers in every status —
-- drafts, sent, accepted (one with the client's drawn signature), declined, expired — and two
-- numbers with a second revision (the first superseded). Lines are the firm's services and safety
-- products from the catalogue plus typed lines, at KES prices; every amount is computed by
-- save_quotation (ADR 023), never written here. Dates are relative to the day the demo is loaded.
-- Each quotation is drafted as its owner (request.jwt.claims), so timelines name them.
create temporary table demo_quotations (
  n int, customer_name text, owner_email text, title text, outcome text, discount numeric,
  sent_days_ago int, lines jsonb, decided_by text, reason text
) on commit drop;

insert into demo_quotations values
  (1, 'Mavoko Steel Rolling Mills Ltd', 'staff@demo.safeworks.test', 'Noise survey and hearing protection — rolling mill', 'accepted', 5, 12,
   '[{"sku": "SVC-SUR-NOISE", "quantity": "2"}, {"description": "Audiometric baseline testing of exposed workers", "quantity": "60", "unit": "worker", "unit_price": "1500", "tax_code": "EXEMPT"}]',
   'Peter Mutua', null),
  (2, 'Kiambu Dairy Processors Ltd', 'staff@demo.safeworks.test', 'Food safety audit — Ruiru creamery', 'sent', 0, 3,
   '[{"sku": "SVC-AUD-FOOD", "quantity": "1"}, {"description": "Travel to Ruiru (return)", "quantity": "1", "unit": "trip", "unit_price": "6500", "tax_code": "VAT"}]',
   null, null),
  (3, 'Thika Paper Converters Ltd', 'admin@demo.safeworks.test', 'Fire safety audit and fire marshal training', 'accepted', 0, 40,
   '[{"sku": "SVC-AUD-FIRE", "quantity": "1"}, {"sku": "SVC-TRN-FIRE", "quantity": "15"}]',
   'Grace Njeri', null),
  (4, 'Coastline Cement Works Ltd', 'superadmin@demo.safeworks.test', 'Dust and air quality survey — clinker plant', 'revised_sent', 10, 20,
   '[{"sku": "SVC-SUR-AIR", "quantity": "4"}, {"description": "Laboratory analysis of respirable silica samples", "quantity": "24", "unit": "sample", "unit_price": "4200", "tax_code": "VAT"}]',
   null, null),
  (5, 'Nakuru Agro Chemicals Ltd', 'staff@demo.safeworks.test', 'Chemical handling training for stores staff', 'draft', 0, null,
   '[{"sku": "SVC-TRN-CHEM", "quantity": "12"}, {"description": "Training materials and certificates", "quantity": "12", "unit": "participant", "unit_price": "750", "tax_code": "VAT"}]',
   null, null),
  (6, 'Eldoret Grain Millers Ltd', 'admin@demo.safeworks.test', 'Safety and health audit — mill', 'rejected', 0, 25,
   '[{"sku": "SVC-AUD-SH", "quantity": "1"}, {"sku": "SVC-AUD-RA", "quantity": "1"}]',
   'Kiprono Bett', 'We have gone with the group''s own safety team for this year''s audit.'),
  (7, 'Lake Naivasha Flowers Ltd', 'admin@demo.safeworks.test', 'Borehole and effluent water survey', 'accepted', 2.5, 15,
   '[{"sku": "SVC-SUR-WATER", "quantity": "18"}, {"description": "Sampling visit, Naivasha (2 days)", "quantity": "2", "unit": "day", "unit_price": "22000", "tax_code": "VAT"}]',
   'Oscar Barasa', null),
  (8, 'Timau Roses Ltd', 'admin@demo.safeworks.test', 'Safety committee training and PPE', 'expired', 0, 50,
   '[{"sku": "SVC-TRN-OSH", "quantity": "10"}, {"description": "Hi-visibility vests (class 2)", "quantity": "40", "unit": "each", "unit_price": "450", "tax_code": "VAT"}]',
   null, null),
  (9, 'Kericho Highlands Tea Estates Ltd', 'superadmin@demo.safeworks.test', 'Noise survey — Kapkorech factory', 'sent', 0, 6,
   '[{"sku": "SVC-SUR-NOISE", "quantity": "1"}, {"description": "Noise map of the withering and rolling sections", "quantity": "1", "unit": "report", "unit_price": "18000", "tax_code": "VAT"}]',
   null, null),
  (10, 'Nyali Coral Beach Hotel', 'staff@demo.safeworks.test', 'Fire marshal training and evacuation drill', 'revised_accepted', 0, 18,
   '[{"sku": "SVC-TRN-FIRE", "quantity": "20"}, {"description": "Evacuation drill with report", "quantity": "1", "unit": "drill", "unit_price": "25000", "tax_code": "VAT"}]',
   'Fatma Said', null),
  (11, 'Gusii Highlands Hospital', 'admin@demo.safeworks.test', 'Periodic medical examinations — laundry and theatre staff', 'sent', 0, 2,
   '[{"sku": "SVC-MED", "quantity": "74"}]',
   null, null),
  (12, 'Karen Family Hospital Ltd', 'staff@demo.safeworks.test', 'Risk assessment — radiology and laboratory', 'expired', 5, 60,
   '[{"sku": "SVC-AUD-RA", "quantity": "2"}]',
   null, null),
  (13, 'Shanzu Heights Construction Ltd', 'staff@demo.safeworks.test', 'Working at height training — scaffolding crew', 'draft', 0, null,
   '[{"sku": "SVC-TRN-HEIGHT", "quantity": "16"}, {"description": "Full-body harnesses with double lanyard", "quantity": "8", "unit": "each", "unit_price": "9800", "tax_code": "VAT"}]',
   null, null),
  (14, 'Westlands Tower Contractors Ltd', 'admin@demo.safeworks.test', 'Safety and health audit — tower site', 'rejected', 0, 9,
   '[{"sku": "SVC-AUD-SH", "quantity": "1"}, {"sku": "SVC-TRN-HEIGHT", "quantity": "10", "discount_percent": "10"}]',
   null, 'The budget for this phase was cut; please quote again in the new financial year.'),
  (15, 'Fresh Basket Supermarket Nyeri', 'admin@demo.safeworks.test', 'Energy audit — Nyeri branch', 'draft', 0, null,
   '[{"sku": "SVC-AUD-ENERGY", "quantity": "1"}]',
   null, null);

do $$
declare
  d record;
  owner uuid;
  cust uuid;
  q public.quotations;
  lines jsonb;
  doc jsonb;
  token text;
  today date := app.company_today();
begin
  for d in select * from demo_quotations order by n loop
    select u.id into owner from auth.users u where u.email = d.owner_email;
    select c.id into cust from public.customers c where c.name = d.customer_name;
    if owner is null or cust is null then
      continue;
    end if;
    perform set_config('request.jwt.claims', jsonb_build_object('sub', owner, 'role', 'authenticated')::text, true);
    -- Catalogue lines by SKU at the catalogue's price; typed lines as written.
    select jsonb_agg(case when l ? 'sku' then jsonb_build_object(
               'catalog_item_id', ci.id, 'quantity', l ->> 'quantity', 'unit_price', ci.unit_price::text,
               'discount_percent', coalesce(l ->> 'discount_percent', '0'))
             else l end order by o)
      into lines
      from jsonb_array_elements(d.lines) with ordinality as t (l, o)
      left join public.catalog_items ci on ci.sku = l ->> 'sku';
    q := public.save_quotation(jsonb_build_object(
      'customer_id', cust, 'owner_id', owner, 'title', d.title, 'document_discount', d.discount, 'lines', lines,
      'notes', case when d.n % 3 = 0 then 'Prices include the report and one follow-up visit.' end));
    if d.outcome = 'draft' then
      continue;
    end if;

    doc := public.issue_quotation(q.id);
    token := doc ->> 'public_token';
    -- The client's answer first (while the offer is valid), then the dates moved into the past.
    if d.outcome = 'accepted' then
      perform public.accept_quotation(token, d.decided_by,
        case when d.n = 1 then 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==' end);
    elsif d.outcome = 'rejected' then
      perform public.reject_quotation(token, d.reason, d.decided_by);
    end if;
    -- Backdating a sent quotation needs the freeze trigger off for this one statement (ALTER TABLE
    -- wants no pending deferred checks: they run now, on complete quotations).
    set constraints all immediate;
    alter table public.quotations disable trigger quotations_freeze;
    update public.quotations x
       set issue_date = today - d.sent_days_ago,
           valid_until = today - d.sent_days_ago + 30,
           sent_at = now() - make_interval(days => d.sent_days_ago),
           sent_by = owner,
           sent_to = array[coalesce((select c.email from public.customers c where c.id = cust), 'procurement@example.co.ke')],
           decided_at = case when x.decided_at is not null
                             then now() - make_interval(days => greatest(d.sent_days_ago - 3, 0)) end
     where x.id = q.id;
    alter table public.quotations enable trigger quotations_freeze;
    set constraints all deferred;

    if d.outcome = 'expired' then
      perform app.expire_quotations();
    elsif d.outcome in ('revised_sent', 'revised_accepted') then
      -- The client asked for a change: revision 2 with a better discount, sent a few days later.
      q := public.revise_quotation(q.id);
      q := public.save_quotation(jsonb_build_object(
        'id', q.id, 'customer_id', cust, 'owner_id', owner, 'title', d.title,
        'document_discount', d.discount + 5, 'lines', lines,
        'notes', 'Revised after our meeting: a further 5 % discount on the whole quotation.'));
      doc := public.issue_quotation(q.id);
      update public.quotations x
         set sent_at = now() - make_interval(days => greatest(d.sent_days_ago - 7, 0)), sent_by = owner,
             sent_to = array[coalesce((select c.email from public.customers c where c.id = cust), 'procurement@example.co.ke')]
       where x.id = q.id;
      if d.outcome = 'revised_accepted' then
        perform public.accept_quotation(doc ->> 'public_token', d.decided_by, null);
      end if;
    end if;
  end loop;
  perform set_config('request.jwt.claims', '', true);
end
$$;
