-- public.merge_customers: stated once here (ADR 040). A repeatable definition: applied after every
-- versioned migration, again whenever this file changes. Edit it in place.

create or replace function public.merge_customers(p_keep uuid, p_merge uuid)
returns public.customers
language plpgsql security definer
set search_path = ''
as $$
declare
  kept public.customers;
  merged public.customers;
  fk record;
  moved integer;
  summary jsonb := '{}';
begin
  if not app.has_role('staff') then
    raise exception 'Only staff can merge customers' using errcode = '42501';
  end if;
  if p_keep is null or p_merge is null then
    raise exception 'Choose the customer to keep and the one to merge into it' using errcode = '22004';
  end if;
  if p_keep = p_merge then
    raise exception 'A customer cannot be merged into itself' using errcode = '22023';
  end if;

  -- 1. Locks in a fixed order (by id), whichever is kept.
  perform 1 from public.customers c where c.id = least(p_keep, p_merge) for update;
  perform 1 from public.customers c where c.id = greatest(p_keep, p_merge) for update;
  select * into kept from public.customers c where c.id = p_keep;
  select * into merged from public.customers c where c.id = p_merge;
  if kept.id is null or merged.id is null then
    raise exception 'No such customer (it may have been merged or deleted already)' using errcode = 'P0002';
  end if;

  -- 2. One primary contact: the kept customer's, if it has one.
  if exists (select 1 from public.contacts k where k.customer_id = p_keep and k.is_primary) then
    update public.contacts k set is_primary = false where k.customer_id = p_merge and k.is_primary;
  end if;
  for fk in select * from app.customer_foreign_keys() loop
    execute format('update %I.%I set %I = $1 where %I = $2',
                   fk.table_schema, fk.table_name, fk.column_name, fk.column_name)
      using p_keep, p_merge;
    get diagnostics moved = row_count;
    if moved > 0 then
      summary := summary || jsonb_build_object(fk.table_name, moved);
    end if;
  end loop;

  -- 3. What people wrote about the merged customer stays readable.
  update public.record_events e set record_id = p_keep::text
   where e.record_type = 'customers' and e.record_id = p_merge::text
     and e.kind not in ('created', 'changed', 'deleted');

  -- 4. The merged one goes (nothing refers to it any more), then its values fill the gaps.
  delete from public.customers c where c.id = p_merge;
  update public.customers c set
    kra_pin = coalesce(c.kra_pin, merged.kra_pin),
    sector = coalesce(c.sector, merged.sector),
    email = coalesce(c.email, merged.email),
    phone = coalesce(c.phone, merged.phone),
    website = coalesce(c.website, merged.website),
    postal_address = coalesce(c.postal_address, merged.postal_address),
    physical_address = coalesce(c.physical_address, merged.physical_address),
    county = coalesce(c.county, merged.county),
    owner_id = coalesce(c.owner_id, merged.owner_id),
    notes = coalesce(c.notes, merged.notes),
    tags = (select coalesce(array_agg(t order by o), '{}')
              from (select t, min(o) as o
                      from unnest(c.tags || merged.tags) with ordinality as u(t, o)
                     group by t) d)
   where c.id = p_keep
  returning * into kept;

  -- 5. On the kept customer's timeline.
  perform app.record_event('customers', p_keep::text, 'customers.merged', null,
                           jsonb_build_object('merged', jsonb_build_array(merged.name, null),
                                              'merged_id', jsonb_build_array(merged.id, null))
                             || (select coalesce(jsonb_object_agg(key, jsonb_build_array(null, value)), '{}')
                                   from jsonb_each(summary)));
  return kept;
end
$$;
