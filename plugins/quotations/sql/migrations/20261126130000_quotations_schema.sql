-- Quotations (plugins/quotations/, issue 14 part 2, ADR 026): priced offers with
-- lines, stored totals computed by app.document_totals (ADR 023), revisions of
-- one number, and the RPCs staff draft them with.
--
-- - public.quotations: one row per REVISION. Revision 1 is created as a draft
--   without a number; the number (app.next_document_number('quotation')) is
--   taken when it is first SENT (migration 20261126130100), so an abandoned
--   draft never burns a number and the sequence of numbers is the sequence of
--   offers the clients received. A revision (revise_quotation) is a new row with
--   the same number and revision n+1; the one it replaces becomes 'superseded'
--   and stays readable.
-- - public.quotation_lines: the lines with the rate they used and the amounts
--   the database computed. An accepted quotation's lines are what a later
--   "quotation → invoice" RPC copies as they are (same columns as invoice lines
--   will need: description, quantity, unit, unit_price, discount_percent,
--   tax_code, tax_rate, catalog_item_id).
-- - Stored totals always equal the sum of the lines: a deferred constraint
--   trigger checks it at commit for every writer, the service role included.
-- - Nothing but the RPCs writes: staff SELECT both tables; save_quotation
--   creates or updates a draft and its lines in one transaction and refuses
--   anything but a draft; a sent quotation's content is frozen by a trigger.

create type public.quotation_status as enum ('draft', 'sent', 'accepted', 'rejected', 'expired', 'superseded');

create table public.quotations (
  id uuid primary key default gen_random_uuid(),
  -- QUO-2026-0001: null while revision 1 is a draft that was never sent.
  number text constraint quotations_number_length check (number is null or length(number) between 1 and 60),
  revision integer not null default 1 constraint quotations_revision_positive check (revision >= 1),
  -- The revision this one replaces (null for revision 1).
  previous_id uuid references public.quotations (id) on delete restrict,
  constraint quotations_revision_has_number check (revision = 1 or number is not null),
  customer_id uuid not null references public.customers (id) on delete restrict,
  contact_id uuid references public.contacts (id) on delete set null,
  site_id uuid references public.customer_sites (id) on delete set null,
  lead_id uuid references public.leads (id) on delete set null,
  owner_id uuid references auth.users (id) on delete set null,
  title text constraint quotations_title_length check (title is null or length(btrim(title)) between 1 and 200),
  status public.quotation_status not null default 'draft',
  -- The quotation's date: the day the draft was last saved, then the day it was first sent.
  issue_date date not null default app.company_today(),
  valid_until date not null,
  constraint quotations_valid_after_issue check (valid_until >= issue_date),
  currency text not null constraint quotations_currency_format check (currency ~ '^[A-Z]{3}$'),
  prices_include_tax boolean not null,
  document_discount numeric(5, 2) not null default 0
    constraint quotations_document_discount_range check (document_discount between 0 and 100),
  notes text constraint quotations_notes_length check (notes is null or length(notes) <= 4000),
  terms text constraint quotations_terms_length check (terms is null or length(terms) <= 5000),
  -- Totals as app.document_totals computed them (ADR 023); equal to the sums of the lines.
  subtotal numeric(14, 2) not null default 0,
  discount_total numeric(14, 2) not null default 0,
  taxable_total numeric(14, 2) not null default 0,
  tax_total numeric(14, 2) not null default 0,
  total numeric(14, 2) not null default 0,
  tax_summary jsonb not null default '[]' constraint quotations_tax_summary_list check (jsonb_typeof(tax_summary) = 'array'),
  -- Sending (20261126130100): when, to whom, the stored PDF and the client's link.
  sent_at timestamptz,
  sent_by uuid references auth.users (id) on delete set null,
  sent_to text[],
  pdf_path text,
  public_token text constraint quotations_public_token_key unique
    constraint quotations_public_token_strong check (public_token is null or length(public_token) >= 32),
  -- The client's answer on the public page.
  decided_at timestamptz,
  decided_name text constraint quotations_decided_name_length check (decided_name is null or length(decided_name) <= 200),
  decided_ip text,
  rejection_reason text constraint quotations_rejection_reason_length
    check (rejection_reason is null or length(rejection_reason) <= 2000),
  signature text constraint quotations_signature_png
    check (signature is null or (signature like 'data:image/png;base64,%' and length(signature) <= 300000)),
  constraint quotations_accepted_has_name check (status <> 'accepted' or decided_name is not null),
  constraint quotations_rejected_has_reason check (status <> 'rejected' or rejection_reason is not null),
  constraint quotations_sent_has_number check (status = 'draft' or number is not null),
  constraint quotations_number_revision_key unique (number, revision),
  created_at timestamptz not null default now(),
  created_by uuid default auth.uid() references auth.users (id) on delete set null,
  updated_at timestamptz not null default now(),
  updated_by uuid default auth.uid() references auth.users (id) on delete set null
);
comment on table public.quotations is
  'Quotations, one row per revision (plugins/quotations, ADR 026). Staff read; written only through the quotation RPCs.';
