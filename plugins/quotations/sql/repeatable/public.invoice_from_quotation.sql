-- An accepted quotation becomes an invoice draft — and, for work, a project — in one step (created in
-- migration 20261126150000, which says why; stated here from issue 22 item 5 on, ADR 040). The project: the
-- one that already exists for this quotation (public.quotation_project: its lead's, or an earlier voided
-- invoice's) is linked whatever with_project says, so a retry, a double click or a ticked box never starts a
-- second; else, with with_project, the lead's new project or a new one for the customer.
create or replace function public.invoice_from_quotation(quotation_id uuid, with_project boolean default true)
returns public.invoices
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  q public.quotations;
  inv public.invoices;
  lines jsonb;
  project public.projects;
  service uuid;
  dep public.invoices;
  deductions jsonb := '[]'::jsonb;
  deposit_note text := '';
  money text := 'FM999,999,999,990.00';
begin
  if not app.has_role('staff') then
    raise exception 'Only staff can invoice a quotation' using errcode = '42501';
  end if;
  select * into q from public.quotations x where x.id = invoice_from_quotation.quotation_id for update;
  if not found then
    raise exception 'That quotation does not exist (it may have been deleted)' using errcode = 'P0002';
  end if;

  select * into inv from public.invoices i
   where i.quotation_id = q.id and i.status <> 'void'
   order by i.created_at
   limit 1;
  if found then
    return inv;
  end if;
  if q.status <> 'accepted' then
    raise exception 'Only an accepted quotation can be invoiced; % %', coalesce(q.number, 'this one'),
      case q.status when 'draft' then 'is still a draft' when 'sent' then 'is waiting for the client''s answer'
                    when 'rejected' then 'was declined' when 'expired' then 'has expired'
                    else 'was replaced by a later revision' end
      using errcode = '55000', constraint = 'quotations_invoice_when_accepted';
  end if;

  -- The deposit (ADR 079), under the quotation's lock, so five "Create invoice" at once deduct it once: paid in
  -- full → deducted, one "Less deposit" line per deposit line, its amounts negated (the VAT nets out); nothing
  -- paid → the deposit invoice is voided and this invoice asks for the whole; partly paid → refused in words.
  select * into dep from public.invoices d where d.id = q.deposit_invoice_id for update;
  if dep.id is not null and dep.status <> 'void' then
    if dep.status = 'paid' and dep.amount_credited = 0 then
      deductions := app.invoice_deposit_deductions(dep.id, q.prices_include_tax);
      deposit_note := '. Deposit ' || dep.number || ' (' || dep.currency || ' ' || to_char(dep.total, money)
                      || ') paid and deducted below';
    elsif dep.amount_paid = 0 and dep.amount_credited = 0 then
      -- Never paid: void, so the client is not asked for the deposit and the whole at once.
      perform app.void_unpaid_invoice(dep.id,
        'Deposit not paid before the work was invoiced: the final invoice asks for the whole of quotation ' || q.number);
      deposit_note := '. Deposit invoice ' || dep.number || ' was not paid and is void: this invoice asks for the whole';
    else
      raise exception 'Deposit invoice % is partly paid (% % of %): record the rest of the deposit, or reverse its payments, before invoicing the work',
        dep.number, dep.currency, to_char(dep.amount_paid, money), to_char(dep.total, money)
        using errcode = '55000', constraint = 'quotations_deposit_settled';
    end if;
  end if;

  select jsonb_agg(jsonb_build_object(
           'catalog_item_id', l.catalog_item_id, 'description', l.description, 'unit', l.unit,
           'quantity', l.quantity, 'unit_price', l.unit_price, 'discount_percent', l.discount_percent,
           'tax_code', l.tax_code, 'tax_rate', l.tax_rate) order by l.position)
    into lines
    from public.quotation_lines l where l.quotation_id = q.id;

  -- A project that already exists for this work is linked, never a second one (issue 22 item 5).
  select * into project from public.projects p
   where p.id = (select x.id from public.quotation_project(q.id) x);
  if project.id is null and with_project then
    if q.lead_id is not null then
      project := public.create_project_from_lead(q.lead_id, jsonb_strip_nulls(jsonb_build_object(
        'site_id', q.site_id, 'budget', q.taxable_total)));
    else
      select ci.service_id into service
        from public.quotation_lines l join public.catalog_items ci on ci.id = l.catalog_item_id
       where l.quotation_id = q.id and ci.service_id is not null
       order by l.position
       limit 1;
      project := public.create_project(jsonb_strip_nulls(jsonb_build_object(
        'title', coalesce(q.title, (select s.name from public.services s where s.id = service), 'Work')
                 || ' — ' || (select c.name from public.customers c where c.id = q.customer_id),
        'customer_id', q.customer_id,
        'site_id', q.site_id,
        'service_id', service,
        'manager_id', case when app.is_active_staff(q.owner_id) then q.owner_id else auth.uid() end,
        'budget', q.taxable_total)), '{}', true);
    end if;
  end if;

  inv := app.create_invoice_draft(q.customer_id, lines, jsonb_strip_nulls(jsonb_build_object(
    'contact_id', q.contact_id,
    'site_id', q.site_id,
    'project_id', project.id,
    'quotation_id', q.id,
    'currency', q.currency,
    'prices_include_tax', q.prices_include_tax,
    'document_discount', q.document_discount,
    'terms', q.terms,
    'notes', 'Quotation ' || q.number || case when q.revision > 1 then ' (revision ' || q.revision || ')' else '' end
             || ', accepted ' || to_char(q.decided_at at time zone coalesce((select o.timezone from public.organizations o where o.id = 1), 'Africa/Nairobi'), 'DD Mon YYYY')
             || case when q.decided_name is not null then ' by ' || q.decided_name else '' end
             || deposit_note,
    'deductions', deductions)));

  -- The quotation's totals less exactly the deposit deducted.
  if inv.total <> q.total + coalesce((select sum((d.value ->> 'total')::numeric) from jsonb_array_elements(deductions) d), 0)
     or inv.tax_total <> q.tax_total + coalesce((select sum((d.value ->> 'tax')::numeric) from jsonb_array_elements(deductions) d), 0) then
    raise exception 'The invoice would come to % where quotation % came to %; nothing was created',
      inv.total, q.number, q.total using errcode = '23514', constraint = 'invoices_match_quotation';
  end if;

  perform app.record_event('quotations', q.id::text, 'quotations.invoiced', 'Invoice draft created',
    null, '/dashboard/invoices/' || inv.id);
  perform app.record_event('invoices', inv.id::text, 'invoicing.invoice_from_quotation',
    'From quotation ' || q.number, null, '/dashboard/quotations/' || q.id);
  return inv;
end
$$;
revoke execute on function public.invoice_from_quotation(uuid, boolean) from public, anon;
grant execute on function public.invoice_from_quotation(uuid, boolean) to authenticated, service_role;
comment on function public.invoice_from_quotation(uuid, boolean) is
  'Staff: an accepted quotation → an invoice draft with its lines and rates as accepted, less its paid deposit (ADR 079), linked to the project that exists for it (quotation_project) or to a new one unless with_project is false, in one transaction; a second call returns the same invoice.';
