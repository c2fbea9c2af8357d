-- public.my_invoices: stated once here (ADR 040). A repeatable definition: applied after every
-- versioned migration, again whenever this file changes. Edit it in place.

-- The caller's issued invoices, newest first, each with the path of its public page (made on first use;
-- none for a void invoice or one whose link staff revoked). The tokens shown are remembered per account.
create or replace function public.my_invoices()
returns table (id uuid, number text, customer_name text, issue_date date, due_date date, currency text,
               total numeric, amount_due numeric, status text, is_overdue boolean, public_path text)
language plpgsql volatile security definer
set search_path = ''
as $$
begin
  insert into app.invoice_link_holders (token, user_id)
  select x.token, auth.uid()
    from (select app.invoice_link_token(i.id) as token
            from public.invoices i
           where i.customer_id in (select app.my_customer_ids()) and i.status not in ('draft', 'void')) x
   where x.token is not null
  on conflict do nothing;
  return query
    select i.id, i.number, c.name, i.issue_date, i.due_date, i.currency, i.total, i.amount_due, i.status,
           (i.status in ('issued', 'partially_paid') and i.amount_due > 0 and i.due_date < app.company_today()),
           -- The path, not app.invoice_public_url: the page links on its own origin, with or without a site URL.
           case when i.status <> 'void' then app.invoice_public_path(l.token) end
      from public.invoices i
      join public.customers c on c.id = i.customer_id
      left join public.invoice_links l on l.invoice_id = i.id
     where i.customer_id in (select app.my_customer_ids()) and i.status <> 'draft'
     order by i.issue_date desc, i.number desc;
end
$$;
revoke execute on function public.my_invoices() from public, anon;
grant execute on function public.my_invoices() to authenticated;