create index quotations_customer_idx on public.quotations (customer_id);
create index quotations_lead_idx on public.quotations (lead_id) where lead_id is not null;
create index quotations_owner_idx on public.quotations (owner_id);
create index quotations_status_idx on public.quotations (status, valid_until);
create index quotations_previous_idx on public.quotations (previous_id) where previous_id is not null;
create trigger quotations_stamp before insert or update on public.quotations
  for each row execute function app.stamp_row();

create table public.quotation_lines (
  id uuid primary key default gen_random_uuid(),
  quotation_id uuid not null references public.quotations (id) on delete cascade,
  position integer not null constraint quotation_lines_position_positive check (position >= 1),
  catalog_item_id uuid references public.catalog_items (id) on delete restrict,
  description text not null constraint quotation_lines_description_length check (length(btrim(description)) between 1 and 2000),
  quantity numeric(14, 3) not null constraint quotation_lines_quantity_positive check (quantity > 0),
  unit text not null default 'each' constraint quotation_lines_unit_length check (length(btrim(unit)) between 1 and 30),
  unit_price numeric(14, 2) not null constraint quotation_lines_unit_price_positive check (unit_price >= 0),
  discount_percent numeric(5, 2) not null default 0
    constraint quotation_lines_discount_range check (discount_percent between 0 and 100),
  tax_code text not null references public.tax_codes (code) on update restrict on delete restrict,
  -- The rate the line used (percent), kept so a later rate never changes the document.
  tax_rate numeric(6, 3) not null,
  amount numeric(14, 2) not null,
  discount numeric(14, 2) not null,
  taxable numeric(14, 2) not null,
  tax numeric(14, 2) not null,
  total numeric(14, 2) not null,
  constraint quotation_lines_total_sum check (total = taxable + tax),
  constraint quotation_lines_position_key unique (quotation_id, position) deferrable initially deferred
);
comment on table public.quotation_lines is
  'A quotation''s lines with the rate used and the amounts app.document_totals computed. Staff read; written only by save_quotation/revise_quotation.';
create index quotation_lines_catalog_idx on public.quotation_lines (catalog_item_id) where catalog_item_id is not null;

-- ---------------------------------------------------------------- RLS

alter table public.quotations enable row level security;
alter table public.quotation_lines enable row level security;
revoke all on public.quotations, public.quotation_lines from public, anon, authenticated;
grant select on public.quotations, public.quotation_lines to authenticated;
grant all on public.quotations, public.quotation_lines to service_role;
create policy quotations_staff_read on public.quotations for select to authenticated
  using ((select app.has_role('staff')));
create policy quotations_service on public.quotations for all to service_role using (true) with check (true);
create policy quotation_lines_staff_read on public.quotation_lines for select to authenticated
  using ((select app.has_role('staff')));
create policy quotation_lines_service on public.quotation_lines for all to service_role using (true) with check (true);

