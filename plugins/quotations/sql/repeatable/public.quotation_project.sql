-- The project an invoice made from this quotation is linked to when one already exists (issue 22 item 5):
-- the project of the quotation's lead (one per lead), else the project of an earlier invoice made from it
-- (one voided since). Stated once: invoice_from_quotation links it instead of starting a second one, and the
-- "Create invoice" dialog names it and leaves "Also start a project" unticked. As the caller (projects' RLS):
-- staff see it while the projects module is on.
create or replace function public.quotation_project(quotation_id uuid)
returns table (id uuid, number text, title text)
language sql stable
set search_path = ''
as $$
  select p.id, p.number, p.title
    from public.quotations q
    join public.projects p
      on (q.lead_id is not null and p.lead_id = q.lead_id)
      or p.id in (select i.project_id from public.invoices i where i.quotation_id = q.id)
   where q.id = quotation_project.quotation_id
   order by (p.lead_id is not distinct from q.lead_id) desc, p.created_at
   limit 1
$$;
revoke execute on function public.quotation_project(uuid) from public, anon;
grant execute on function public.quotation_project(uuid) to authenticated, service_role;
comment on function public.quotation_project(uuid) is
  'Staff: the project an invoice of this quotation will be linked to (its lead''s, or an earlier invoice''s), or no row.';
