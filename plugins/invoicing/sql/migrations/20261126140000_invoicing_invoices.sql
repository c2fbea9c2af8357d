-- Invoices and credit notes (plugins/invoicing/, issue 14 part 3, ADR 027).
--
-- - public.invoices + public.invoice_lines: a draft is edited freely by staff
--   through save_invoice_draft (lines computed and stored with
--   app.document_totals, never taken from the client); an ADMIN issues it
--   (issue_invoice): it takes its gapless number (app.next_document_number),
--   its issue date, and is frozen for good.
-- - public.credit_notes + public.credit_note_lines: an ADMIN credits chosen
--   lines/quantities of an issued invoice at its stored rates
--   (issue_credit_note); numbered, immutable, and they lower the invoice's
--   amount_credited / amount_due in the same transaction.
-- - amount_paid, amount_credited, amount_due are maintained by the database
--   (payments are a later slice); CHECK amount_due = total − paid − credited.
-- - Overdue is computed (invoices_list.is_overdue), never stored.
--
-- Immutability: triggers refuse, for EVERY role (staff, admin, superadmin,
-- service role through REST, the table owner), any UPDATE of an issued
-- invoice or its lines except the columns the database maintains, and any
-- DELETE of it; credit notes are never updated or deleted. The maintained
-- columns change only inside this migration's SECURITY DEFINER functions,
-- which raise the transaction-local flag app.invoicing_write (no API role can
-- call set_config: PostgREST exposes only the public schema's functions).

-- ---------------------------------------------------------------- invoices

create table public.invoices (
  id uuid primary key default gen_random_uuid(),
  -- NULL while a draft; INV-2026-0001 from app.next_document_number('invoice') when issued.
  number text constraint invoices_number_key unique,
  status text not null default 'draft'
    constraint invoices_status_valid check (status in ('draft', 'issued', 'partially_paid', 'paid', 'void')),
  customer_id uuid not null references public.customers (id) on delete restrict,
  contact_id uuid references public.contacts (id) on delete restrict,
  site_id uuid references public.customer_sites (id) on delete restrict,
  project_id uuid references public.projects (id) on delete restrict,
  -- The quotation it came from (the conversion is a later slice; no FK yet).
  quotation_id uuid,
  issue_date date not null default app.company_today(),
  due_date date not null,
  currency text not null default 'KES' constraint invoices_currency_format check (currency ~ '^[A-Z]{3}$'),
  prices_include_tax boolean not null default false,
  document_discount numeric(5, 2) not null default 0
    constraint invoices_document_discount_range check (document_discount between 0 and 100),
  notes text constraint invoices_notes_length check (notes is null or length(notes) <= 5000),
  terms text constraint invoices_terms_length check (terms is null or length(terms) <= 5000),
  -- Stored totals (app.document_totals).
  subtotal numeric(14, 2) not null default 0,
  discount_total numeric(14, 2) not null default 0,
  taxable_total numeric(14, 2) not null default 0,
  tax_total numeric(14, 2) not null default 0,
  total numeric(14, 2) not null default 0 constraint invoices_total_positive check (total >= 0),
  tax_summary jsonb not null default '[]'::jsonb,
  amount_paid numeric(14, 2) not null default 0 constraint invoices_amount_paid_positive check (amount_paid >= 0),
  amount_credited numeric(14, 2) not null default 0
    constraint invoices_amount_credited_positive check (amount_credited >= 0),
  amount_due numeric(14, 2) not null default 0 constraint invoices_amount_due_positive check (amount_due >= 0),
  constraint invoices_amount_due_sum check (amount_due = total - amount_paid - amount_credited),
  constraint invoices_number_when_issued check ((status = 'draft') = (number is null)),
  constraint invoices_due_after_issue check (due_date >= issue_date),
  issued_at timestamptz,
  issued_by uuid references auth.users (id) on delete restrict,
  voided_at timestamptz,
  voided_by uuid references auth.users (id) on delete restrict,
  void_reason text constraint invoices_void_reason_length check (void_reason is null or length(void_reason) between 3 and 500),
  constraint invoices_void_recorded check ((status = 'void') = (voided_at is not null and void_reason is not null)),
  created_at timestamptz not null default now(),
  created_by uuid default auth.uid() references auth.users (id) on delete set null,
  updated_at timestamptz not null default now(),
  updated_by uuid default auth.uid() references auth.users (id) on delete set null
);
comment on table public.invoices is
  'Invoices: drafts edited by staff through save_invoice_draft; issued by admins (numbered, then never changed but for the amounts the database maintains).';
create index invoices_customer_idx on public.invoices (customer_id, issue_date desc);
create index invoices_status_idx on public.invoices (status, issue_date desc);
create index invoices_due_idx on public.invoices (due_date) where status in ('issued', 'partially_paid');
create index invoices_project_idx on public.invoices (project_id) where project_id is not null;
create index invoices_quotation_idx on public.invoices (quotation_id) where quotation_id is not null;
create index invoices_issue_date_idx on public.invoices (issue_date desc, created_at desc);
create index invoices_number_lower_idx on public.invoices (lower(number) text_pattern_ops);

create table public.invoice_lines (
  id uuid primary key default gen_random_uuid(),
  invoice_id uuid not null references public.invoices (id) on delete cascade,
  position integer not null,
  catalog_item_id uuid references public.catalog_items (id) on delete restrict,
  description text not null constraint invoice_lines_description_length check (length(btrim(description)) between 1 and 1000),
  unit text not null default 'each' constraint invoice_lines_unit_length check (length(btrim(unit)) between 1 and 30),
  quantity numeric(12, 3) not null constraint invoice_lines_quantity_positive check (quantity > 0),
  unit_price numeric(14, 2) not null constraint invoice_lines_unit_price_positive check (unit_price >= 0),
  discount_percent numeric(5, 2) not null default 0
    constraint invoice_lines_discount_range check (discount_percent between 0 and 100),
  tax_code text not null references public.tax_codes (code) on update restrict on delete restrict,
  -- The rate used (stored: a later rate change never alters the document).
  tax_rate numeric(6, 3) not null,
  amount numeric(14, 2) not null,
  discount numeric(14, 2) not null,
  taxable numeric(14, 2) not null,
  tax numeric(14, 2) not null,
  total numeric(14, 2) not null,
  constraint invoice_lines_position_key unique (invoice_id, position)
);
comment on table public.invoice_lines is 'An invoice''s lines with the rate used and the amounts the database computed.';

-- ---------------------------------------------------------------- credit notes

create table public.credit_notes (
  id uuid primary key default gen_random_uuid(),
  number text not null constraint credit_notes_number_key unique,
  invoice_id uuid not null references public.invoices (id) on delete restrict,
  customer_id uuid not null references public.customers (id) on delete restrict,
  issue_date date not null default app.company_today(),
  currency text not null,
  reason text not null constraint credit_notes_reason_length check (length(btrim(reason)) between 3 and 500),
  subtotal numeric(14, 2) not null,
  discount_total numeric(14, 2) not null,
  taxable_total numeric(14, 2) not null,
  tax_total numeric(14, 2) not null,
  total numeric(14, 2) not null constraint credit_notes_total_positive check (total > 0),
  tax_summary jsonb not null default '[]'::jsonb,
  created_at timestamptz not null default now(),
  created_by uuid default auth.uid() references auth.users (id) on delete restrict
);
comment on table public.credit_notes is
  'Credit notes: issued by admins against an issued invoice (issue_credit_note); numbered and never changed.';
create index credit_notes_invoice_idx on public.credit_notes (invoice_id, created_at);
create index credit_notes_customer_idx on public.credit_notes (customer_id);

create table public.credit_note_lines (
  id uuid primary key default gen_random_uuid(),
  credit_note_id uuid not null references public.credit_notes (id) on delete restrict,
  invoice_line_id uuid not null references public.invoice_lines (id) on delete restrict,
  position integer not null,
  description text not null,
  unit text not null,
  quantity numeric(12, 3) not null constraint credit_note_lines_quantity_positive check (quantity > 0),
  unit_price numeric(14, 2) not null,
  discount_percent numeric(5, 2) not null,
  tax_code text not null references public.tax_codes (code) on update restrict on delete restrict,
  tax_rate numeric(6, 3) not null,
  amount numeric(14, 2) not null,
  discount numeric(14, 2) not null,
  taxable numeric(14, 2) not null,
  tax numeric(14, 2) not null,
  total numeric(14, 2) not null,
  constraint credit_note_lines_position_key unique (credit_note_id, position)
);
create index credit_note_lines_invoice_line_idx on public.credit_note_lines (invoice_line_id);

-- ---------------------------------------------------------------- immutability

-- Columns the database maintains on an issued invoice (payments, credits, void).
create function app.invoices_guard() returns trigger
language plpgsql
set search_path = ''
as $$
declare
  maintained text[] := array['status', 'amount_paid', 'amount_credited', 'amount_due', 'voided_at', 'voided_by',
                             'void_reason', 'updated_at', 'updated_by'];
begin
  if tg_op = 'DELETE' then
    if old.status <> 'draft' then
      raise exception 'An issued invoice cannot be deleted: issue a credit note, or void it'
        using errcode = '23514', constraint = 'invoices_issued_frozen';
    end if;
    return old;
  end if;
  if tg_op = 'INSERT' then
    if (new.status <> 'draft' or new.number is not null) and not coalesce(current_setting('app.invoicing_write', true), '') = 'on' then
      raise exception 'An invoice starts as a draft: an admin issues it with issue_invoice'
        using errcode = '23514', constraint = 'invoices_issued_frozen';
    end if;
    return new;
  end if;
  -- UPDATE
  if old.status = 'draft' and new.status = 'draft' then
    if new.number is not null and not coalesce(current_setting('app.invoicing_write', true), '') = 'on' then
      raise exception 'A draft has no number: an admin issues it with issue_invoice'
        using errcode = '23514', constraint = 'invoices_issued_frozen';
    end if;
    new.updated_at := now();
    return new;
  end if;
  if old.status = 'draft' and not coalesce(current_setting('app.invoicing_write', true), '') = 'on' then
    raise exception 'A draft is issued only by an admin with issue_invoice'
      using errcode = '23514', constraint = 'invoices_issued_frozen';
  end if;
  if not coalesce(current_setting('app.invoicing_write', true), '') = 'on' then
    raise exception 'An issued invoice cannot be changed: correct it with a credit note'
      using errcode = '23514', constraint = 'invoices_issued_frozen';
  end if;
  if old.status <> 'draft' and (to_jsonb(new) - maintained) is distinct from (to_jsonb(old) - maintained) then
    raise exception 'An issued invoice cannot be changed: correct it with a credit note'
      using errcode = '23514', constraint = 'invoices_issued_frozen';
  end if;
  if old.status = 'void' then
    raise exception 'A void invoice cannot be changed' using errcode = '23514', constraint = 'invoices_issued_frozen';
  end if;
  new.updated_at := now();
  return new;
end
$$;
revoke execute on function app.invoices_guard() from public, anon, authenticated;
create trigger invoices_guard before insert or update or delete on public.invoices
  for each row execute function app.invoices_guard();

create function app.invoice_lines_guard() returns trigger
language plpgsql
set search_path = ''
as $$
declare
  parent_status text;
begin
  select i.status into parent_status
    from public.invoices i
   where i.id = case when tg_op = 'DELETE' then old.invoice_id else new.invoice_id end;
  -- A missing parent: the draft is being deleted (cascade).
  if parent_status is not null and parent_status <> 'draft' then
    raise exception 'The lines of an issued invoice cannot be changed: correct it with a credit note'
      using errcode = '23514', constraint = 'invoices_issued_frozen';
  end if;
  if tg_op = 'UPDATE' and new.invoice_id <> old.invoice_id then
    raise exception 'A line cannot move to another invoice' using errcode = '23514', constraint = 'invoices_issued_frozen';
  end if;
  if tg_op = 'DELETE' then
    return old;
  end if;
  return new;
end
$$;
revoke execute on function app.invoice_lines_guard() from public, anon, authenticated;
create trigger invoice_lines_guard before insert or update or delete on public.invoice_lines
  for each row execute function app.invoice_lines_guard();

-- Rows that only the invoicing RPCs insert (under the transaction-local app.invoicing_write flag) and that
-- nobody changes or deletes afterwards: credit notes and their lines here, payments' allocations and
-- reversals later (20261126160000). Trigger arguments: the constraint name, what an insert from anywhere
-- else is told, what a change or delete is told.
create function app.invoicing_rows_frozen() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if tg_op = 'INSERT' and coalesce(current_setting('app.invoicing_write', true), '') = 'on' then
    return new;
  end if;
  raise exception '%', case when tg_op = 'INSERT' then tg_argv[1] else tg_argv[2] end
    using errcode = '23514', constraint = tg_argv[0];
end
$$;
revoke execute on function app.invoicing_rows_frozen() from public, anon, authenticated;
create trigger credit_notes_guard before insert or update or delete on public.credit_notes
  for each row execute function app.invoicing_rows_frozen(
    'credit_notes_frozen', 'Credit notes are issued by an admin with issue_credit_note',
    'A credit note cannot be changed or deleted');
create trigger credit_note_lines_guard before insert or update or delete on public.credit_note_lines
  for each row execute function app.invoicing_rows_frozen(
    'credit_notes_frozen', 'Credit notes are issued by an admin with issue_credit_note',
    'A credit note cannot be changed or deleted');

-- ---------------------------------------------------------------- RLS

alter table public.invoices enable row level security;
alter table public.invoice_lines enable row level security;
alter table public.credit_notes enable row level security;
alter table public.credit_note_lines enable row level security;

-- Staff read; every write goes through the functions below (no table write grant to API users).
revoke all on public.invoices, public.invoice_lines, public.credit_notes, public.credit_note_lines
  from public, anon, authenticated;
grant select on public.invoices, public.invoice_lines, public.credit_notes, public.credit_note_lines to authenticated;
grant all on public.invoices, public.invoice_lines, public.credit_notes, public.credit_note_lines to service_role;

create policy invoices_staff_read on public.invoices for select to authenticated
  using ((select app.has_role('staff')));
create policy invoices_service on public.invoices for all to service_role using (true) with check (true);
create policy invoice_lines_staff_read on public.invoice_lines for select to authenticated
  using ((select app.has_role('staff')));
create policy invoice_lines_service on public.invoice_lines for all to service_role using (true) with check (true);
create policy credit_notes_staff_read on public.credit_notes for select to authenticated
  using ((select app.has_role('staff')));
create policy credit_notes_service on public.credit_notes for all to service_role using (true) with check (true);
create policy credit_note_lines_staff_read on public.credit_note_lines for select to authenticated
  using ((select app.has_role('staff')));
create policy credit_note_lines_service on public.credit_note_lines for all to service_role using (true) with check (true);

-- ---------------------------------------------------------------- list view (ADR 015)

create view public.invoices_list as
  select i.id, i.number, i.status,
         case when i.status in ('issued', 'partially_paid') and i.amount_due > 0 and i.due_date < app.company_today()
              then 'overdue' else i.status end as display_status,
         (i.status in ('issued', 'partially_paid') and i.amount_due > 0 and i.due_date < app.company_today()) as is_overdue,
         i.customer_id, c.name as customer_name, i.project_id, i.quotation_id,
         i.issue_date, i.due_date, i.currency, i.total, i.amount_paid, i.amount_credited, i.amount_due,
         i.created_at, i.updated_at,
         coalesce(i.number, '') || ' ' || c.name as search_text
    from public.invoices i
    join public.customers c on c.id = i.customer_id
   where (select app.has_role('staff') or auth.role() = 'service_role');
comment on view public.invoices_list is
  'Read-only list of invoices for staff (ADR 015/027): overdue computed against the company''s today.';
revoke all on public.invoices_list from public, anon, authenticated, service_role;
grant select on public.invoices_list to authenticated, service_role;

-- ---------------------------------------------------------------- draft RPCs

-- Creates (invoice_id null) or replaces a draft with these lines, in one
-- transaction. lines: [{ catalog_item_id?, description, unit?, quantity,
-- unit_price, discount_percent?, tax_code, tax_rate? }]; the rate offered
-- is the code's rate on the issue date. Totals are computed here, never taken
-- from the client. Reusable from SQL (app.create_invoice_draft) for the
-- quotation → invoice conversion of a later slice.
create function app.write_invoice_draft(invoice_id uuid, draft jsonb) returns public.invoices
language plpgsql
set search_path = ''
as $$
begin
  raise exception 'defined in plugins/invoicing/sql/repeatable/app.write_invoice_draft.sql (ADR 043)';
end
$$;
revoke execute on function app.write_invoice_draft(uuid, jsonb) from public, anon, authenticated;

-- For SQL callers (a later slice's quotation → invoice conversion): a new draft from lines.
create function app.create_invoice_draft(customer_id uuid, lines jsonb, draft jsonb default '{}'::jsonb)
returns public.invoices
language plpgsql
set search_path = ''
as $$
begin
  raise exception 'defined in plugins/invoicing/sql/repeatable/app.create_invoice_draft.sql (ADR 043)';
end
$$;
revoke execute on function app.create_invoice_draft(uuid, jsonb, jsonb) from public, anon, authenticated;

-- Staff: create (invoice_id null) or replace a draft. Returns the invoice.
create function public.save_invoice_draft(invoice_id uuid, draft jsonb) returns public.invoices
language plpgsql security definer
set search_path = ''
as $$
begin
  raise exception 'defined in plugins/invoicing/sql/repeatable/public.save_invoice_draft.sql (ADR 043)';
end
$$;
revoke execute on function public.save_invoice_draft(uuid, jsonb) from public, anon;
grant execute on function public.save_invoice_draft(uuid, jsonb) to authenticated, service_role;

create function public.delete_invoice_draft(invoice_id uuid) returns void
language plpgsql security definer
set search_path = ''
as $$
declare
  inv public.invoices;
begin
  if not coalesce(app.has_role('staff'), false) then
    raise exception 'Only staff can delete draft invoices' using errcode = '42501';
  end if;
  select * into inv from public.invoices x where x.id = delete_invoice_draft.invoice_id for update;
  if not found then
    raise exception 'That invoice does not exist (it may have been deleted already)' using errcode = 'P0002';
  end if;
  if inv.status <> 'draft' then
    raise exception 'An issued invoice cannot be deleted: issue a credit note, or void it'
      using errcode = '23514', constraint = 'invoices_issued_frozen';
  end if;
  delete from public.invoices x where x.id = inv.id;
end
$$;
revoke execute on function public.delete_invoice_draft(uuid) from public, anon;
grant execute on function public.delete_invoice_draft(uuid) to authenticated, service_role;

-- ---------------------------------------------------------------- issue, void

-- ADMIN: checks the stored totals against the stored lines and rates, takes the
-- next gapless number of the year, sets the issue date to today (the due date
-- keeps its distance from it), and freezes the invoice.
create function public.issue_invoice(invoice_id uuid) returns public.invoices
language plpgsql security definer
set search_path = ''
as $$
begin
  raise exception 'defined in plugins/invoicing/sql/repeatable/public.issue_invoice.sql (ADR 043)';
end
$$;
revoke execute on function public.issue_invoice(uuid) from public, anon;
grant execute on function public.issue_invoice(uuid) to authenticated, service_role;

-- ADMIN: voids an issued invoice with no payments and no credit notes; who, when, why are kept.
create function public.void_invoice(invoice_id uuid, reason text) returns public.invoices
language plpgsql security definer
set search_path = ''
as $$
declare
  inv public.invoices;
begin
  if not coalesce(app.has_role('admin'), false) then
    raise exception 'Only an admin can void an invoice' using errcode = '42501';
  end if;
  if length(btrim(coalesce(reason, ''))) < 3 then
    raise exception 'Say why the invoice is void (at least 3 characters)' using errcode = '22023';
  end if;
  select * into inv from public.invoices x where x.id = void_invoice.invoice_id for update;
  if not found then
    raise exception 'That invoice does not exist' using errcode = 'P0002';
  end if;
  if inv.status = 'draft' then
    raise exception 'A draft is not voided: delete it instead' using errcode = '22023';
  end if;
  if inv.status = 'void' then
    raise exception 'This invoice is already void' using errcode = '22023';
  end if;
  if inv.amount_paid > 0 then
    raise exception 'An invoice with payments cannot be voided: issue a credit note instead' using errcode = '23514',
      constraint = 'invoices_void_unpaid';
  end if;
  if inv.amount_credited > 0 then
    raise exception 'An invoice with a credit note cannot be voided: credit what is left instead' using errcode = '23514',
      constraint = 'invoices_void_unpaid';
  end if;
  perform set_config('app.invoicing_write', 'on', true);
  update public.invoices x
     set status = 'void', voided_at = now(), voided_by = auth.uid(), void_reason = btrim(reason),
         updated_by = auth.uid()
   where x.id = inv.id
   returning * into inv;
  perform set_config('app.invoicing_write', '', true);
  perform app.record_event('invoices', inv.id::text, 'invoicing.invoice_voided', inv.void_reason,
    jsonb_build_object('number', inv.number));
  return inv;
end
$$;
revoke execute on function public.void_invoice(uuid, text) from public, anon;
grant execute on function public.void_invoice(uuid, text) to authenticated, service_role;

-- ---------------------------------------------------------------- credit notes

-- ADMIN, one transaction: credits chosen lines of an issued invoice.
-- lines: [{ invoice_line_id, quantity }] — at the invoice's stored price, discounts
-- and rate. Per line no more than what is still uncredited; in all no more than
-- what is still due. When a line's last quantity is credited its credit takes the
-- exact remainder of the line's amounts, so crediting a line in parts adds up to
-- the cent.
create function public.issue_credit_note(invoice_id uuid, lines jsonb, reason text) returns public.credit_notes
language plpgsql security definer
set search_path = ''
as $$
begin
  raise exception 'defined in plugins/invoicing/sql/repeatable/public.issue_credit_note.sql (ADR 043)';
end
$$;
revoke execute on function public.issue_credit_note(uuid, jsonb, text) from public, anon;
grant execute on function public.issue_credit_note(uuid, jsonb, text) to authenticated, service_role;