-- Screens follow changes live (a client's answer shows on the open page); realtime applies the
-- select policy per subscriber, so only staff receive them.
alter publication supabase_realtime add table public.quotations;

-- ---------------------------------------------------------------- invariants

-- The stored totals are the sums of the lines (ADR 023: total = taxable + tax), for
-- every writer: checked at commit, after all the lines of the transaction are in.
-- SECURITY DEFINER: a deferred trigger runs as the role at COMMIT, which is the
-- API role (a visitor accepting by token), not the RPC's owner.
create function app.quotation_totals_check() returns trigger
language plpgsql security definer
set search_path = ''
as $$
declare
  qid uuid := case when tg_table_name = 'quotations' then (to_jsonb(new) ->> 'id')::uuid
                   when tg_op = 'DELETE' then (to_jsonb(old) ->> 'quotation_id')::uuid
                   else (to_jsonb(new) ->> 'quotation_id')::uuid end;
  q public.quotations;
  s record;
begin
  select * into q from public.quotations where id = qid;
  if not found then
    return null;
  end if;
  select coalesce(sum(l.amount), 0) as amount, coalesce(sum(l.discount), 0) as discount,
         coalesce(sum(l.taxable), 0) as taxable, coalesce(sum(l.tax), 0) as tax, count(*) as n
    into s from public.quotation_lines l where l.quotation_id = qid;
  if q.subtotal <> s.amount or q.discount_total <> s.discount or q.taxable_total <> s.taxable
     or q.tax_total <> s.tax or q.total <> q.taxable_total + q.tax_total then
    raise exception 'The totals of quotation % do not equal the sum of its lines', coalesce(q.number, q.id::text)
      using errcode = '23514', constraint = 'quotations_totals_match_lines';
  end if;
  if q.status <> 'draft' and s.n = 0 then
    raise exception 'A quotation that was sent has at least one line' using errcode = '23514',
      constraint = 'quotations_totals_match_lines';
  end if;
  return null;
end
$$;
revoke execute on function app.quotation_totals_check() from public, anon, authenticated;
create constraint trigger quotations_totals_match_lines after insert or update on public.quotations
  deferrable initially deferred for each row execute function app.quotation_totals_check();
create constraint trigger quotation_lines_totals_match after insert or update or delete on public.quotation_lines
  deferrable initially deferred for each row execute function app.quotation_totals_check();

-- What a client received never changes: after a quotation leaves 'draft' its
-- customer, dates, money and lines are frozen (a change is a new revision).
create function app.quotations_freeze() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if old.status <> 'draft' and (
       new.number is distinct from old.number or new.revision <> old.revision
       or new.customer_id <> old.customer_id or new.issue_date <> old.issue_date
       or new.valid_until <> old.valid_until or new.currency <> old.currency
       or new.prices_include_tax <> old.prices_include_tax or new.document_discount <> old.document_discount
       or new.subtotal <> old.subtotal or new.discount_total <> old.discount_total
       or new.taxable_total <> old.taxable_total or new.tax_total <> old.tax_total or new.total <> old.total
       or new.title is distinct from old.title or new.notes is distinct from old.notes
       or new.terms is distinct from old.terms or new.status = 'draft') then
    raise exception 'Quotation % was sent and can no longer be changed: make a revision instead', old.number
      using errcode = '55000', constraint = 'quotations_sent_frozen';
  end if;
  return new;
end
$$;
revoke execute on function app.quotations_freeze() from public, anon, authenticated;
create trigger quotations_freeze before update on public.quotations
  for each row execute function app.quotations_freeze();

create function app.quotation_lines_freeze() returns trigger
language plpgsql
set search_path = ''
as $$
declare
  st public.quotation_status;
begin
  select q.status into st from public.quotations q
   where q.id = case when tg_op = 'DELETE' then old.quotation_id else new.quotation_id end;
  if st is not null and st <> 'draft' then
    raise exception 'The lines of a quotation that was sent can no longer be changed: make a revision instead'
      using errcode = '55000', constraint = 'quotations_sent_frozen';
  end if;
  return case when tg_op = 'DELETE' then old else new end;
end
$$;
revoke execute on function app.quotation_lines_freeze() from public, anon, authenticated;
create trigger quotation_lines_freeze before insert or update or delete on public.quotation_lines
  for each row execute function app.quotation_lines_freeze();

-- ---------------------------------------------------------------- list view (ADR 015)

-- The list screen reads this view: search (number, title, customer name) and the
-- status/customer/owner filters can use indexes; the staff check runs once.
create view public.quotations_list as
  select q.id, q.number, q.revision, q.title, q.status, q.customer_id, c.name as customer_name,
         q.lead_id, q.owner_id, p.full_name as owner_name, q.issue_date, q.valid_until, q.currency,
         q.total, q.sent_at, q.created_at, q.updated_at,
         -- Only the newest revision of a number is "current"; older ones stay readable on the page.
         not exists (select 1 from public.quotations n where n.previous_id = q.id) as is_latest,
         lower(coalesce(q.number, '') || ' ' || coalesce(q.title, '') || ' ' || c.name) as search_text
    from public.quotations q
    join public.customers c on c.id = q.customer_id
    left join public.profiles p on p.auth_id = q.owner_id
   where (select app.has_role('staff') or auth.role() = 'service_role');
comment on view public.quotations_list is
  'Read-only list of quotations for staff (ADR 015): same rows as quotations'' select policy.';
revoke all on public.quotations_list from public, anon, authenticated, service_role;
grant select on public.quotations_list to authenticated, service_role;

-- ---------------------------------------------------------------- saving a draft

-- Creates (no id) or updates (id of a draft) a quotation with all its lines, in
-- one transaction. payload: { id?, customer_id, contact_id?, site_id?, lead_id?,
-- owner_id?, title?, valid_until?, document_discount?, notes?, terms?, lines: [{
-- catalog_item_id?, description?, quantity, unit?, unit_price, discount_percent?,
-- tax_code? }] }. The rate of each line is its code's rate on the quotation's
-- date; every amount is computed here with app.document_totals and stored —
-- totals from the client are ignored. From a lead: the customer defaults to the
-- lead's, and a lead still before 'proposal' moves to 'proposal'.
create function public.save_quotation(payload jsonb) returns public.quotations
language plpgsql security definer
set search_path = ''
as $$
declare
  q public.quotations;
  qid uuid;
  cfg public.sales_settings;
  the_lead public.leads;
  lines jsonb := payload -> 'lines';
  priced jsonb := '[]';
  computed jsonb;
  l jsonb;
  i integer := 0;
  item public.catalog_items;
  v_code text;
  descr text;
  unit_text text;
  cust uuid;
  qdate date;
  until date;
  disc numeric;
  include_tax boolean;
  rate numeric;
  creating boolean;
begin
  if not coalesce(app.has_role('staff'), false) then
    raise exception 'Only staff can prepare quotations' using errcode = '42501';
  end if;
  if payload is null or jsonb_typeof(payload) <> 'object' then
    raise exception 'The quotation must be an object of fields' using errcode = '22023';
  end if;
  if lines is null or jsonb_typeof(lines) <> 'array' or jsonb_array_length(lines) = 0 then
    raise exception 'Add at least one line to the quotation' using errcode = '22023';
  end if;
  begin
    qid := nullif(payload ->> 'id', '')::uuid;
  exception when invalid_text_representation then
    raise exception 'The quotation id is not valid' using errcode = '22023';
  end;
  creating := qid is null;
  select * into cfg from public.sales_settings s where s.id;

  if not creating then
    select * into q from public.quotations x where x.id = qid for update;
    if not found then
      raise exception 'There is no such quotation' using errcode = 'P0002';
    end if;
    if q.status <> 'draft' then
      raise exception 'Quotation % is % and can no longer be changed: make a revision instead',
        coalesce(q.number, ''), q.status using errcode = '55000';
    end if;
  end if;

  if nullif(payload ->> 'lead_id', '') is not null then
    select * into the_lead from public.leads ld where ld.id = (payload ->> 'lead_id')::uuid;
    if not found then
      raise exception 'There is no such lead' using errcode = 'P0002';
    end if;
  end if;
  cust := coalesce(nullif(payload ->> 'customer_id', '')::uuid, the_lead.customer_id, q.customer_id);
  if cust is null then
    raise exception 'Choose the customer the quotation is for (a lead must be linked to a customer first)'
      using errcode = '22023';
  end if;
  if not exists (select 1 from public.customers c where c.id = cust) then
    raise exception 'There is no such customer' using errcode = 'P0002';
  end if;
  if nullif(payload ->> 'contact_id', '') is not null and not exists (
       select 1 from public.contacts ct where ct.id = (payload ->> 'contact_id')::uuid and ct.customer_id = cust) then
    raise exception 'The contact is not one of this customer''s contacts' using errcode = '22023';
  end if;
  if nullif(payload ->> 'site_id', '') is not null and not exists (
       select 1 from public.customer_sites st where st.id = (payload ->> 'site_id')::uuid and st.customer_id = cust) then
    raise exception 'The site is not one of this customer''s sites' using errcode = '22023';
  end if;

  -- A draft is dated the day it was last saved, and priced at that day's rates.
  qdate := app.company_today();
  include_tax := case when creating then coalesce(cfg.prices_include_tax, false) else q.prices_include_tax end;
  until := coalesce(nullif(payload ->> 'valid_until', '')::date,
                    case when creating then null else q.valid_until end,
                    qdate + coalesce(cfg.quotation_validity_days, 30));
  if until < qdate then
    raise exception 'The quotation must be valid until % or later', to_char(qdate, 'DD Mon YYYY') using errcode = '22023';
  end if;
  begin
    disc := coalesce(nullif(payload ->> 'document_discount', '')::numeric, 0);
  exception when invalid_text_representation then
    raise exception 'The document discount must be a number' using errcode = '22023';
  end;

  -- Each line: its tax code (else the catalogue item's, else VAT), its description
  -- (else the item's name), its unit, and the code's rate on the quotation's date.
  for l in select value from jsonb_array_elements(lines) loop
    i := i + 1;
    if jsonb_typeof(l) <> 'object' then
      raise exception 'Line %: a line must be an object of fields', i using errcode = '22023';
    end if;
    item := null;
    if nullif(l ->> 'catalog_item_id', '') is not null then
      select * into item from public.catalog_items ci where ci.id = (l ->> 'catalog_item_id')::uuid;
      if not found then
        raise exception 'Line %: the catalogue item no longer exists', i using errcode = 'P0002';
      end if;
    end if;
    v_code := upper(coalesce(nullif(btrim(l ->> 'tax_code'), ''), item.tax_code, 'VAT'));
    if not exists (select 1 from public.tax_codes tc where tc.code = v_code) then
      raise exception 'Line %: there is no tax code "%"', i, v_code using errcode = '22023';
    end if;
    descr := coalesce(nullif(btrim(l ->> 'description'), ''), item.name);
    if descr is null then
      raise exception 'Line %: describe what is quoted', i using errcode = '22023';
    end if;
    if length(descr) > 2000 then
      raise exception 'Line %: the description is longer than 2,000 characters', i using errcode = '22023';
    end if;
    unit_text := coalesce(nullif(btrim(l ->> 'unit'), ''), item.unit, 'each');
    if length(unit_text) > 30 then
      raise exception 'Line %: the unit is longer than 30 characters', i using errcode = '22023';
    end if;
    rate := app.tax_rate_on(v_code, qdate);
    if rate is null then
      raise exception 'Line %: the tax code "%" has no rate on %', i, v_code, qdate using errcode = '22023';
    end if;
    priced := priced || jsonb_build_array(jsonb_build_object(
      'catalog_item_id', item.id, 'description', descr, 'unit', unit_text,
      'quantity', l -> 'quantity', 'unit_price', l -> 'unit_price',
      'discount_percent', coalesce(nullif(l ->> 'discount_percent', ''), '0'),
      'tax_code', v_code, 'tax_rate', rate));
  end loop;

  computed := app.document_totals(priced, disc, include_tax);

  if creating then
    insert into public.quotations (customer_id, contact_id, site_id, lead_id, owner_id, title, issue_date,
                                   valid_until, currency, prices_include_tax, document_discount, notes, terms)
    values (cust, nullif(payload ->> 'contact_id', '')::uuid, nullif(payload ->> 'site_id', '')::uuid,
            the_lead.id, coalesce(nullif(payload ->> 'owner_id', '')::uuid, auth.uid()),
            nullif(btrim(payload ->> 'title'), ''), qdate, until,
            (select o.currency from public.organizations o where o.id = 1), include_tax, disc,
            nullif(btrim(payload ->> 'notes'), ''),
            coalesce(nullif(btrim(payload ->> 'terms'), ''), cfg.document_terms))
    returning * into q;
  else
    update public.quotations x
       set customer_id = cust,
           contact_id = nullif(payload ->> 'contact_id', '')::uuid,
           site_id = nullif(payload ->> 'site_id', '')::uuid,
           lead_id = coalesce(the_lead.id, case when payload ? 'lead_id' then null else x.lead_id end),
           owner_id = case when payload ? 'owner_id' then nullif(payload ->> 'owner_id', '')::uuid else x.owner_id end,
           title = nullif(btrim(payload ->> 'title'), ''),
           issue_date = qdate,
           valid_until = until,
           document_discount = disc,
           notes = nullif(btrim(payload ->> 'notes'), ''),
           terms = nullif(btrim(payload ->> 'terms'), '')
     where x.id = qid
    returning * into q;
    delete from public.quotation_lines ql where ql.quotation_id = q.id;
  end if;

  insert into public.quotation_lines (quotation_id, position, catalog_item_id, description, quantity, unit,
                                      unit_price, discount_percent, tax_code, tax_rate,
                                      amount, discount, taxable, tax, total)
  select q.id, p.pos, nullif(p.v ->> 'catalog_item_id', '')::uuid, p.v ->> 'description',
         (p.v ->> 'quantity')::numeric, p.v ->> 'unit', (p.v ->> 'unit_price')::numeric,
         (p.v ->> 'discount_percent')::numeric, p.v ->> 'tax_code', (p.v ->> 'tax_rate')::numeric,
         (c.v ->> 'amount')::numeric, (c.v ->> 'discount')::numeric, (c.v ->> 'taxable')::numeric,
         (c.v ->> 'tax')::numeric, (c.v ->> 'total')::numeric
    from jsonb_array_elements(priced) with ordinality as p (v, pos)
    join jsonb_array_elements(computed -> 'lines') with ordinality as c (v, pos) on c.pos = p.pos;

  update public.quotations x
     set subtotal = (computed ->> 'subtotal')::numeric,
         discount_total = (computed ->> 'discount')::numeric,
         taxable_total = (computed ->> 'taxable')::numeric,
         tax_total = (computed ->> 'tax')::numeric,
         total = (computed ->> 'total')::numeric,
         tax_summary = computed -> 'tax_summary'
   where x.id = q.id
  returning * into q;

  if creating then
    perform app.record_event('quotations', q.id::text, 'quotations.created',
      'Draft quotation for ' || (select c.name from public.customers c where c.id = cust), null,
      '/dashboard/quotations/' || q.id);
  end if;
  -- A quotation made from a lead: the lead is now at the proposal stage.
  if the_lead.id is not null then
    update public.leads ld set stage = 'proposal'
     where ld.id = the_lead.id and ld.stage in ('new', 'contacted', 'qualified');
    if creating then
      perform app.record_event('leads', the_lead.id::text, 'quotations.created_from_lead',
        'Quotation drafted', jsonb_build_object('quotation_id', q.id), '/dashboard/quotations/' || q.id);
    end if;
  end if;
  return q;
end
$$;
revoke execute on function public.save_quotation(jsonb) from public, anon;
grant execute on function public.save_quotation(jsonb) to authenticated, service_role;

-- A draft nobody was sent (revision 1, no number) may be deleted.
create function public.delete_quotation(quotation_id uuid) returns void
language plpgsql security definer
set search_path = ''
as $$
begin
  raise exception 'defined in plugins/quotations/sql/repeatable/public.delete_quotation.sql (ADR 043)';
end
$$;
revoke execute on function public.delete_quotation(uuid) from public, anon;
grant execute on function public.delete_quotation(uuid) to authenticated, service_role;

-- ---------------------------------------------------------------- revisions

-- A sent, rejected or expired quotation gets revision n+1 of the same number as a
-- new draft with the same lines (their stored rates are re-read for the new
-- date). The one it replaces becomes 'superseded' and its public link stops
-- working: the client can no longer accept an offer that is being changed.
create function public.revise_quotation(quotation_id uuid) returns public.quotations
language plpgsql security definer
set search_path = ''
as $$
declare
  old_q public.quotations;
  new_q public.quotations;
  cfg public.sales_settings;
  payload jsonb;
begin
  if not coalesce(app.has_role('staff'), false) then
    raise exception 'Only staff can revise quotations' using errcode = '42501';
  end if;
  select * into old_q from public.quotations x where x.id = quotation_id for update;
  if not found then
    raise exception 'There is no such quotation' using errcode = 'P0002';
  end if;
  if old_q.status not in ('sent', 'rejected', 'expired') then
    raise exception 'Only a sent, rejected or expired quotation can be revised (this one is %)', old_q.status
      using errcode = '55000';
  end if;
  select * into cfg from public.sales_settings s where s.id;

  update public.quotations x set status = 'superseded', public_token = null where x.id = old_q.id;
  insert into public.quotations (number, revision, previous_id, customer_id, contact_id, site_id, lead_id,
                                 owner_id, title, issue_date, valid_until, currency, prices_include_tax,
                                 document_discount, notes, terms)
  values (old_q.number, old_q.revision + 1, old_q.id, old_q.customer_id, old_q.contact_id, old_q.site_id,
          old_q.lead_id, old_q.owner_id, old_q.title, app.company_today(),
          greatest(old_q.valid_until, app.company_today() + coalesce(cfg.quotation_validity_days, 30)),
          old_q.currency, old_q.prices_include_tax, old_q.document_discount, old_q.notes, old_q.terms)
  returning * into new_q;

  -- The lines again, priced on today's rates, through save_quotation's rule.
  select jsonb_build_object('id', new_q.id, 'customer_id', new_q.customer_id, 'contact_id', new_q.contact_id,
           'site_id', new_q.site_id, 'owner_id', new_q.owner_id, 'title', new_q.title,
           'valid_until', new_q.valid_until, 'document_discount', new_q.document_discount,
           'notes', new_q.notes, 'terms', new_q.terms,
           'lines', jsonb_agg(jsonb_build_object(
             'catalog_item_id', l.catalog_item_id, 'description', l.description, 'quantity', l.quantity::text,
             'unit', l.unit, 'unit_price', l.unit_price::text, 'discount_percent', l.discount_percent::text,
             'tax_code', l.tax_code) order by l.position))
    into payload
    from public.quotation_lines l where l.quotation_id = old_q.id;
  new_q := public.save_quotation(payload);

  perform app.record_event('quotations', old_q.id::text, 'quotations.revised',
    'Revision ' || new_q.revision || ' drafted', jsonb_build_object('revision_id', new_q.id),
    '/dashboard/quotations/' || new_q.id);
  perform app.record_event('quotations', new_q.id::text, 'quotations.created',
    'Revision ' || new_q.revision || ' of ' || old_q.number, jsonb_build_object('previous_id', old_q.id),
    '/dashboard/quotations/' || old_q.id);
  return new_q;
end
$$;
revoke execute on function public.revise_quotation(uuid) from public, anon;
grant execute on function public.revise_quotation(uuid) to authenticated, service_role;
