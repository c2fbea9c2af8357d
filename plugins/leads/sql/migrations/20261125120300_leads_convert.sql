-- Convert: a lead becomes (or joins) a customer in one transaction.
--
--   convert_lead(p_lead, p_customer => id)            attach to an existing customer
--   convert_lead(p_lead, p_new_customer => {...})     create the customer, with the lead's
--                                                     person as its primary contact and a site
--                                                     when `site` is given
--
-- p_new_customer: {"name" (required), "kind", "kra_pin", "sector", "email", "phone", "county",
-- "physical_address", "site": {"name", "county" (both required), "town", "physical_address"}}.
-- The screen proposes likely duplicates first (find_customer_duplicates, plugins/customers).
--
-- Security invoker: row-level security decides, as for any staff write; the
-- customers' own rules (KRA PIN format and uniqueness, closed lists) answer
-- for their columns. Events go on both timelines ('leads.converted').
-- Idempotent: the lead row is locked, so a double click waits for the first
-- call; converting an already-converted lead to the same customer (or a new
-- customer of the same name) answers that customer; to another one is refused
-- with SQLSTATE PT409 (HTTP 409) naming the customer it belongs to.
-- Answers {"customer_id": uuid, "created": bool, "already": bool}.

create function public.convert_lead(p_lead uuid, p_customer uuid default null, p_new_customer jsonb default null)
returns jsonb
language plpgsql volatile
set search_path = ''
as $$
begin
  raise exception 'defined in plugins/leads/sql/repeatable/public.convert_lead.sql (ADR 043)';
end
$$;
revoke execute on function public.convert_lead(uuid, uuid, jsonb) from public, anon;
grant execute on function public.convert_lead(uuid, uuid, jsonb) to authenticated, service_role;
