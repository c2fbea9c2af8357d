-- app.customer_children_timeline: stated once here (ADR 040). A repeatable definition: applied after every
-- versioned migration, again whenever this file changes. Edit it in place.

-- Customer timeline events carry the contact's, site's or merged customer's
-- name in `changes` ({"name": [null, "Mary Njeri"]} when added, [name, null]
-- when removed; {"merged": ["Acme Limited", null], "contacts": [null, 2], …} for
-- a merge) instead of `body`: a timeline shows a body as a note under the
-- sentence, and the sentence (plugins/customers/events.ts) already says it.

create or replace function app.customer_children_timeline() returns trigger
language plpgsql security definer
set search_path = ''
as $$
declare
  what text := case tg_table_name when 'contacts' then 'contact' else 'site' end;
  name_column text := case tg_table_name when 'contacts' then 'full_name' else 'name' end;
begin
  if tg_op = 'INSERT' then
    perform app.record_event('customers', new.customer_id::text, 'customers.' || what || '_added', null,
                             jsonb_build_object('name', jsonb_build_array(null, to_jsonb(new) ->> name_column)));
  elsif tg_op = 'DELETE' then
    -- A cascade from deleting the customer itself says nothing new.
    if exists (select 1 from public.customers c where c.id = old.customer_id) then
      perform app.record_event('customers', old.customer_id::text, 'customers.' || what || '_removed', null,
                               jsonb_build_object('name', jsonb_build_array(to_jsonb(old) ->> name_column, null)));
    end if;
  end if;
  return null;
end
$$;
