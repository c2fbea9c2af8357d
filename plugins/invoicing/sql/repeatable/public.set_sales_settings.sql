-- public.set_sales_settings: stated once here (ADR 040). A repeatable definition: applied after every
-- versioned migration, again whenever this file changes. Edit it in place.

-- Same as 20261126110000's, plus the two reminder fields (offsets stored sorted) and the payment limit.
create or replace function public.set_sales_settings(settings jsonb) returns public.sales_settings
language plpgsql security definer
set search_path = ''
as $$
declare
  old public.sales_settings;
  merged public.sales_settings;
  new_row public.sales_settings;
  cleaned jsonb;
  old_pin text;
  new_pin text;
  changed text[];
begin
  if not coalesce(app.has_role('superadmin'), false) then
    raise exception 'Only a superadmin can change the sales settings' using errcode = '42501';
  end if;
  if settings is null or jsonb_typeof(settings) <> 'object' then
    raise exception 'The sales settings must be an object of fields' using errcode = '22023';
  end if;
  if settings ? 'reminder_offsets' and (jsonb_typeof(settings -> 'reminder_offsets') <> 'array'
     or exists (select 1 from jsonb_array_elements(settings -> 'reminder_offsets') e
                 where jsonb_typeof(e) <> 'number' or (e #>> '{}') !~ '^-?[0-9]{1,3}$')) then
    raise exception 'Reminder days are whole numbers of days, e.g. [-3, 0, 7, 30]'
      using errcode = '23514', constraint = 'sales_settings_reminder_offsets_valid';
  end if;
  -- Text fields: trimmed, '' = not set.
  select coalesce(jsonb_object_agg(key,
           case when jsonb_typeof(value) = 'string' then coalesce(to_jsonb(nullif(btrim(value #>> '{}'), '')), 'null'::jsonb)
                else value end), '{}'::jsonb)
    into cleaned
    from jsonb_each(settings - 'id' - 'updated_at' - 'updated_by' - 'kra_pin');

  select * into old from public.sales_settings s where s.id for update;
  merged := jsonb_populate_record(old, cleaned);
  update public.sales_settings s
     set legal_name = merged.legal_name,
         vat_number = upper(merged.vat_number),
         bank_name = merged.bank_name,
         bank_branch = merged.bank_branch,
         bank_account_name = merged.bank_account_name,
         bank_account_number = merged.bank_account_number,
         bank_swift = upper(merged.bank_swift),
         mpesa_paybill = merged.mpesa_paybill,
         mpesa_account = merged.mpesa_account,
         prices_include_tax = coalesce(merged.prices_include_tax, old.prices_include_tax),
         quotation_number_format = coalesce(merged.quotation_number_format, old.quotation_number_format),
         invoice_number_format = coalesce(merged.invoice_number_format, old.invoice_number_format),
         credit_note_number_format = coalesce(merged.credit_note_number_format, old.credit_note_number_format),
         payment_terms_days = coalesce(merged.payment_terms_days, old.payment_terms_days),
         quotation_validity_days = coalesce(merged.quotation_validity_days, old.quotation_validity_days),
         document_footer = merged.document_footer,
         document_terms = merged.document_terms,
         reminders_enabled = coalesce(merged.reminders_enabled, old.reminders_enabled),
         -- null (the key given as null) lifts the limit; a missing key keeps it.
         payment_limit_without_admin = merged.payment_limit_without_admin,
         statement_reversed_payments = coalesce(merged.statement_reversed_payments, old.statement_reversed_payments),
         -- Sorted, so the same days in another order are no change; duplicates are left for the check to refuse.
         reminder_offsets = case when merged.reminder_offsets is null then old.reminder_offsets
                                 else (select coalesce(array_agg(x order by x), '{}') from unnest(merged.reminder_offsets) x) end,
         updated_at = now(),
         updated_by = auth.uid()
   where s.id
   returning * into new_row;

  select array_agg(n.key order by n.key) into changed
    from jsonb_each(to_jsonb(new_row)) n
   where n.key not in ('updated_at', 'updated_by')
     and n.value is distinct from to_jsonb(old) -> n.key;

  if settings ? 'kra_pin' then
    select o.kra_pin into old_pin from public.organizations o where o.id = 1 for update;
    new_pin := nullif(upper(btrim(coalesce(settings ->> 'kra_pin', ''))), '');
    if new_pin is distinct from old_pin then
      update public.organizations o set kra_pin = new_pin where o.id = 1;
      changed := array_append(coalesce(changed, '{}'), 'kra_pin');
    end if;
  end if;

  if cardinality(changed) > 0 then
    insert into public.audit_log (actor, action, target, details)
    values (auth.uid(), 'invoicing.sales_settings_changed', 'sales_settings',
            jsonb_build_object('changed', to_jsonb(changed)));
  end if;
  return new_row;
end
$$;
revoke execute on function public.set_sales_settings(jsonb) from public, anon;
grant execute on function public.set_sales_settings(jsonb) to authenticated, service_role;
