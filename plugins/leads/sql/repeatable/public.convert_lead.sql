-- public.convert_lead: stated once here (ADR 040). A repeatable definition: applied after every
-- versioned migration, again whenever this file changes. Edit it in place.

-- As in 20261125120300 (comments there), with: the lead moves to Won in the same transaction
-- (issue 22 item 9) — converting is winning the engagement; a lead already converted keeps the
-- stage it has (moving it back later is the staff's choice).
create or replace function public.convert_lead(p_lead uuid, p_customer uuid default null, p_new_customer jsonb default null)
returns jsonb
language plpgsql volatile
set search_path = ''
as $$
declare
  lead public.leads;
  target public.customers;
  current_customer public.customers;
  site jsonb := nullif(p_new_customer -> 'site', 'null'::jsonb);
  created boolean := false;
begin
  if not app.has_role('staff') then
    raise exception 'Only staff can convert leads' using errcode = '42501';
  end if;
  if (p_customer is null) = (p_new_customer is null or p_new_customer = 'null'::jsonb) then
    raise exception 'Choose an existing customer or describe a new one (not both)' using errcode = '22023';
  end if;

  select * into lead from public.leads l where l.id = p_lead for update;
  if lead.id is null then
    raise exception 'No such lead' using errcode = 'P0002';
  end if;

  if lead.customer_id is not null then
    select * into current_customer from public.customers c where c.id = lead.customer_id;
    if lead.customer_id = p_customer
       or (p_new_customer is not null
           and lower(btrim(coalesce(p_new_customer ->> 'name', ''))) = lower(current_customer.name)) then
      return jsonb_build_object('customer_id', lead.customer_id, 'created', false, 'already', true);
    end if;
    raise exception 'Lead % already belongs to customer %', lead.reference, coalesce(current_customer.name, '(hidden)')
      using errcode = 'PT409', hint = lead.customer_id::text;
  end if;

  if p_customer is not null then
    select * into target from public.customers c where c.id = p_customer;
    if target.id is null then
      raise exception 'No such customer' using errcode = 'P0002';
    end if;
    -- The lead's person joins the customer's contacts unless already there (same e-mail, or same name).
    if not exists (
      select 1 from public.contacts k
       where k.customer_id = target.id
         and ((lead.email is not null and lower(k.email) = lower(lead.email))
              or lower(k.full_name) = lower(lead.contact_name))
    ) then
      insert into public.contacts (customer_id, full_name, email, phone, is_primary)
      values (target.id, lead.contact_name, lead.email, lead.phone,
              not exists (select 1 from public.contacts k where k.customer_id = target.id and k.is_primary));
    end if;
  else
    if nullif(btrim(coalesce(p_new_customer ->> 'name', '')), '') is null then
      raise exception 'Give the new customer a name' using errcode = '22023', detail = 'name';
    end if;
    insert into public.customers (kind, name, kra_pin, sector, email, phone, county, physical_address, owner_id)
    values (
      coalesce(nullif(p_new_customer ->> 'kind', ''), 'company')::public.customer_kind,
      p_new_customer ->> 'name',
      nullif(p_new_customer ->> 'kra_pin', ''),
      nullif(p_new_customer ->> 'sector', '')::public.customer_sector,
      coalesce(nullif(p_new_customer ->> 'email', ''), lead.email),
      coalesce(nullif(p_new_customer ->> 'phone', ''), lead.phone),
      nullif(p_new_customer ->> 'county', '')::public.kenya_county,
      nullif(p_new_customer ->> 'physical_address', ''),
      coalesce(lead.owner_id, auth.uid())
    )
    returning * into target;
    created := true;
    insert into public.contacts (customer_id, full_name, email, phone, is_primary)
    values (target.id, lead.contact_name, lead.email, lead.phone, true);
    if site is not null then
      if nullif(btrim(coalesce(site ->> 'name', '')), '') is null or nullif(site ->> 'county', '') is null then
        raise exception 'A site needs a name and a county' using errcode = '22023', detail = 'site';
      end if;
      insert into public.customer_sites (customer_id, name, county, town, physical_address)
      values (target.id, site ->> 'name', (site ->> 'county')::public.kenya_county,
              nullif(site ->> 'town', ''), nullif(site ->> 'physical_address', ''));
    end if;
  end if;

  update public.leads set customer_id = target.id, stage = 'won' where id = lead.id;

  perform app.record_event('leads', lead.id::text, 'leads.converted',
    target.name, null, '/dashboard/customers/' || target.id);
  perform app.record_event('customers', target.id::text, 'leads.converted',
    lead.reference || ' — ' || lead.contact_name || coalesce(' (' || lead.company || ')', ''),
    null, '/dashboard/leads/' || lead.id);

  return jsonb_build_object('customer_id', target.id, 'created', created, 'already', false);
end
$$;
revoke execute on function public.convert_lead(uuid, uuid, jsonb) from public, anon;
grant execute on function public.convert_lead(uuid, uuid, jsonb) to authenticated, service_role;
