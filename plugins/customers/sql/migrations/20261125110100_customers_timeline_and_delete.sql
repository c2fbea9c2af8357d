-- Customers: what happens to a customer's people and workplaces shows on the
-- customer's own timeline, and a customer is deleted only while nothing refers
-- to it.
--
-- Timeline kinds written here (worded by plugins/customers/events.ts):
--   customers.contact_added    body = the contact's name
--   customers.contact_removed  body = the contact's name
--   customers.site_added       body = the site's name
--   customers.site_removed     body = the site's name
-- A contact or site moved between customers by merge_customers writes none of
-- these: the merge writes its one customers.merged event.

create function app.customer_children_timeline() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  raise exception 'defined in plugins/customers/sql/repeatable/app.customer_children_timeline.sql (ADR 043)';
end
$$;
revoke execute on function app.customer_children_timeline() from public, anon, authenticated;

create trigger contacts_customer_timeline after insert or delete on public.contacts
  for each row execute function app.customer_children_timeline();
create trigger customer_sites_customer_timeline after insert or delete on public.customer_sites
  for each row execute function app.customer_children_timeline();

-- ---------------------------------------------------------------- who refers to a customer

-- Every foreign key onto customers(id), found in the catalogue when asked, so
-- tables other modules add later (leads, projects, invoices) count without a
-- change here. `owned` marks the customer's own parts (ON DELETE CASCADE:
-- contacts, sites), which go with it; every other key is a reference.
create function app.customer_foreign_keys()
returns table (table_schema text, table_name text, column_name text, owned boolean)
language sql stable
set search_path = ''
as $$
  select n.nspname::text, c.relname::text, a.attname::text, k.confdeltype = 'c'
    from pg_catalog.pg_constraint k
    join pg_catalog.pg_class c on c.oid = k.conrelid
    join pg_catalog.pg_namespace n on n.oid = c.relnamespace
    join pg_catalog.pg_attribute a on a.attrelid = k.conrelid and a.attnum = k.conkey[1]
   where k.contype = 'f'
     and k.confrelid = 'public.customers'::regclass
     and cardinality(k.conkey) = 1
   order by n.nspname, c.relname, a.attname
$$;
revoke execute on function app.customer_foreign_keys() from public, anon, authenticated;

-- Rows of other tables that refer to one customer: [{table, count}], biggest first.
create function app.customer_references(p_customer uuid)
returns table (table_name text, row_count bigint)
language plpgsql stable security definer
set search_path = ''
as $$
declare
  fk record;
  n bigint;
begin
  for fk in select * from app.customer_foreign_keys() f where not f.owned loop
    execute format('select count(*) from %I.%I where %I = $1', fk.table_schema, fk.table_name, fk.column_name)
      into n using p_customer;
    if n > 0 then
      table_name := fk.table_name;
      row_count := n;
      return next;
    end if;
  end loop;
end
$$;
revoke execute on function app.customer_references(uuid) from public, anon, authenticated;

-- Deleting a customer others refer to is refused with a sentence naming what
-- refers to it (the foreign key would refuse too, naming only a constraint).
create function app.customers_guard_delete() returns trigger
language plpgsql security definer
set search_path = ''
as $$
declare
  refs text;
begin
  select string_agg(r.row_count || ' ' || replace(r.table_name, '_', ' '), ', ' order by r.row_count desc)
    into refs
    from app.customer_references(old.id) r;
  if refs is not null then
    raise exception '% cannot be deleted: % still refer to it. Archive it instead.', old.name, refs
      using errcode = '23503', hint = 'Archive the customer, or merge it into another one.';
  end if;
  return old;
end
$$;
revoke execute on function app.customers_guard_delete() from public, anon, authenticated;
create trigger customers_guard_delete before delete on public.customers
  for each row execute function app.customers_guard_delete();
