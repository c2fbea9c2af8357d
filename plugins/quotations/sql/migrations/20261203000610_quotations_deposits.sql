-- A deposit asked on a quotation, invoiced when the client accepts (issue 24, ADR 075).
--
-- - quotations.deposit_percent: 0 (none) to 100, two decimals, set by staff on the draft (save_quotation's
--   deposit_percent), kept by a revision, frozen once sent like the rest of what the client received.
-- - quotations.deposit_invoice_id: the deposit invoice issued by accept_quotation in the acceptance's own
--   transaction (app.issue_quotation_deposit). Unique: one deposit invoice per quotation revision. It is not the
--   invoice's quotation_id, which stays the one live final invoice of the quotation (invoices_one_per_quotation).

alter table public.quotations
  add column deposit_percent numeric(5, 2) not null default 0
    constraint quotations_deposit_percent_range check (deposit_percent between 0 and 100),
  add column deposit_invoice_id uuid references public.invoices (id) on delete restrict
    constraint quotations_deposit_invoice_key unique,
  add constraint quotations_deposit_invoice_when_accepted
    check (deposit_invoice_id is null or status in ('accepted', 'superseded'));
comment on column public.quotations.deposit_percent is
  'Deposit due on acceptance, percent of the total (0 = none; ADR 075). Frozen once sent.';
comment on column public.quotations.deposit_invoice_id is
  'The deposit invoice accept_quotation issued (ADR 075); null when no deposit was asked.';

select app.add_not_nan_checks();

-- What the client received never changes, the deposit asked included (20261126130000 said why).
create or replace function app.quotations_freeze() returns trigger
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
       or new.terms is distinct from old.terms or new.status = 'draft'
       or new.deposit_percent <> old.deposit_percent
       or (old.deposit_invoice_id is not null and new.deposit_invoice_id is distinct from old.deposit_invoice_id)) then
    raise exception 'Quotation % was sent and can no longer be changed: make a revision instead', old.number
      using errcode = '55000', constraint = 'quotations_sent_frozen';
  end if;
  return new;
end
$$;

-- A revision asks for the deposit its predecessor asked for (revise_quotation copies the content, not this).
create function app.quotations_revision_keeps_deposit() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.previous_id is not null then
    new.deposit_percent := coalesce((select p.deposit_percent from public.quotations p where p.id = new.previous_id),
                                    new.deposit_percent);
  end if;
  return new;
end
$$;
revoke execute on function app.quotations_revision_keeps_deposit() from public, anon, authenticated;
create trigger quotations_revision_keeps_deposit before insert on public.quotations
  for each row execute function app.quotations_revision_keeps_deposit();

-- save_quotation takes deposit_percent: the content writer of 20261126130000 keeps its text as it is, moved out
-- of the API (app.save_quotation_content); the public name answers for both in one transaction.
alter function public.save_quotation(jsonb) rename to save_quotation_content;
alter function public.save_quotation_content(jsonb) set schema app;
revoke execute on function app.save_quotation_content(jsonb) from public, anon, authenticated, service_role;

create function public.save_quotation(payload jsonb) returns public.quotations
language plpgsql security definer
set search_path = ''
as $$
declare
  q public.quotations;
  pct numeric;
begin
  q := app.save_quotation_content(payload);
  if payload ? 'deposit_percent' then
    pct := coalesce(app.number_input(payload ->> 'deposit_percent', 'The deposit'), 0);
    if pct < 0 or pct > 100 or pct <> round(pct, 2) then
      raise exception 'The deposit is a percent of the total from 0 to 100, with at most 2 decimals'
        using errcode = '22023', constraint = 'quotations_deposit_percent_range';
    end if;
    update public.quotations x set deposit_percent = pct where x.id = q.id returning * into q;
  end if;
  return q;
end
$$;
revoke execute on function public.save_quotation(jsonb) from public, anon;
grant execute on function public.save_quotation(jsonb) to authenticated, service_role;

-- What a client holding the link sees: the document without internal ids (the deposit invoice's neither).
create or replace function app.public_quotation_document(q public.quotations) returns jsonb
language sql stable security definer
set search_path = ''
as $$
  select (d - 'id') || jsonb_build_object('customer', (d -> 'customer') - 'id',
                                          'deposit_invoice', case when jsonb_typeof(d -> 'deposit_invoice') = 'object'
                                                                  then (d -> 'deposit_invoice') - 'id' end,
                                          'public_url', app.quotation_public_url(q.public_token))
    from (select app.quotation_document(q) as d) x
$$;
revoke execute on function app.public_quotation_document(public.quotations) from public, anon, authenticated;
